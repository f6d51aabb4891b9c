import { BUSINESS } from "#core/business";
import { staffEmailWords, vendorServiceTypeIn } from "#core/i18n/messages/staff-emails";
import type { VendorApplicationRecord } from "../db/schema";
import { html } from "../html";
import { LANGUAGE_NAMES } from "./booking";
import { emailTemplate, type RenderedEmail } from "./template";
import { emailButton, emailLayout } from "./layout";
import { invitationSteps, type StaffInvitationLink } from "./staff";

function applicationRows(application: VendorApplicationRecord): [string, string][] {
  return [
    ["Name", application.name],
    ["Company", application.company ?? "Not given"],
    ["Service type", application.serviceType],
    ["Email", application.email],
    ["Phone", application.phone],
    ["Heard about us", application.hearAboutUs ?? "Not given"],
    ["Message", application.message],
    ["Language", LANGUAGE_NAMES[application.locale ?? "en"]],
  ];
}

/** The business's copy of an application, in English with the applicant's language; every value was typed by the applicant, so all are escaped. */
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

/** To the applicant, in the language of the page they applied on. */
export const vendorAcknowledgementEmail = emailTemplate(
  "vendor-acknowledgement",
  function vendorAcknowledgementEmail(application: VendorApplicationRecord): RenderedEmail {
    const locale = application.locale ?? "en";
    const words = staffEmailWords[locale];
    const subject = words.applicationReceivedSubject;
    const hello = words.hello(application.name);
    const content = html`<p>${hello}</p><p>${words.applicationReceived}</p>
<p>${words.appliedAs} <strong>${vendorServiceTypeIn(application.serviceType, locale)}</strong>${application.company ? html` ${words.withCompany} ${application.company}` : ""}.</p>`;
    const text = [
      hello,
      "",
      words.applicationReceived,
      "",
      `${words.appliedAs} ${vendorServiceTypeIn(application.serviceType, locale)}`,
    ].join("\n");
    return {
      kind: "vendor-acknowledgement",
      to: application.email,
      subject,
      html: emailLayout(subject, content, locale),
      text,
      language: locale,
    };
  },
);

/**
 * The applicant's answer. An approval carries the invitation to the vendor role: the role
 * works once they accept it signed in to this address (whoever typed the address into the
 * form proves nothing about who reads it). Someone already on the staff gets the portal's
 * address instead. In the language of the page they applied on.
 */
export const vendorDecisionEmail = emailTemplate(
  "vendor-decision",
  function vendorDecisionEmail(
    application: VendorApplicationRecord,
    decision: "approved" | "rejected",
    access?: { invitation: StaffInvitationLink } | { portalUrl: string },
  ): RenderedEmail {
    const locale = application.locale ?? "en";
    const words = staffEmailWords[locale];
    const approved = decision === "approved";
    const subject = approved ? words.approvedSubject : words.declinedSubject;
    const service = vendorServiceTypeIn(application.serviceType, locale);
    const body = approved ? words.approved(service, BUSINESS.name) : words.declined(service, BUSINESS.name);
    const steps = !access
      ? []
      : "invitation" in access
        ? invitationSteps(application.email, access.invitation, locale)
        : [words.signInAsUsual];
    const button = !access
      ? null
      : "invitation" in access
        ? { url: access.invitation.url, label: words.acceptInvitation }
        : { url: access.portalUrl, label: words.openPortal };
    const hello = words.hello(application.name);
    const questions = words.questions(BUSINESS.phone.display);
    const content = html`<p>${hello}</p><p>${body}</p>${steps.map((line) => html`<p>${line}</p>`)}${button ? emailButton(button.url, button.label) : ""}<p>${questions}</p>`;
    const text = [
      hello,
      "",
      body,
      ...(steps.length ? ["", ...steps] : []),
      ...(button ? [`${button.label}: ${button.url}`] : []),
      "",
      questions,
    ].join("\n");
    return {
      kind: `vendor-${decision}`,
      to: application.email,
      subject,
      html: emailLayout(subject, content, locale),
      text,
      language: locale,
    };
  },
);
