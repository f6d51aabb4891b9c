import { BUSINESS } from "#core/business";
import type { CleaningPackage } from "#core/packages";
import { nextVisits } from "#core/schedule-recurrence";
import { billingDate } from "#core/subscription-api";
import { longDate, slotStart } from "#core/time-slots";
import type { BookingRecord } from "../db/schema";
import { html } from "../html";
import { emailTemplate, type RenderedEmail } from "./template";
import { emailButton, emailLayout } from "./layout";

export interface Subscriber {
  email: string;
  name: string;
}

const planLine = (plan: CleaningPackage) => `${plan.title}, ${plan.price} a month (two visits a month, the second one free)`;
const firstVisit = (booking: BookingRecord | undefined) =>
  booking && booking.status === "confirmed"
    ? `${longDate(booking.appointmentDate)} at ${booking.appointmentTime} (Eastern Time)`
    : undefined;
/**
 * Where the plan's bi-weekly series goes on after a confirmed first cleaning (startPlanSeries),
 * from its first visit as the Schedule tab lists it: a date two weeks on that falls on a
 * holiday is skipped, so the email names the visit after it rather than a day the business is closed.
 */
const seriesFrom = (booking: BookingRecord | undefined) => {
  if (booking?.status !== "confirmed") return undefined;
  const series = { scheduledDate: booking.appointmentDate, scheduledTime: booking.appointmentTime, frequency: "biweekly" } as const;
  const [next] = nextVisits(series, slotStart(booking.appointmentDate, booking.appointmentTime), 1);
  return `Every two weeks from ${longDate(next!.date)} at ${booking.appointmentTime}: see or change it in your dashboard's Schedule tab`;
};

/** A row's value: text, or text that links somewhere (a phone number to call). */
type RowValue = string | { text: string; href: string };
type Row = [string, RowValue];

const rowText = (value: RowValue) => (typeof value === "string" ? value : value.text);

function rowsTable(rows: Row[]) {
  return html`<table role="presentation" cellpadding="6" cellspacing="0" style="width:100%;border-collapse:collapse;margin:16px 0">${rows.map(
    ([label, value]) =>
      html`<tr><td style="color:#4b5563;width:140px;vertical-align:top">${label}</td><td style="font-weight:bold">${
        typeof value === "string" ? value : html`<a href="${value.href}">${value.text}</a>`
      }</td></tr>`,
  )}</table>`;
}

function build(
  kind: string,
  to: string,
  subject: string,
  intro: string[],
  rows: Row[],
  action?: { href: string; label: string },
): RenderedEmail {
  const content = html`${intro.map((line) => html`<p>${line}</p>`)}${rows.length ? rowsTable(rows) : ""}${action ? emailButton(action.href, action.label) : ""}`;
  const text = [
    ...intro,
    "",
    ...rows.map(([label, value]) => `${label}: ${rowText(value)}`),
    ...(action ? ["", `${action.label}: ${action.href}`] : []),
  ].join("\n");
  return { kind, to, subject, html: emailLayout(subject, content), text };
}

export const subscriptionActivatedEmail = emailTemplate(
  "subscription-activated",
  function subscriptionActivatedEmail(
    subscriber: Subscriber,
    plan: CleaningPackage,
    booking: BookingRecord | undefined,
    siteUrl: string,
  ): RenderedEmail {
    const visit = firstVisit(booking);
    return build(
      "subscription-activated",
      subscriber.email,
      `Your ${plan.title} cleaning subscription is active`,
      [
        `Hello ${subscriber.name},`,
        "Thank you for subscribing. Your payment went through and your bi-weekly hotel-style cleaning is set up.",
        visit
          ? "Your first cleaning is confirmed. We will contact you within 24 hours to arrange access with your front desk or concierge."
          : "We will call you within 24 hours to schedule your first cleaning.",
      ],
      [
        ["Plan", planLine(plan)],
        ...(visit ? ([["First cleaning", visit]] as [string, string][]) : []),
        ...(visit ? ([["Then", seriesFrom(booking)!]] as [string, string][]) : []),
        ...(booking ? ([["Address", booking.serviceAddress]] as [string, string][]) : []),
      ],
      { href: `${siteUrl}/subscription`, label: "Manage your subscription" },
    );
  },
);

