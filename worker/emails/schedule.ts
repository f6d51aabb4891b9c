import { BUSINESS } from "#core/business";
import { packageOrDefault } from "#core/packages";
import { FREQUENCY_LABELS, shortVisitDate, type ScheduleFrequency, type Visit } from "#core/schedule-recurrence";
import { formatLongDate } from "#core/i18n/format";
import { LANGUAGE_TAG, type Locale, localizedPath } from "#core/i18n/locale";
import { planWords } from "#core/i18n/messages/plans";
import { scheduleEmailWords } from "#core/i18n/messages/schedule-emails";
import { slotTime } from "#core/i18n/visit-words";
import { longDate } from "#core/time-slots";
import type { CleaningScheduleRecord } from "../db/schema";
import { html, type SafeHtml } from "../html";
import { LANGUAGE_NAMES } from "./booking";
import { emailTemplate, type OutgoingEmail, type RenderedEmail } from "./template";
import { emailButton, emailLayout } from "./layout";

/** The specification's send-schedule-change-email: what changed, told from the stored rows. */
export interface ScheduleChange {
  type: "new" | "update" | "cancel";
  schedule: CleaningScheduleRecord;
  /** On update: the next visit and the frequency before the change (the old date and time). */
  previousVisit?: Visit;
  previousFrequency?: ScheduleFrequency;
  customerName: string;
  /** The upcoming visits of the series (on cancel: the ones that will not happen). */
  nextVisits: Visit[];
  calendarUrl: string;
  /** The customer's language (English when not given): their email is written in it. */
  locale?: Locale;
}

type Rows = [string, string][];

/** A visit's day as the language writes it, short: "Thu Nov 26", "jue, 26 nov". */
function shortDay(date: string, locale: Locale): string {
  if (locale === "en") return shortVisitDate(date);
  const [year, month, day] = date.split("-").map(Number) as [number, number, number];
  const noon = new Date(Date.UTC(year, month - 1, day, 12));
  return new Intl.DateTimeFormat(LANGUAGE_TAG[locale], { weekday: "short", month: "short", day: "numeric", timeZone: "UTC" }).format(noon);
}
const dayIn = (date: string, locale: Locale) => (locale === "en" ? longDate(date) : formatLongDate(date, locale));
const timeIn = slotTime;
const frequencyIn = (frequency: ScheduleFrequency, locale: Locale) =>
  locale === "en" ? FREQUENCY_LABELS[frequency] : scheduleEmailWords[locale].frequencies[frequency];
const at = (visit: Pick<Visit, "date" | "time"> | undefined, locale: Locale = "en") =>
  visit ? scheduleEmailWords[locale].dateAtTime(dayIn(visit.date, locale), timeIn(visit.time, locale)) : "";
const series = (frequency: ScheduleFrequency, visit: Visit | undefined, locale: Locale = "en") =>
  scheduleEmailWords[locale].seriesFrom(frequencyIn(frequency, locale), at(visit, locale));
const plan = (schedule: CleaningScheduleRecord, locale: Locale = "en") => {
  if (!schedule.subscriptionTier) return scheduleEmailWords[locale].cleaningSubscription;
  const chosen = packageOrDefault(schedule.subscriptionTier);
  return locale === "en" ? chosen.title : planWords[locale][chosen.id].title;
};
const visitList = (visits: Visit[], locale: Locale = "en") => visits.map((visit) => shortDay(visit.date, locale)).join(", ");

