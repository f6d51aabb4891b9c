import type { Locale } from "#core/i18n/locale";
import { accountEmailWords } from "#core/i18n/messages/account-emails";
import { emailTemplate, type RenderedEmail } from "./template";
import { html } from "../html";
import { emailButton, emailLayout } from "./layout";

/** The link that confirms a new account's address, in the language of the page it signed up on. */
export const verifyEmailMessage = emailTemplate(
  "verify-email",
  function verifyEmailMessage(input: { to: string; firstName: string; url: string; locale?: Locale }): RenderedEmail {
    const locale = input.locale ?? "en";
    const words = accountEmailWords[locale];
    const subject = words.verifySubject;
    const content = html`<p>${words.hello(input.firstName)}</p>
<p>${words.verifyWelcome} ${words.verifySignsIn}</p>
${emailButton(input.url, words.verifyButton)}
<p style="font-size:13px;color:#4b5563">${words.buttonFallback}<br>${input.url}</p>
<p style="font-size:13px;color:#4b5563">${words.verifyIgnore}</p>`;
    const text = [words.hello(input.firstName), "", words.verifyWelcome, `${words.verifyOpen}: ${input.url}`, "", words.verifyIgnore].join(
      "\n",
    );
    return { kind: "verify-email", to: input.to, subject, html: emailLayout(subject, content, locale), text, language: locale };
  },
);