export const newSubscriberBusinessEmail = emailTemplate(
  "new-subscriber-business",
  function newSubscriberBusinessEmail(
    to: string,
    subscriber: Subscriber,
    plan: CleaningPackage,
    booking: BookingRecord | undefined,
  ): RenderedEmail {
    const rows: [string, string][] = [
      ["Plan", planLine(plan)],
      ["Customer", subscriber.name],
      ["Email", subscriber.email],
    ];
    if (booking) {
      rows.push(
        ["Phone", booking.customerPhone],
        ["Address", booking.serviceAddress],
        [
          "First cleaning",
          firstVisit(booking) ??
            `not held any more (${longDate(booking.appointmentDate)} at ${booking.appointmentTime} was released): call to schedule`,
        ],
        ["Reference", booking.reference],
        ["Notes", booking.specialNotes ?? "None"],
      );
    } else {
      rows.push(["First cleaning", "none booked: call to schedule"]);
    }
    return build(
      "subscription-business",
      to,
      `New subscriber: ${subscriber.name}, ${plan.title}`,
      ["A new cleaning subscription was paid. Please call the customer within 24 hours."],
      rows,
    );
  },
);

export const paymentFailedEmail = emailTemplate(
  "payment-failed",
  function paymentFailedEmail(subscriber: Subscriber, plan: CleaningPackage, siteUrl: string): RenderedEmail {
    return build(
      "subscription-payment-failed",
      subscriber.email,
      "We could not charge your card for your cleaning subscription",
      [
        `Hello ${subscriber.name},`,
        `The monthly payment for your ${plan.title} plan did not go through. Your cleanings continue while we try again over the next days.`,
        "Please update your card to keep your visits on the calendar.",
      ],
      [["Plan", planLine(plan)]],
      { href: `${siteUrl}/subscription`, label: "Update your payment method" },
    );
  },
);

export const cancellationScheduledEmail = emailTemplate(
  "cancellation-scheduled",
  function cancellationScheduledEmail(subscriber: Subscriber, plan: CleaningPackage, endsOn: Date | null, siteUrl: string): RenderedEmail {
    const when = endsOn ? `on ${billingDate(endsOn)}` : "at the end of the current period";
    return build(
      "subscription-cancel-scheduled",
      subscriber.email,
      `Your cleaning subscription ends ${when}`,
      [
        `Hello ${subscriber.name},`,
        `As requested, your ${plan.title} subscription will end ${when}. Your cleanings continue until then and you will not be charged again.`,
        "Changed your mind? You can resume it any time before that date.",
      ],
      [],
      { href: `${siteUrl}/subscription`, label: "Manage your subscription" },
    );
  },
);

export const subscriptionEndedEmail = emailTemplate(
  "subscription-ended",
  function subscriptionEndedEmail(subscriber: Subscriber, plan: CleaningPackage, siteUrl: string): RenderedEmail {
    return build(
      "subscription-ended",
      subscriber.email,
      "Your cleaning subscription has ended",
      [
        `Hello ${subscriber.name},`,
        `Your ${plan.title} subscription has ended and no further payments will be taken. Thank you for letting us look after your home.`,
        `You are welcome back any time. Questions? Call ${BUSINESS.phone.display}.`,
      ],
      [],
      { href: `${siteUrl}/special`, label: "See the cleaning plans" },
    );
  },
);

export const emergencyCustomerEmail = emailTemplate(
  "emergency-customer",
  function emergencyCustomerEmail(subscriber: Subscriber, notes: string | null): RenderedEmail {
    return build(
      "emergency-customer",
      subscriber.email,
      "Emergency cleaning request received",
      [
        `Hello ${subscriber.name},`,
        "We received your emergency cleaning request and will contact you within 24 hours (usually much sooner) to schedule it.",
      ],
      notes ? [["Your notes", notes]] : [],
    );
  },
);