function scheduleRows(change: ScheduleChange, locale: Locale = "en"): Rows {
  const { schedule, previousVisit, nextVisits } = change;
  const words = scheduleEmailWords[locale];
  const next = nextVisits[0];
  const rows: Rows = [[words.plan, plan(schedule, locale)]];
  if (change.type === "update" && previousVisit && change.previousFrequency) {
    rows.push(
      [words.previousDate, dayIn(previousVisit.date, locale)],
      [words.previousTime, `${timeIn(previousVisit.time, locale)} ${words.easternTime}`],
      [words.previousFrequency, frequencyIn(change.previousFrequency, locale)],
      [words.newDate, next ? dayIn(next.date, locale) : ""],
      [words.newTime, `${timeIn(schedule.scheduledTime, locale)} ${words.easternTime}`],
      [words.newFrequency, frequencyIn(schedule.frequency, locale)],
      [words.nextVisits, visitList(nextVisits, locale)],
    );
  } else if (change.type === "new") {
    rows.push(
      [words.firstVisit, `${at(next, locale)} ${words.easternTime}`],
      [words.frequency, frequencyIn(schedule.frequency, locale)],
      [words.nextVisits, visitList(nextVisits, locale)],
    );
  } else {
    rows.push(
      [words.cancelledFrom, `${at(next, locale)} ${words.easternTime}`],
      [words.frequency, frequencyIn(schedule.frequency, locale)],
    );
  }
  rows.push([words.specialInstructions, schedule.specialInstructions ?? words.none]);
  return rows;
}

function detailTable(rows: Rows): SafeHtml {
  return html`<table role="presentation" cellpadding="6" cellspacing="0" style="width:100%;border-collapse:collapse;margin:16px 0">${rows.map(
    ([label, value]) =>
      html`<tr><td style="color:#4b5563;width:150px;vertical-align:top">${label}</td><td style="font-weight:bold">${value}</td></tr>`,
  )}</table>`;
}

function compose(
  kind: string,
  to: string,
  subject: string,
  paragraphs: string[],
  rows: Rows,
  options: { calendarUrl?: string; footer?: string; locale?: Locale } = {},
): RenderedEmail {
  const locale = options.locale ?? "en";
  const addToCalendar = scheduleEmailWords[locale].addToCalendar;
  const content = html`${paragraphs.map((paragraph) => html`<p>${paragraph}</p>`)}
${detailTable(rows)}
${options.calendarUrl ? emailButton(options.calendarUrl, addToCalendar) : ""}
${options.footer ? html`<p style="font-size:13px;color:#4b5563">${options.footer}</p>` : ""}`;
  const text = [
    ...paragraphs.flatMap((paragraph) => [paragraph, ""]),
    ...rows.map(([label, value]) => `${label}: ${value}`),
    ...(options.calendarUrl ? ["", `${addToCalendar}: ${options.calendarUrl}`] : []),
    ...(options.footer ? ["", options.footer] : []),
  ].join("\n");
  return { kind, to, subject, html: emailLayout(subject, content, locale), text, language: locale };
}

function customerSubject(change: ScheduleChange, locale: Locale): string {
  const words = scheduleEmailWords[locale];
  const now = series(change.schedule.frequency, change.nextVisits[0], locale);
  if (change.type === "new") return words.createdSubject(now);
  return change.type === "cancel" ? words.cancelledSubject(now) : words.updatedSubject(now);
}

function businessSubject(change: ScheduleChange): string {
  const now = series(change.schedule.frequency, change.nextVisits[0]);
  const name = change.customerName;
  if (change.type === "new") return `New cleaning schedule: ${name}, ${now}`;
  if (change.type === "cancel") return `Cleaning schedule cancelled: ${name}, ${now}`;
  const before = change.previousFrequency ? ` (was ${series(change.previousFrequency, change.previousVisit)})` : "";
  return `Cleaning schedule changed: ${name}, now ${now}${before}`;
}

/** The customer's email about one schedule change, in their language. */
const scheduleChangeCustomerEmail = emailTemplate("schedule-change-customer", (change: ScheduleChange): RenderedEmail => {
  const { type, schedule } = change;
  const locale = change.locale ?? "en";
  const words = scheduleEmailWords[locale];
  return compose(
    `schedule-${type}-customer`,
    schedule.email,
    customerSubject(change, locale),
    [words.hello(change.customerName), words.intro[type]],
    scheduleRows(change, locale),
    { calendarUrl: type === "cancel" ? undefined : change.calendarUrl, footer: words.changeNotice(BUSINESS.phone.display), locale },
  );
});

