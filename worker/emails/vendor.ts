import { BUSINESS } from "../../core/business";
import type { VendorApplicationRecord } from "../db/schema";
import { html } from "../html";
import type { OutgoingEmail } from "../services/email";
import { emailButton, emailLayout } from "./layout";

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
export function vendorBusinessEmail(application: VendorApplicationRecord, to: string): OutgoingEmail {
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
}

export function vendorAcknowledgementEmail(application: VendorApplicationRecord): OutgoingEmail {
  const subject = "We received your vendor application";
  const intro =
    "Thank you for applying to join our network of service professionals. We'll review your application and get back to you within 48 hours.";
  const content = html`<p>Hello ${application.name},</p><p>${intro}</p>
<p>You applied as: <strong>${application.serviceType}</strong>${application.company ? html` with ${application.company}` : ""}.</p>`;
  const text = [`Hello ${application.name},`, "", intro, "", `You applied as: ${application.serviceType}`].join("\n");
  return { kind: "vendor-acknowledgement", to: application.email, subject, html: emailLayout(subject, content), text };
}

/**
 * The applicant's answer. An approval carries the address of the work portal: the account
 * it opens was made with the approval, and its password is chosen from the separate
 * "Choose your password" email (or is the one they already use with us).
 */
export function vendorDecisionEmail(
  application: VendorApplicationRecord,
  decision: "approved" | "rejected",
  portal?: { url: string; passwordSet: boolean },
): OutgoingEmail {
  const approved = decision === "approved";
  const subject = approved ? "Welcome aboard: your vendor application is approved" : "About your vendor application";
  const body = approved
    ? `Good news: your application to offer ${application.serviceType} through ${BUSINESS.name} is approved. Bookings of your services are offered to you in your work portal and by email; the first provider to accept one gets the job.`
    : `Thank you for your interest in offering ${application.serviceType} through ${BUSINESS.name}. We are not able to add you to our network at this time. We keep your details and may contact you when our needs change.`;
  const access = !portal
    ? null
    : portal.passwordSet
      ? "Sign in with your usual email and password."
      : 'First choose your password with the link in our other email, "Choose your password" (it works for one hour; ask us for a new one if it has expired). Then sign in.';
  const content = html`<p>Hello ${application.name},</p><p>${body}</p>${access ? html`<p>${access}</p>${emailButton(portal!.url, "Open my work portal")}` : ""}<p>Questions? Call ${BUSINESS.phone.display}.</p>`;
  const text = [
    `Hello ${application.name},`,
    "",
    body,
    ...(access ? ["", access, `Work portal: ${portal!.url}`] : []),
    "",
    `Questions? Call ${BUSINESS.phone.display}.`,
  ].join("\n");
  return { kind: `vendor-${decision}`, to: application.email, subject, html: emailLayout(subject, content), text };
}
