import type { Locale } from "#core/i18n/locale";
import { accountEmailWords } from "#core/i18n/messages/account-emails";
import { emailTemplate, type RenderedEmail } from "./template";
import { html } from "../html";
import { emailButton, emailLayout } from "./layout";

/**
 * The link that sets a password. `setup` words it for an account whose email is not yet
 * confirmed (an admin address, or a sign-up that was never confirmed): choosing the
 * password there also confirms the email. In the account's language.
 */
export const resetPasswordMessage = emailTemplate(
  "reset-password",
  function resetPasswordMessage(input: { to: string; firstName: string; url: string; setup: boolean; locale?: Locale }): RenderedEmail {
    const locale = input.locale ?? "en";
    const words = accountEmailWords[locale];
    const subject = input.setup ? words.setupSubject : words.resetSubject;
    const intro = input.setup ? words.setupIntro : words.resetIntro;
    // A setup link may follow two sign-ups of one address, whose passwords no longer work.
    const ignore = input.setup ? words.setupIgnore : words.resetIgnore;
    const content = html`<p>${words.hello(input.firstName)}</p>
<p>${intro} ${words.linkValidOnce}</p>
${emailButton(input.url, input.setup ? words.setupButton : words.resetButton)}
<p style="font-size:13px;color:#4b5563">${words.buttonFallback}<br>${input.url}</p>
<p style="font-size:13px;color:#4b5563">${ignore}</p>`;
    const text = [
      words.hello(input.firstName),
      "",
      `${intro} ${words.linkValidOnce}`,
      `${words.openThisLink}: ${input.url}`,
      "",
      ignore,
    ].join("\n");
    return { kind: "reset-password", to: input.to, subject, html: emailLayout(subject, content, locale), text, language: locale };
  },
);
