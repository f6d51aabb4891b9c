import { BUSINESS } from "#core/business";
import { LANGUAGE_TAG, type Locale } from "#core/i18n/locale";
import { bookingEmailWords } from "#core/i18n/messages/booking-emails";
import { html, type SafeHtml } from "../html";

/** The shared frame of every email: brand header, content, contact footer, in the email's language. */
export function emailLayout(title: string, content: SafeHtml, locale: Locale = "en"): string {
  const words = bookingEmailWords[locale];
  return html`<!doctype html>
<html lang="${locale === "en" ? "en" : LANGUAGE_TAG[locale]}">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${title}</title></head>
<body style="margin:0;background:#f4e9d8;font-family:Helvetica,Arial,sans-serif;color:#0f2a43">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:24px 12px">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:560px;background:#ffffff;border-radius:12px">
<tr><td style="padding:24px 28px;background:#0f2a43;border-radius:12px 12px 0 0;color:#ffffff;font-size:18px;font-weight:bold">${BUSINESS.name}</td></tr>
<tr><td style="padding:28px;font-size:15px;line-height:1.6">${content}</td></tr>
<tr><td style="padding:20px 28px;border-top:1px solid #e5e7eb;font-size:13px;color:#4b5563">
${words.questionsCall} <a href="tel:${BUSINESS.phone.tel}" style="color:#0e7c86">${BUSINESS.phone.display}</a> ${words.orWriteTo} <a href="mailto:${BUSINESS.email}" style="color:#0e7c86">${BUSINESS.email}</a>.
</td></tr>
</table></td></tr></table>
</body>
</html>`.value;
}

export function emailButton(href: string, label: string): SafeHtml {
  return html`<p style="margin:24px 0"><a href="${href}" style="display:inline-block;background:#0e7c86;color:#ffffff;padding:12px 22px;border-radius:8px;text-decoration:none;font-weight:bold">${label}</a></p>`;
}
