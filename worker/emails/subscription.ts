import { BUSINESS } from "#core/business";
import { formatLongDate } from "#core/i18n/format";
import { LANGUAGE_TAG, type Locale, localizedPath } from "#core/i18n/locale";
import { planWords } from "#core/i18n/messages/plans";
import { subscriptionEmailWords } from "#core/i18n/messages/subscription-emails";
import { slotTime } from "#core/i18n/visit-words";
import type { CleaningPackage } from "#core/packages";
import { nextVisits } from "#core/schedule-recurrence";
import { billingDate } from "#core/subscription-api";
import { BUSINESS_TIME_ZONE, longDate, slotLabel, slotStart } from "#core/time-slots";
import type { BookingRecord } from "../db/schema";
import { html } from "../html";
import { LANGUAGE_NAMES } from "./booking";
import { emailTemplate, type RenderedEmail } from "./template";
import { emailButton, emailLayout } from "./layout";

/** Who a subscription's emails go to, and the language they read them in (English when not known). */
export interface Subscriber {
  email: string;
  name: string;
  locale?: Locale;
}

const languageOf = (subscriber: Subscriber): Locale => subscriber.locale ?? "en";
/** The subscriber's own page, in the language of the email that links to it. */
const manageUrl = (siteUrl: string, locale: Locale) => `${siteUrl}${localizedPath("/subscription", locale)}`;
const planTitle = (plan: CleaningPackage, locale: Locale) => (locale === "en" ? plan.title : planWords[locale][plan.id].title);
const planLine = (plan: CleaningPackage, locale: Locale = "en") =>
  subscriptionEmailWords[locale].planLine(planTitle(plan, locale), plan.price);
/** A billing day as the language writes it: "November 26, 2026", "26 de noviembre de 2026". */
const billingDay = (date: Date, locale: Locale) =>
  locale === "en"
    ? billingDate(date)
    : new Intl.DateTimeFormat(LANGUAGE_TAG[locale], { dateStyle: "long", timeZone: BUSINESS_TIME_ZONE }).format(date);
const timeIn = slotTime;
const dayIn = (date: string, locale: Locale) => (locale === "en" ? longDate(date) : formatLongDate(date, locale));
const firstVisit = (booking: BookingRecord | undefined, locale: Locale = "en") =>
  booking && booking.status === "confirmed"
    ? subscriptionEmailWords[locale].dateAtTime(dayIn(booking.appointmentDate, locale), timeIn(booking.appointmentTime, locale))
    : undefined;
/**
 * Where the plan's bi-weekly series goes on after a confirmed first cleaning (startPlanSeries),
 * from its first visit as the Schedule tab lists it: a date two weeks on that falls on a
 * holiday is skipped, so the email names the visit after it rather than a day the business is closed.
 */
const seriesFrom = (booking: BookingRecord | undefined, locale: Locale = "en") => {
  if (booking?.status !== "confirmed") return undefined;
  const series = { scheduledDate: booking.appointmentDate, scheduledTime: booking.appointmentTime, frequency: "biweekly" } as const;
  const [next] = nextVisits(series, slotStart(booking.appointmentDate, booking.appointmentTime), 1);
  return subscriptionEmailWords[locale].series(dayIn(next!.date, locale), timeIn(booking.appointmentTime, locale));
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
  locale: Locale = "en",
): RenderedEmail {
  const content = html`${intro.map((line) => html`<p>${line}</p>`)}${rows.length ? rowsTable(rows) : ""}${action ? emailButton(action.href, action.label) : ""}`;
  const text = [
    ...intro,
    "",
    ...rows.map(([label, value]) => `${label}: ${rowText(value)}`),
    ...(action ? ["", `${action.label}: ${action.href}`] : []),
  ].join("\n");
  return { kind, to, subject, html: emailLayout(subject, content, locale), text, language: locale };
}

