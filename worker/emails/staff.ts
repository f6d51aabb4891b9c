import { BUSINESS } from "#core/business";
import { fullName } from "#core/display-name";
import { type Locale, localizedPath } from "#core/i18n/locale";
import { staffEmailWords } from "#core/i18n/messages/staff-emails";
import { visitNoticeEmailWords } from "#core/i18n/messages/visit-notice-emails";
import { serviceTitleIn, visitWhen } from "#core/i18n/visit-words";
import { INVITATION_DAYS, type StaffMember } from "#core/staff-api";
import { longDate, slotLabel } from "#core/time-slots";
import type { BookingRecord } from "../db/schema";
import { html } from "../html";
import { emailTemplate, type RenderedEmail } from "./template";
import { emailButton, emailLayout } from "./layout";

export const WORK_PORTAL_PATH = "/work";

/** The work portal in the person's language: /es/work for a member whose language is Spanish. */
export function workPortalUrl(siteUrl: string, locale: Locale, query = ""): string {
  return `${siteUrl}${localizedPath(WORK_PORTAL_PATH, locale)}${query}`;
}

/** The accept link of an invitation, and whether the person must first choose a password (the "Choose your password" email went out too). */
export interface StaffInvitationLink {
  url: string;
  needsPassword: boolean;
}

/** What an invitation asks the person to do, shared by the crew invitation and the vendor approval. */
export function invitationSteps(email: string, invitation: StaffInvitationLink, locale: Locale = "en"): string[] {
  const words = staffEmailWords[locale];
  return [...(invitation.needsPassword ? [words.choosePasswordFirst] : []), words.toAccept(email, INVITATION_DAYS)];
}

/** A visit's day and time in a language: "November 26, 2026 at 10:00 AM" as always in English. */
function visitWhenIn(booking: Pick<BookingRecord, "appointmentDate" | "appointmentTime">, locale: Locale): string {
  return locale === "en"
    ? `${longDate(booking.appointmentDate)} at ${slotLabel(booking.appointmentTime)}`
    : visitWhen(booking.appointmentDate, booking.appointmentTime, locale);
}

/**
 * Invites someone to a staff role: the role works only once they accept with the link, signed
 * in to this address (worker/services/work/staff-invitations.ts). Whoever did not expect it can
 * ignore it: nothing changes for their account.
 */
export const staffInvitationEmail = emailTemplate(
  "staff-invitation",
  function staffInvitationEmail(
    member: Pick<StaffMember, "email" | "firstName" | "role">,
    invitation: StaffInvitationLink,
    locale: Locale = "en",
  ): RenderedEmail {
    const words = staffEmailWords[locale];
    const subject = words.invitationSubject(BUSINESS.name);
    const lines = [
      words.invites(BUSINESS.name, words.roles[member.role]),
      ...invitationSteps(member.email, invitation, locale),
      words.notExpected,
    ];
    const hello = words.hello(member.firstName);
    const content = html`<p>${hello}</p>${lines.map((line) => html`<p>${line}</p>`)}${emailButton(invitation.url, words.acceptInvitation)}`;
    const text = [hello, "", ...lines, "", `${words.acceptInvitation}: ${invitation.url}`].join("\n");
    return { kind: "staff-invitation", to: member.email, subject, html: emailLayout(subject, content, locale), text, language: locale };
  },
);

type JobLine = Pick<BookingRecord, "reference" | "serviceTitle" | "appointmentDate" | "appointmentTime">;

const jobLine = (job: JobLine) =>
  `${job.reference}: ${job.serviceTitle}, ${longDate(job.appointmentDate)} at ${slotLabel(job.appointmentTime)}`;

