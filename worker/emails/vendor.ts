import { BUSINESS } from "#core/business";
import type { VendorApplicationRecord } from "../db/schema";
import { html } from "../html";
import { emailTemplate, type RenderedEmail } from "./template";
import { emailButton, emailLayout } from "./layout";
import { ACCEPT_INVITATION_LABEL, invitationSteps, type StaffInvitationLink } from "./staff";

function applicationRows(application: VendorApplicationRecord): [string, string][] {
  return [
    ["Name", application.name],
    ["Company", application.company ?? "Not given"],
    ["Service type", application.serviceType],
    ["Email", application.email],
    ["Phone", application.phone],
    ["Heard about us", application.hearAboutUs ?? "Not given"],
    ["Message", application.message],
  ];
}

/** The business's copy of an application; every value was typed by the applicant, so all are escaped. */
export const vendorBusinessEmail = emailTemplate(
  "vendor-business",
  function vendorBusinessEmail(application: VendorApplicationRecord, to: string): RenderedEmail {
    const subject = `New vendor application: ${application.name} (${application.serviceType})`;
    const rows = applicationRows(application);
    const content = html`<p>A professional has applied to join the network. Review it in the admin console.</p>
<table role="presentation" cellpadding="6" cellspacing="0" style="width:100%;border-collapse:collapse;margin:16px 0">${rows.map(
      ([label, value]) =>
        html`<tr><td style="color:#4b5563;width:130px;vertical-align:top">${label}</td><td style="white-space:pre-wrap">${value}</td></tr>`,
    )}</table>`;
    const text = [
      "A professional has applied to join the network. Review it in the admin console.",
      "",
      ...rows.map(([label, value]) => `${label}: ${value}`),
    ].join("\n");
    return { kind: "vendor-business", to, subject, html: emailLayout(subject, content), text };
  },
);

export const vendorAcknowledgementEmail = emailTemplate(
  "vendor-acknowledgement",
  function vendorAcknowledgementEmail(application: VendorApplicationRecord): RenderedEmail {
    const subject = "We received your vendor application";
    const intro =
      "Thank you for applying to join our network of service professionals. We'll review your application and get back to you within 48 hours.";
    const content = html`<p>Hello ${application.name},</p><p>${intro}</p>
<p>You applied as: <strong>${application.serviceType}</strong>${application.company ? html` with ${application.company}` : ""}.</p>`;
    const text = [`Hello ${application.name},`, "", intro, "", `You applied as: ${application.serviceType}`].join("\n");
    return { kind: "vendor-acknowledgement", to: application.email, subject, html: emailLayout(subject, content), text };
  },
);

/**
 * The applicant's answer. An approval carries the invitation to the vendor role: the role
 * works once they accept it signed in to this address (whoever typed the address into the
 * form proves nothing about who reads it). Someone already on the staff gets the portal's
 * address instead.
 */
export const vendorDecisionEmail = emailTemplate(
  "vendor-decision",
  function vendorDecisionEmail(
    application: VendorApplicationRecord,
    decision: "approved" | "rejected",
    access?: { invitation: StaffInvitationLink } | { portalUrl: string },
  ): RenderedEmail {
    const approved = decision === "approved";
    const subject = approved ? "Welcome aboard: your vendor application is approved" : "About your vendor application";
    const body = approved
      ? `Good news: your application to offer ${application.serviceType} through ${BUSINESS.name} is approved. Bookings of your services are offered to you in your work portal and by email; the first provider to accept one gets the job.`
      : `Thank you for your interest in offering ${application.serviceType} through ${BUSINESS.name}. We are not able to add you to our network at this time. We keep your details and may contact you when our needs change.`;
    const steps = !access
      ? []
      : "invitation" in access
        ? invitationSteps(application.email, access.invitation)
        : ["Sign in with your usual email and password."];
    const button = !access
      ? null
      : "invitation" in access
        ? { url: access.invitation.url, label: ACCEPT_INVITATION_LABEL }
        : { url: access.portalUrl, label: "Open my work portal" };
    const content = html`<p>Hello ${application.name},</p><p>${body}</p>${steps.map((line) => html`<p>${line}</p>`)}${button ? emailButton(button.url, button.label) : ""}<p>Questions? Call ${BUSINESS.phone.display}.</p>`;
    const text = [
      `Hello ${application.name},`,
      "",
      body,
      ...(steps.length ? ["", ...steps] : []),
      ...(button ? [`${button.label}: ${button.url}`] : []),
      "",
      `Questions? Call ${BUSINESS.phone.display}.`,
    ].join("\n");
    return { kind: `vendor-${decision}`, to: application.email, subject, html: emailLayout(subject, content), text };
  },
);
