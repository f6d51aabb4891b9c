import { BUSINESS } from "#core/business";
import { fullName } from "#core/display-name";
import { INVITATION_DAYS, type StaffMember } from "#core/staff-api";
import { longDate } from "#core/time-slots";
import type { BookingRecord } from "../db/schema";
import { html } from "../html";
import { emailTemplate, type RenderedEmail } from "./template";
import { emailButton, emailLayout } from "./layout";

export const WORK_PORTAL_PATH = "/work";

const ROLE_WORDS = { crew: "one of our cleaning crews", vendor: "an approved provider" } as const;

/** The accept link of an invitation, and whether the person must first choose a password (the "Choose your password" email went out too). */
export interface StaffInvitationLink {
  url: string;
  needsPassword: boolean;
}

/** What an invitation asks the person to do, shared by the crew invitation and the vendor approval. */
export function invitationSteps(email: string, invitation: StaffInvitationLink): string[] {
  return [
    ...(invitation.needsPassword
      ? [
          'First choose your password with the link in our other email, "Choose your password" (it works for one hour; ask us for a new one if it has expired).',
        ]
      : []),
    `To accept, open the link below and sign in with this email address, ${email}. Nothing changes for your account until you accept. The link works for ${INVITATION_DAYS} days; if it has expired, ask us for a new one.`,
  ];
}

export const ACCEPT_INVITATION_LABEL = "Accept the invitation";

/**
 * Invites someone to a staff role: the role works only once they accept with the link, signed
 * in to this address (worker/services/work/staff-invitations.ts). Whoever did not expect it can
 * ignore it: nothing changes for their account.
 */
export const staffInvitationEmail = emailTemplate(
  "staff-invitation",
  function staffInvitationEmail(member: StaffMember, invitation: StaffInvitationLink): RenderedEmail {
    const subject = `Your invitation to the work portal at ${BUSINESS.name}`;
    const lines = [
      `${BUSINESS.name} invites you to join as ${ROLE_WORDS[member.role]}. Your jobs and the customers' details for each visit will be in your work portal.`,
      ...invitationSteps(member.email, invitation),
      "If you did not expect this invitation, you can ignore this email.",
    ];
    const content = html`<p>Hello ${member.firstName},</p>${lines.map((line) => html`<p>${line}</p>`)}${emailButton(invitation.url, ACCEPT_INVITATION_LABEL)}`;
    const text = [`Hello ${member.firstName},`, "", ...lines, "", `${ACCEPT_INVITATION_LABEL}: ${invitation.url}`].join("\n");
    return { kind: "staff-invitation", to: member.email, subject, html: emailLayout(subject, content), text };
  },
);

type JobLine = Pick<BookingRecord, "reference" | "serviceTitle" | "appointmentDate" | "appointmentTime">;

const jobLine = (job: JobLine) => `${job.reference}: ${job.serviceTitle}, ${longDate(job.appointmentDate)} at ${job.appointmentTime}`;

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
  function jobOfferEmail(siteUrl: string, vendor: { email: string; firstName: string }, booking: BookingRecord): RenderedEmail {
    const subject = `Job offer: ${booking.serviceTitle} on ${longDate(booking.appointmentDate)} at ${booking.appointmentTime}`;
    const line = `A customer booked ${booking.serviceTitle} for ${longDate(booking.appointmentDate)} at ${booking.appointmentTime} (Eastern Time). The first provider to accept it in the work portal gets the job.`;
    const portal = `${siteUrl}${WORK_PORTAL_PATH}?tab=offers`;
    const content = html`<p>Hello ${vendor.firstName},</p><p>${line}</p>${emailButton(portal, "See the offer")}`;
    const text = [`Hello ${vendor.firstName},`, "", line, "", `See the offer: ${portal}`].join("\n");
    return { kind: "job-offer", to: vendor.email, subject, html: emailLayout(subject, content), text };
  },
);

/** To the customer, when their provider taps "On my way": the provider's first name only. */
export const onTheWayEmail = emailTemplate(
  "on-the-way",
  function onTheWayEmail(booking: BookingRecord, providerFirstName: string): RenderedEmail {
    return customerNotice("on-the-way", booking, `${providerFirstName} is on the way: ${booking.serviceTitle} (${booking.reference})`, [
      `${providerFirstName}, your provider for ${booking.serviceTitle}, is on the way to ${booking.serviceAddress}.`,
      "Please let your front desk or concierge know, so they can let them in.",
      `Questions? Call us at ${BUSINESS.phone.display}.`,
    ]);
  },
);

/** Who will come: sent when a provider takes the job (an accepted offer or the business's choice), and again if another one does. */
export const providerAssignedEmail = emailTemplate(
  "provider-assigned",
  function providerAssignedEmail(booking: BookingRecord, providerFirstName: string): RenderedEmail {
    return customerNotice(
      "provider-assigned",
      booking,
      `${providerFirstName} will do your ${booking.serviceTitle} (${booking.reference})`,
      [
        `${providerFirstName} will do your ${booking.serviceTitle} on ${longDate(booking.appointmentDate)} at ${booking.appointmentTime} (Eastern Time).`,
        "We will email you again when they are on the way.",
        `Questions? Call us at ${BUSINESS.phone.display}.`,
      ],
    );
  },
);

/** A short email to the booking's customer: a greeting and a few lines, everything typed escaped. */
function customerNotice(kind: string, booking: BookingRecord, subject: string, lines: string[]): RenderedEmail {
  const content = html`<p>Hello ${booking.customerName},</p>${lines.map((line) => html`<p>${line}</p>`)}`;
  const text = [`Hello ${booking.customerName},`, "", ...lines].join("\n");
  return { kind, to: booking.customerEmail, subject, html: emailLayout(subject, content), text };
}