/** To the business: a deactivated member's future jobs are unassigned again. */
export const providerLeftEmail = emailTemplate(
  "provider-left",
  function providerLeftEmail(to: string, member: StaffMember, jobs: JobLine[]): RenderedEmail {
    const name = fullName(member) || member.email;
    const subject = `Deactivated: ${name} (${jobs.length} job${jobs.length === 1 ? "" : "s"} to reassign)`;
    const intro = jobs.length
      ? `${name} (${member.email}) was deactivated. These jobs are unassigned again and offered to the vendors who cover them:`
      : `${name} (${member.email}) was deactivated. They had no jobs still to come.`;
    const content = html`<p>${intro}</p>${jobs.length ? html`<ul>${jobs.map((job) => html`<li>${jobLine(job)}</li>`)}</ul>` : ""}`;
    const text = [intro, "", ...jobs.map(jobLine)].join("\n");
    return { kind: "staff-deactivated", to, subject, html: emailLayout(subject, content), text };
  },
);

/** To a vendor who covers the service: a job they may accept in the portal (no customer details until then). */
export const jobOfferEmail = emailTemplate(
  "job-offer",
  function jobOfferEmail(
    siteUrl: string,
    vendor: { email: string; firstName: string },
    booking: BookingRecord,
    locale: Locale = "en",
  ): RenderedEmail {
    const words = staffEmailWords[locale];
    const service = serviceTitleIn(booking.serviceId, booking.serviceTitle, locale);
    const when = visitWhenIn(booking, locale);
    const subject = words.offerSubject(service, when);
    const line = words.offer(service, when);
    const portal = workPortalUrl(siteUrl, locale, "?tab=offers");
    const hello = words.hello(vendor.firstName);
    const content = html`<p>${hello}</p><p>${line}</p>${emailButton(portal, words.seeTheOffer)}`;
    const text = [hello, "", line, "", `${words.seeTheOffer}: ${portal}`].join("\n");
    return { kind: "job-offer", to: vendor.email, subject, html: emailLayout(subject, content, locale), text, language: locale };
  },
);

/** To the customer, when their provider taps "On my way": the provider's first name only. In the booking's language. */
export const onTheWayEmail = emailTemplate(
  "on-the-way",
  function onTheWayEmail(booking: BookingRecord, providerFirstName: string): RenderedEmail {
    const locale = booking.locale ?? "en";
    const words = visitNoticeEmailWords[locale];
    const service = serviceTitleIn(booking.serviceId, booking.serviceTitle, locale);
    return customerNotice("on-the-way", booking, words.onTheWaySubject(providerFirstName, service, booking.reference), [
      words.onTheWay(providerFirstName, service, booking.serviceAddress),
      words.letThemIn,
      words.questions(BUSINESS.phone.display),
    ]);
  },
);

/**
 * Who will come: sent when a provider takes the job (an accepted offer or the business's
 * choice), and again if another one does. A provider with no first name (null) reads "Your
 * provider" in the booking's language.
 */
export const providerAssignedEmail = emailTemplate(
  "provider-assigned",
  function providerAssignedEmail(booking: BookingRecord, providerFirstName: string | null): RenderedEmail {
    const locale = booking.locale ?? "en";
    const words = visitNoticeEmailWords[locale];
    const service = serviceTitleIn(booking.serviceId, booking.serviceTitle, locale);
    const provider = providerFirstName || words.yourProvider;
    return customerNotice("provider-assigned", booking, words.assignedSubject(provider, service, booking.reference), [
      words.assigned(provider, service, visitWhenIn(booking, locale)),
      words.emailWhenOnTheWay,
      words.questions(BUSINESS.phone.display),
    ]);
  },
);

/** A short email to the booking's customer, in the booking's language: a greeting and a few lines, everything typed escaped. */
function customerNotice(kind: string, booking: BookingRecord, subject: string, lines: string[]): RenderedEmail {
  const locale = booking.locale ?? "en";
  const hello = staffEmailWords[locale].hello(booking.customerName);
  const content = html`<p>${hello}</p>${lines.map((line) => html`<p>${line}</p>`)}`;
  const text = [hello, "", ...lines].join("\n");
  return { kind, to: booking.customerEmail, subject, html: emailLayout(subject, content, locale), text, language: locale };
}
