import { BUSINESS } from "#core/business";
import { packageOrDefault } from "#core/packages";
import { FREQUENCY_LABELS, shortVisitDate, type ScheduleFrequency, type Visit } from "#core/schedule-recurrence";
import { longDate } from "#core/time-slots";
import type { CleaningScheduleRecord } from "../db/schema";
import { html, type SafeHtml } from "../html";
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
}

type Rows = [string, string][];

const at = (visit: Pick<Visit, "date" | "time"> | undefined) => (visit ? `${longDate(visit.date)} at ${visit.time}` : "");
const series = (frequency: ScheduleFrequency, visit: Visit | undefined) => `${FREQUENCY_LABELS[frequency].toLowerCase()} from ${at(visit)}`;
const plan = (schedule: CleaningScheduleRecord) =>
  schedule.subscriptionTier ? packageOrDefault(schedule.subscriptionTier).title : "Cleaning subscription";
const visitList = (visits: Visit[]) => visits.map((visit) => shortVisitDate(visit.date)).join(", ");

const CHANGE_NOTICE = `Changes and cancellations can be made in your dashboard up to 24 hours before a visit; after that, please call ${BUSINESS.phone.display}.`;

function scheduleRows(change: ScheduleChange): Rows {
  const { schedule, previousVisit, nextVisits } = change;
  const next = nextVisits[0];
  const rows: Rows = [["Plan", plan(schedule)]];
  if (change.type === "update" && previousVisit && change.previousFrequency) {
    rows.push(
      ["Previous date", longDate(previousVisit.date)],
      ["Previous time", `${previousVisit.time} (Eastern Time)`],
      ["Previous frequency", FREQUENCY_LABELS[change.previousFrequency]],
      ["New date", next ? longDate(next.date) : ""],
      ["New time", `${schedule.scheduledTime} (Eastern Time)`],
      ["New frequency", FREQUENCY_LABELS[schedule.frequency]],
      ["Next visits", visitList(nextVisits)],
    );
  } else if (change.type === "new") {
    rows.push(
      ["First visit", `${at(next)} (Eastern Time)`],
      ["Frequency", FREQUENCY_LABELS[schedule.frequency]],
      ["Next visits", visitList(nextVisits)],
    );
  } else {
    rows.push(["Cancelled from", `${at(next)} (Eastern Time)`], ["Frequency", FREQUENCY_LABELS[schedule.frequency]]);
  }
  rows.push(["Special instructions", schedule.specialInstructions ?? "None"]);
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
  options: { calendarUrl?: string; footer?: string } = {},
): RenderedEmail {
  const content = html`${paragraphs.map((paragraph) => html`<p>${paragraph}</p>`)}
${detailTable(rows)}
${options.calendarUrl ? emailButton(options.calendarUrl, "Add the series to your calendar") : ""}
${options.footer ? html`<p style="font-size:13px;color:#4b5563">${options.footer}</p>` : ""}`;
  const text = [
    ...paragraphs.flatMap((paragraph) => [paragraph, ""]),
    ...rows.map(([label, value]) => `${label}: ${value}`),
    ...(options.calendarUrl ? ["", `Add the series to your calendar: ${options.calendarUrl}`] : []),
    ...(options.footer ? ["", options.footer] : []),
  ].join("\n");
  return { kind, to, subject, html: emailLayout(subject, content), text };
}

const CUSTOMER_INTRO = {
  new: "Your cleaning schedule is set. Our team has been notified and will be there at the times below.",
  update: "Your cleaning schedule has been changed. Our team has been notified of the new date and time.",
  cancel: "Your cleaning schedule has been cancelled and its future visits will not take place. Our team has been notified.",
} as const;

function subjects(change: ScheduleChange): { customer: string; business: string } {
  const now = series(change.schedule.frequency, change.nextVisits[0]);
  const name = change.customerName;
  if (change.type === "new") return { customer: `Cleaning schedule created: ${now}`, business: `New cleaning schedule: ${name}, ${now}` };
  if (change.type === "cancel")
    return { customer: `Cleaning schedule cancelled: ${now}`, business: `Cleaning schedule cancelled: ${name}, ${now}` };
  const before = change.previousFrequency ? ` (was ${series(change.previousFrequency, change.previousVisit)})` : "";
  return { customer: `Cleaning schedule updated: now ${now}`, business: `Cleaning schedule changed: ${name}, now ${now}${before}` };
}

