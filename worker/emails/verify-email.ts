import { emailTemplate, type RenderedEmail } from "./template";
import { html } from "../html";
import { emailButton, emailLayout } from "./layout";

export const verifyEmailMessage = emailTemplate(
  "verify-email",
  function verifyEmailMessage(input: { to: string; firstName: string; url: string }): RenderedEmail {
    const subject = "Confirm your email address";
    const content = html`<p>Hello ${input.firstName},</p>
<p>Welcome! Please confirm your email address to finish creating your account. The link signs you in and is valid for one hour.</p>
${emailButton(input.url, "Confirm my email")}
<p style="font-size:13px;color:#4b5563">If the button does not work, copy this address into your browser:<br>${input.url}</p>
<p style="font-size:13px;color:#4b5563">If you did not create an account, you can ignore this email.</p>`;
    const text = [
      `Hello ${input.firstName},`,
      "",
      "Welcome! Please confirm your email address to finish creating your account.",
      `Open this link (valid for one hour): ${input.url}`,
      "",
      "If you did not create an account, you can ignore this email.",
    ].join("\n");
    return { kind: "verify-email", to: input.to, subject, html: emailLayout(subject, content), text };
  },
);