/** The business's notification of one schedule change. */
const scheduleChangeBusinessEmail = emailTemplate(
  "schedule-change-business",
  (change: ScheduleChange, businessEmail: string): RenderedEmail => {
    const { type, schedule } = change;
    return compose(
      `schedule-${type}-business`,
      businessEmail,
      businessSubject(change),
      [
        type === "cancel"
          ? "A subscriber cancelled a cleaning schedule. Please free the crew."
          : "A subscriber's cleaning schedule needs a crew at the times below.",
      ],
      [
        ["Customer", change.customerName],
        ["Email", schedule.email],
        ["Language", LANGUAGE_NAMES[change.locale ?? "en"]],
        ...scheduleRows(change),
      ],
      { calendarUrl: type === "cancel" ? undefined : change.calendarUrl },
    );
  },
);

/** The customer's email and the business's notification about one schedule change. */
export function scheduleChangeEmails(change: ScheduleChange, businessEmail: string): [OutgoingEmail, OutgoingEmail] {
  return [scheduleChangeCustomerEmail(change), scheduleChangeBusinessEmail(change, businessEmail)];
}

type EndedSchedules = { schedule: CleaningScheduleRecord; nextVisit: Visit | undefined }[];

function endedRows(ended: EndedSchedules, locale: Locale = "en"): Rows {
  const words = scheduleEmailWords[locale];
  return ended.map(({ schedule, nextVisit }, index) => [
    words.scheduleNumber(index + 1),
    `${series(schedule.frequency, nextVisit, locale)} ${words.easternTime}`,
  ]);
}

const schedulesEndedCustomerEmail = emailTemplate(
  "schedules-ended-customer",
  (ended: EndedSchedules, customerName: string, siteUrl: string, locale: Locale = "en"): RenderedEmail => {
    const words = scheduleEmailWords[locale];
    return compose(
      "schedule-ended-customer",
      ended[0]?.schedule.email ?? "",
      words.stoppedSubject,
      [words.hello(customerName), words.stopped],
      endedRows(ended, locale),
      { footer: words.startAgain(`${siteUrl}${localizedPath("/subscription", locale)}`, BUSINESS.phone.display), locale },
    );
  },
);

const schedulesEndedBusinessEmail = emailTemplate(
  "schedules-ended-business",
  (ended: EndedSchedules, customerName: string, businessEmail: string, locale: Locale = "en"): RenderedEmail =>
    compose(
      "schedule-ended-business",
      businessEmail,
      `Schedules stopped (subscription ended): ${customerName}`,
      ["A subscription ended, so the customer's cleaning schedules were cancelled. Please free their crews."],
      [["Customer", customerName], ["Email", ended[0]?.schedule.email ?? ""], ["Language", LANGUAGE_NAMES[locale]], ...endedRows(ended)],
    ),
);

/** Sent once when a subscription that ended has cancelled the customer's schedules; the customer's in their language. */
export function schedulesEndedEmails(
  ended: EndedSchedules,
  customerName: string,
  siteUrl: string,
  businessEmail: string,
  locale: Locale = "en",
): [OutgoingEmail, OutgoingEmail] {
  return [
    schedulesEndedCustomerEmail(ended, customerName, siteUrl, locale),
    schedulesEndedBusinessEmail(ended, customerName, businessEmail, locale),
  ];
}

/** The day-before reminder of one visit, in the customer's language (the cron reads it with their name). */
export const scheduleReminderEmail = emailTemplate(
  "schedule-reminder",
  function scheduleReminderEmail(
    schedule: CleaningScheduleRecord,
    visit: Visit,
    customerName: string,
    locale: Locale = "en",
  ): RenderedEmail {
    const words = scheduleEmailWords[locale];
    return compose(
      "schedule-reminder",
      schedule.email,
      words.reminderSubject(timeIn(visit.time, locale)),
      [words.hello(customerName), words.reminder],
      [
        [words.when, `${at(visit, locale)} ${words.easternTime}`],
        [words.plan, plan(schedule, locale)],
        [words.specialInstructions, schedule.specialInstructions ?? words.none],
      ],
      { footer: words.tooLateToChange(BUSINESS.phone.display), locale },
    );
  },
);
