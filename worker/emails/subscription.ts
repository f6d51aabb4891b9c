import { BUSINESS } from "../../core/business";
import type { CleaningPackage } from "../../core/packages";
import { billingDate } from "../../core/subscription-api";
import { longDate } from "../../core/time-slots";
import type { BookingRecord } from "../db/schema";
import { html } from "../html";
import type { OutgoingEmail } from "../services/email";
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

function rowsTable(rows: [string, string][]) {
  return html`<table role="presentation" cellpadding="6" cellspacing="0" style="width:100%;border-collapse:collapse;margin:16px 0">${rows.map(
    ([label, value]) =>
      html`<tr><td style="color:#4b5563;width:140px;vertical-align:top">${label}</td><td style="font-weight:bold">${value}</td></tr>`,
  )}</table>`;
}

function build(
  kind: string,
  to: string,
  subject: string,
  intro: string[],
  rows: [string, string][],
  action?: { href: string; label: string },
): OutgoingEmail {
  const content = html`${intro.map((line) => html`<p>${line}</p>`)}${rows.length ? rowsTable(rows) : ""}${action ? emailButton(action.href, action.label) : ""}`;
  const text = [
    ...intro,
    "",
    ...rows.map(([label, value]) => `${label}: ${value}`),
    ...(action ? ["", `${action.label}: ${action.href}`] : []),
  ].join("\n");
  return { kind, to, subject, html: emailLayout(subject, content), text };
}

export function subscriptionActivatedEmail(
  subscriber: Subscriber,
  plan: CleaningPackage,
  booking: BookingRecord | undefined,
  siteUrl: string,
): OutgoingEmail {
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
      ...(booking ? ([["Address", booking.serviceAddress]] as [string, string][]) : []),
    ],
    { href: `${siteUrl}/subscription`, label: "Manage your subscription" },
  );
}

export function newSubscriberBusinessEmail(
  to: string,
  subscriber: Subscriber,
  plan: CleaningPackage,
  booking: BookingRecord | undefined,
): OutgoingEmail {
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
}

export function paymentFailedEmail(subscriber: Subscriber, plan: CleaningPackage, siteUrl: string): OutgoingEmail {
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
}

export function cancellationScheduledEmail(
  subscriber: Subscriber,
  plan: CleaningPackage,
  endsOn: Date | null,
  siteUrl: string,
): OutgoingEmail {
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
}

export function subscriptionEndedEmail(subscriber: Subscriber, plan: CleaningPackage, siteUrl: string): OutgoingEmail {
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
}

export function emergencyCustomerEmail(subscriber: Subscriber, notes: string | null): OutgoingEmail {
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
}

/** The business's copy; phone and address come from the first cleaning's booking, if any. */
export function emergencyBusinessEmail(
  to: string,
  subscriber: Subscriber,
  plan: CleaningPackage,
  notes: string | null,
  booking: BookingRecord | undefined,
): OutgoingEmail {
  return build(
    "emergency-business",
    to,
    `Emergency cleaning request: ${subscriber.name} (${plan.title})`,
    ["A subscriber asked for an emergency cleaning. Please call them back within 24 hours."],
    [
      ["Customer", subscriber.name],
      ["Email", subscriber.email],
      ["Plan", plan.title],
      ["Phone", booking?.customerPhone ?? "Not on file"],
      ["Address", booking?.serviceAddress ?? "Not on file"],
      ["Notes", notes ?? "None"],
    ],
  );
}
