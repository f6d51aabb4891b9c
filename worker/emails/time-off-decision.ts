import { BUSINESS } from "#core/business";
import { formatLongDate, formatTime } from "#core/i18n/format";
import type { Locale } from "#core/i18n/locale";
import { timeOffDecisionEmailWords } from "#core/i18n/messages/time-off-decision-emails";
import type { TimeOffRequest } from "#core/time-off-requests-api";
import { html } from "../html";
import { workPortalUrl } from "./staff";
import { emailTemplate, type RenderedEmail } from "./template";
import { emailButton, emailLayout } from "./layout";

/** The days (and hours, for part of a day) of a request, in the member's language. */
function daysOf(request: Pick<TimeOffRequest, "from" | "to" | "start" | "end">, locale: Locale): string {
  const words = timeOffDecisionEmailWords[locale];
  const hours =
    request.start && request.end ? words.span(formatTime(request.start, locale), formatTime(request.end, locale)) : words.allDay;
  return request.from === request.to
    ? words.oneDay(formatLongDate(request.from, locale), hours)
    : words.days(formatLongDate(request.from, locale), formatLongDate(request.to, locale), hours);
}

/**
 * To the staff member, in their language, once the business has decided the time off they
 * asked for in the portal: approved (their jobs then go to someone else) or declined (nothing
 * changes). The reason they typed is repeated, escaped.
 */
export const timeOffDecisionEmail = emailTemplate(
  "time-off-decision",
  function timeOffDecisionEmail(
    siteUrl: string,
    member: { email: string; firstName: string },
    request: Pick<TimeOffRequest, "from" | "to" | "start" | "end" | "reason">,
    decision: "approved" | "declined",
    locale: Locale = "en",
  ): RenderedEmail {
    const words = timeOffDecisionEmailWords[locale];
    const days = daysOf(request, locale);
    const subject = decision === "approved" ? words.approvedSubject(days) : words.declinedSubject(days);
    const lines =
      decision === "approved"
        ? [words.approved(days), words.approvedJobs, words.yourReason(request.reason)]
        : [words.declined(days), words.declinedJobs, words.yourReason(request.reason)];
    const portal = workPortalUrl(siteUrl, locale, "?tab=hours");
    const hello = words.hello(member.firstName);
    const questions = words.questions(BUSINESS.phone.display);
    const content = html`<p>${hello}</p>${lines.map((line) => html`<p>${line}</p>`)}${emailButton(portal, words.openPortal)}<p>${questions}</p>`;
    const text = [hello, "", ...lines, "", `${words.openPortal}: ${portal}`, "", questions].join("\n");
    return { kind: `time-off-${decision}`, to: member.email, subject, html: emailLayout(subject, content, locale), text, language: locale };
  },
);
