import { emailTemplate, type RenderedEmail } from "./template";
import { html } from "../html";
import { emailButton, emailLayout } from "./layout";

/**
 * The link that sets a password. `setup` words it for an account whose email is not yet
 * confirmed (an admin address, or a sign-up that was never confirmed): choosing the
 * password there also confirms the email.
 */
export const resetPasswordMessage = emailTemplate(
  "reset-password",
  function resetPasswordMessage(input: { to: string; firstName: string; url: string; setup: boolean }): RenderedEmail {
    const subject = input.setup ? "Choose your password" : "Reset your password";
    const intro = input.setup
      ? "Please choose the password of your account to finish setting it up."
      : "We received a request to reset the password of your account.";
    // A setup link may follow two sign-ups of one address, whose passwords no longer work.
    const ignore = input.setup
      ? "If you did not sign up with this address, you can ignore this email: nobody can sign in to the account without choosing its password here."
      : "If you did not ask for this, you can ignore this email: your password stays as it is.";
    const content = html`<p>Hello ${input.firstName},</p>
<p>${intro} The link is valid for one hour and works once.</p>
${emailButton(input.url, input.setup ? "Choose my password" : "Reset my password")}
<p style="font-size:13px;color:#4b5563">If the button does not work, copy this address into your browser:<br>${input.url}</p>
<p style="font-size:13px;color:#4b5563">${ignore}</p>`;
    const text = [
      `Hello ${input.firstName},`,
      "",
      `${intro} The link is valid for one hour and works once.`,
      `Open this link: ${input.url}`,
      "",
      ignore,
    ].join("\n");
    return { kind: "reset-password", to: input.to, subject, html: emailLayout(subject, content), text };
  },
);