/** The business's copy; phone and address come from the first cleaning's booking, if any. */
export const emergencyBusinessEmail = emailTemplate(
  "emergency-business",
  function emergencyBusinessEmail(
    to: string,
    subscriber: Subscriber,
    plan: CleaningPackage,
    notes: string | null,
    booking: BookingRecord | undefined,
  ): RenderedEmail {
    const phone = booking?.customerPhone;
    // Digits and a leading + only: whatever else was typed (spaces, dots, "ext.") would break the link.
    const tel = phone ? phone.replace(/[^\d+]/g, "") : "";
    return build(
      "emergency-business",
      to,
      `URGENT: emergency cleaning request from ${subscriber.name} (${plan.title})`,
      [
        "URGENT: a subscriber asked for an emergency cleaning, often for the same day. Please call them back now.",
        phone ? `Call ${phone}.` : "No phone number on file: reply by email.",
      ],
      [
        ["Customer", subscriber.name],
        ["Email", { text: subscriber.email, href: `mailto:${subscriber.email}` }],
        ["Plan", plan.title],
        ["Phone", phone && tel ? { text: phone, href: `tel:${tel}` } : (phone ?? "Not on file")],
        ["Address", booking?.serviceAddress ?? "Not on file"],
        ["Notes", notes ?? "None"],
      ],
    );
  },
);

export const planChangedEmail = emailTemplate(
  "plan-changed",
  function planChangedEmail(subscriber: Subscriber, from: CleaningPackage, to: CleaningPackage, siteUrl: string): RenderedEmail {
    return build(
      "subscription-plan-changed",
      subscriber.email,
      `Your cleaning plan is now ${to.title}`,
      [
        `Hello ${subscriber.name},`,
        `Your subscription moved from ${from.title} to ${to.title}. The difference is prorated on your next invoice.`,
        `From now on each visit lasts ${to.visitHours} hours, your upcoming cleanings included.`,
      ],
      [
        ["New plan", planLine(to)],
        ["Previous plan", from.title],
      ],
      { href: `${siteUrl}/subscription`, label: "Manage your subscription" },
    );
  },
);

export const subscriptionResumedEmail = emailTemplate(
  "subscription-resumed",
  function subscriptionResumedEmail(
    subscriber: Subscriber,
    plan: CleaningPackage,
    nextBilling: Date | null,
    siteUrl: string,
  ): RenderedEmail {
    return build(
      "subscription-resumed",
      subscriber.email,
      "Your cleaning subscription continues",
      [`Hello ${subscriber.name},`, `Your ${plan.title} subscription is no longer set to end. Your cleanings continue as before.`],
      [["Plan", planLine(plan)], ...(nextBilling ? ([["Next billing date", billingDate(nextBilling)]] as [string, string][]) : [])],
      { href: `${siteUrl}/subscription`, label: "Manage your subscription" },
    );
  },
);

/** What changed in a subscription, for the business's copy. */
export type SubscriptionChange =
  | { kind: "plan-changed"; from: CleaningPackage }
  | { kind: "cancel-scheduled"; endsOn: Date | null }
  | { kind: "resumed" }
  | { kind: "ended" };

/** The business's copy of every change a subscriber makes, so the crews' plans follow. */
export const subscriptionChangeBusinessEmail = emailTemplate(
  "subscription-change-business",
  function subscriptionChangeBusinessEmail(
    to: string,
    subscriber: Subscriber,
    plan: CleaningPackage,
    change: SubscriptionChange,
  ): RenderedEmail {
    const [subject, line] = (() => {
      switch (change.kind) {
        case "plan-changed":
          return [
            `Plan switched: ${subscriber.name}, ${change.from.title} to ${plan.title}`,
            `${subscriber.name} switched from ${change.from.title} to ${plan.title}: visits now last ${plan.visitHours} hours.`,
          ];
        case "cancel-scheduled": {
          const when = change.endsOn ? `on ${billingDate(change.endsOn)}` : "at the end of the current period";
          return [
            `Subscription ending: ${subscriber.name}, ${plan.title}, ${when}`,
            `${subscriber.name} cancelled; the subscription ends ${when}. Visits until then stay on.`,
          ];
        }
        case "resumed":
          return [
            `Subscription resumed: ${subscriber.name}, ${plan.title}`,
            `${subscriber.name} took back the cancellation: visits continue.`,
          ];
        case "ended":
          return [
            `Subscription ended: ${subscriber.name}, ${plan.title}`,
            `${subscriber.name}'s subscription has ended: no further visits.`,
          ];
      }
    })();
    return build(
      `subscription-${change.kind}-business`,
      to,
      subject,
      [line],
      [
        ["Customer", subscriber.name],
        ["Email", subscriber.email],
        ["Plan", planLine(plan)],
      ],
    );
  },
);