export const subscriptionActivatedEmail = emailTemplate(
  "subscription-activated",
  function subscriptionActivatedEmail(
    subscriber: Subscriber,
    plan: CleaningPackage,
    booking: BookingRecord | undefined,
    siteUrl: string,
  ): RenderedEmail {
    const locale = languageOf(subscriber);
    const words = subscriptionEmailWords[locale];
    const visit = firstVisit(booking, locale);
    return build(
      "subscription-activated",
      subscriber.email,
      words.activeSubject(planTitle(plan, locale)),
      [words.hello(subscriber.name), words.thanks, visit ? words.firstConfirmed : words.willCall],
      [
        [words.plan, planLine(plan, locale)],
        ...(visit ? ([[words.firstCleaning, visit]] as [string, string][]) : []),
        ...(visit ? ([[words.thenEvery, seriesFrom(booking, locale)!]] as [string, string][]) : []),
        ...(booking ? ([[words.address, booking.serviceAddress]] as [string, string][]) : []),
      ],
      { href: manageUrl(siteUrl, locale), label: words.manage },
      locale,
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
      ["Language", LANGUAGE_NAMES[languageOf(subscriber)]],
    ];
    if (booking) {
      rows.push(
        ["Phone", booking.customerPhone],
        ["Address", booking.serviceAddress],
        [
          "First cleaning",
          firstVisit(booking) ??
            `not held any more (${longDate(booking.appointmentDate)} at ${slotLabel(booking.appointmentTime)} was released): call to schedule`,
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
    const locale = languageOf(subscriber);
    const words = subscriptionEmailWords[locale];
    return build(
      "subscription-payment-failed",
      subscriber.email,
      words.failedSubject,
      [words.hello(subscriber.name), words.failed(planTitle(plan, locale)), words.updateCard],
      [[words.plan, planLine(plan, locale)]],
      { href: manageUrl(siteUrl, locale), label: words.updatePayment },
      locale,
    );
  },
);

export const cancellationScheduledEmail = emailTemplate(
  "cancellation-scheduled",
  function cancellationScheduledEmail(subscriber: Subscriber, plan: CleaningPackage, endsOn: Date | null, siteUrl: string): RenderedEmail {
    const locale = languageOf(subscriber);
    const words = subscriptionEmailWords[locale];
    const when = endsOn ? words.endsOn(billingDay(endsOn, locale)) : words.endOfPeriod;
    return build(
      "subscription-cancel-scheduled",
      subscriber.email,
      words.endingSubject(when),
      [words.hello(subscriber.name), words.ending(planTitle(plan, locale), when), words.changedMind],
      [],
      { href: manageUrl(siteUrl, locale), label: words.manage },
      locale,
    );
  },
);

export const subscriptionEndedEmail = emailTemplate(
  "subscription-ended",
  function subscriptionEndedEmail(subscriber: Subscriber, plan: CleaningPackage, siteUrl: string): RenderedEmail {
    const locale = languageOf(subscriber);
    const words = subscriptionEmailWords[locale];
    return build(
      "subscription-ended",
      subscriber.email,
      words.endedSubject,
      [words.hello(subscriber.name), words.ended(planTitle(plan, locale)), words.welcomeBack(BUSINESS.phone.display)],
      [],
      { href: `${siteUrl}${locale === "en" ? "" : "/es"}/special`, label: words.seePlans },
      locale,
    );
  },
);

export const emergencyCustomerEmail = emailTemplate(
  "emergency-customer",
  function emergencyCustomerEmail(subscriber: Subscriber, notes: string | null): RenderedEmail {
    const locale = languageOf(subscriber);
    const words = subscriptionEmailWords[locale];
    return build(
      "emergency-customer",
      subscriber.email,
      words.emergencySubject,
      [words.hello(subscriber.name), words.emergency],
      notes ? [[words.yourNotes, notes]] : [],
      undefined,
      locale,
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
        ["Language", LANGUAGE_NAMES[languageOf(subscriber)]],
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
    const locale = languageOf(subscriber);
    const words = subscriptionEmailWords[locale];
    return build(
      "subscription-plan-changed",
      subscriber.email,
      words.switchedSubject(planTitle(to, locale)),
      [words.hello(subscriber.name), words.switched(planTitle(from, locale), planTitle(to, locale)), words.visitLength(to.visitHours)],
      [
        [words.newPlan, planLine(to, locale)],
        [words.previousPlan, planTitle(from, locale)],
      ],
      { href: manageUrl(siteUrl, locale), label: words.manage },
      locale,
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
    const locale = languageOf(subscriber);
    const words = subscriptionEmailWords[locale];
    return build(
      "subscription-resumed",
      subscriber.email,
      words.resumedSubject,
      [words.hello(subscriber.name), words.resumed(planTitle(plan, locale))],
      [
        [words.plan, planLine(plan, locale)],
        ...(nextBilling ? ([[words.nextBilling, billingDay(nextBilling, locale)]] as [string, string][]) : []),
      ],
      { href: manageUrl(siteUrl, locale), label: words.manage },
      locale,
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
        ["Language", LANGUAGE_NAMES[languageOf(subscriber)]],
        ["Plan", planLine(plan)],
      ],
    );
  },
);