/** The customer's email about one schedule change. */
const scheduleChangeCustomerEmail = emailTemplate("schedule-change-customer", (change: ScheduleChange): RenderedEmail => {
  const { type, schedule } = change;
  return compose(
    `schedule-${type}-customer`,
    schedule.email,
    subjects(change).customer,
    [`Hello ${change.customerName},`, CUSTOMER_INTRO[type]],
    scheduleRows(change),
    { calendarUrl: type === "cancel" ? undefined : change.calendarUrl, footer: CHANGE_NOTICE },
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
      subjects(change).business,
      [
        type === "cancel"
          ? "A subscriber cancelled a cleaning schedule. Please free the crew."
          : "A subscriber's cleaning schedule needs a crew at the times below.",
      ],
      [["Customer", change.customerName], ["Email", schedule.email], ...scheduleRows(change)],
      { calendarUrl: type === "cancel" ? undefined : change.calendarUrl },
    );
  },
);

/** The customer's email and the business's notification about one schedule change. */
export function scheduleChangeEmails(change: ScheduleChange, businessEmail: string): [OutgoingEmail, OutgoingEmail] {
  return [scheduleChangeCustomerEmail(change), scheduleChangeBusinessEmail(change, businessEmail)];
}

type EndedSchedules = { schedule: CleaningScheduleRecord; nextVisit: Visit | undefined }[];

function endedRows(ended: EndedSchedules): Rows {
  return ended.map(({ schedule, nextVisit }, index) => [
    `Schedule ${index + 1}`,
    `${series(schedule.frequency, nextVisit)} (Eastern Time)`,
  ]);
}

const schedulesEndedCustomerEmail = emailTemplate(
  "schedules-ended-customer",
  (ended: EndedSchedules, customerName: string, siteUrl: string): RenderedEmail =>
    compose(
      "schedule-ended-customer",
      ended[0]?.schedule.email ?? "",
      "Your cleaning visits have stopped",
      [`Hello ${customerName},`, "Your cleaning subscription has ended, so the future visits of these schedules have been cancelled:"],
      endedRows(ended),
      { footer: `To start again, choose a plan at ${siteUrl}/subscription, or call us at ${BUSINESS.phone.display}.` },
    ),
);

const schedulesEndedBusinessEmail = emailTemplate(
  "schedules-ended-business",
  (ended: EndedSchedules, customerName: string, businessEmail: string): RenderedEmail =>
    compose(
      "schedule-ended-business",
      businessEmail,
      `Schedules stopped (subscription ended): ${customerName}`,
      ["A subscription ended, so the customer's cleaning schedules were cancelled. Please free their crews."],
      [["Customer", customerName], ["Email", ended[0]?.schedule.email ?? ""], ...endedRows(ended)],
    ),
);

/** Sent once when a subscription that ended has cancelled the customer's schedules. */
export function schedulesEndedEmails(
  ended: EndedSchedules,
  customerName: string,
  siteUrl: string,
  businessEmail: string,
): [OutgoingEmail, OutgoingEmail] {
  return [schedulesEndedCustomerEmail(ended, customerName, siteUrl), schedulesEndedBusinessEmail(ended, customerName, businessEmail)];
}

/** The day-before reminder of one visit. */
export const scheduleReminderEmail = emailTemplate(
  "schedule-reminder",
  function scheduleReminderEmail(schedule: CleaningScheduleRecord, visit: Visit, customerName: string): RenderedEmail {
    return compose(
      "schedule-reminder",
      schedule.email,
      `Reminder: your cleaning tomorrow at ${visit.time}`,
      [
        `Hello ${customerName},`,
        "This is a friendly reminder of your cleaning visit tomorrow. Please let your front desk or concierge know we are coming.",
      ],
      [
        ["When", `${longDate(visit.date)} at ${visit.time} (Eastern Time)`],
        ["Plan", plan(schedule)],
        ["Special instructions", schedule.specialInstructions ?? "None"],
      ],
      { footer: `This visit is less than 24 hours away: to change it, please call ${BUSINESS.phone.display}.` },
    );
  },
);
