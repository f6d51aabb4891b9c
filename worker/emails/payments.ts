import { formatLongDate, formatMoney } from "#core/i18n/format";
import type { Locale } from "#core/i18n/locale";
import { bookingEmailWords } from "#core/i18n/messages/booking-emails";
import { paymentEmailWords } from "#core/i18n/messages/payment-emails";
import { refundEmailWords } from "#core/i18n/messages/refund-emails";
import { offerNoteText } from "#core/i18n/offer-note-text";
import { discountText, quoteLineText } from "#core/i18n/quote-line-text";
import { serviceTitleIn } from "#core/i18n/visit-words";
import { cardBrandName } from "#core/payments-api";
import { formatCents, type Quote } from "#core/pricing";
import { businessToday, longDate } from "#core/time-slots";
import type { RefundKind } from "#core/refund-reasons";
import type { BookingRecord } from "../db/schema";
import { html } from "../html";
import { emailTemplate, type RenderedEmail } from "./template";
import { emailButton, emailLayout } from "./layout";

// The emails of a visit's payment, built from stored records only; every typed value is escaped by html``.

const visitName = (booking: BookingRecord) => `${booking.serviceTitle} on ${longDate(booking.appointmentDate)}`;

/** The visit's name in the booking's language; English keeps its wording as it always was. */
function visitNameIn(booking: BookingRecord, locale: Locale): string {
  if (locale === "en") return visitName(booking);
  const title = serviceTitleIn(booking.serviceId, booking.serviceTitle, locale);
  return paymentEmailWords[locale].visitName(title, formatLongDate(booking.appointmentDate, locale));
}

/** An amount in the language's format (the English keeps the site's own formatter). */
const moneyIn = (cents: number, locale: Locale) => (locale === "en" ? formatCents(cents) : formatMoney(cents, locale));

/** The quote's lines, the offer and the total, each line written in the booking's language. */
function linesTable(quote: Quote, locale: Locale = "en") {
  const words = paymentEmailWords[locale];
  const rows = quote.lines.map((line) => ({
    label: quoteLineText(line, quote.service_id, locale),
    amount: moneyIn(line.amount_cents, locale),
  }));
  if (quote.discount_cents > 0) rows.push({ label: discountText(quote, locale), amount: `-${moneyIn(quote.discount_cents, locale)}` });
  rows.push({ label: words.total, amount: moneyIn(quote.total_cents, locale) });
  // A first-time offer taken out at completion is explained beside the lines it is missing from.
  const note = offerNoteText(quote, locale);
  return {
    html: html`<table role="presentation" width="100%" cellpadding="4" cellspacing="0" style="border-collapse:collapse;margin:12px 0">${rows.map(
      (row) =>
        html`<tr><td style="border-bottom:1px solid #e5e7eb">${row.label}</td><td align="right" style="border-bottom:1px solid #e5e7eb">${row.amount}</td></tr>`,
    )}</table>${note ? html`<p>${note}</p>` : ""}`,
    text: [...rows.map((row) => `${row.label}: ${row.amount}`), ...(note ? ["", note] : [])],
  };
}

/** Why a pay link is emailed: no card, a declined card, a total that needs approval, or a reminder (automatic or the owner's). */
export type PayLinkReason = "no_card" | "declined" | "approval" | "reminder";

/** The visit is done and the card could not be charged (or there is none, or the total needs approval): pay here, in the booking's language. */
export const payLinkEmail = emailTemplate(
  "pay-link",
  function payLinkEmail(booking: BookingRecord, quote: Quote, payUrl: string, reason: PayLinkReason): RenderedEmail {
    const locale = booking.locale ?? "en";
    const words = paymentEmailWords[locale];
    const visit = visitNameIn(booking, locale);
    const subject = (reason === "reminder" ? words.paymentReminderSubject : words.paymentSubject)(visit, booking.reference);
    const why = { no_card: words.whyNoCard, declined: words.whyDeclined, approval: words.whyApproval, reminder: words.whyReminder }[reason];
    const hello = bookingEmailWords[locale].hello(booking.customerName);
    const table = linesTable(quote, locale);
    const content = html`<p>${hello}</p><p>${why}</p>${table.html}${emailButton(payUrl, words.payAmount(moneyIn(quote.total_cents, locale)))}`;
    const text = [hello, "", why, "", ...table.text, "", words.payHere(payUrl)].join("\n");
    return {
      kind: "payment-link",
      to: booking.customerEmail,
      subject,
      html: emailLayout(subject, content, locale),
      text,
      language: locale,
    };
  },
);

/** The itemised receipt, sent once when a payment of the visit (or its tip) is recorded as paid, in the booking's language. */
export const receiptEmail = emailTemplate(
  "receipt",
  function receiptEmail(
    booking: BookingRecord,
    quote: Quote,
    paid: { amountCents: number; card: { brand: string; last4: string } | null; tip: boolean },
    manageUrl: string,
  ): RenderedEmail {
    const locale = booking.locale ?? "en";
    const words = paymentEmailWords[locale];
    const visit = visitNameIn(booking, locale);
    const subject = (paid.tip ? words.tipReceiptSubject : words.receiptSubject)(visit, booking.reference);
    const table = linesTable(quote, locale);
    const amount = moneyIn(paid.amountCents, locale);
    const card = paid.card ? words.paidWithCard(amount, cardBrandName(paid.card.brand), paid.card.last4) : words.paid(amount);
    const tipNote = paid.tip ? words.tipThanks : words.tipOffer;
    const hello = bookingEmailWords[locale].hello(booking.customerName);
    const content = html`<p>${hello}</p><p>${words.thanksForPayment(visit)}</p>${table.html}<p>${card}</p><p>${tipNote}</p>${emailButton(manageUrl, words.viewYourBooking)}`;
    const text = [hello, "", words.thanksForPayment(visit), "", ...table.text, "", card, tipNote, "", manageUrl].join("\n");
    return {
      kind: paid.tip ? "tip-receipt" : "payment-receipt",
      to: booking.customerEmail,
      subject,
      html: emailLayout(subject, content, locale),
      text,
      language: locale,
    };
  },
);

/**
 * A refund was confirmed by Stripe: of what (the visit or the tip, each its own payment),
 * how much, and what of that payment is refunded in all; in the booking's language.
 */
export const refundEmail = emailTemplate(
  "refund",
  function refundEmail(
    booking: BookingRecord,
    refund: { kind: RefundKind; refundedNowCents: number; refundedTotalCents: number },
  ): RenderedEmail {
    const locale = booking.locale ?? "en";
    const words = refundEmailWords[locale];
    const visit = visitNameIn(booking, locale);
    const subject = (refund.kind === "tip" ? words.tipSubject : words.subject)(visit, booking.reference);
    const what = refund.kind === "tip" ? words.ofTip(visit) : words.ofVisit(visit);
    const inAll = refund.refundedTotalCents > refund.refundedNowCents ? words.inAll(moneyIn(refund.refundedTotalCents, locale)) : "";
    const lines = [words.refunded(moneyIn(refund.refundedNowCents, locale), what, inAll), words.whenItArrives];
    const hello = bookingEmailWords[locale].hello(booking.customerName);
    const content = html`<p>${hello}</p>${lines.map((line) => html`<p>${line}</p>`)}`;
    const text = [hello, "", ...lines].join("\n");
    return {
      kind: "payment-refund",
      to: booking.customerEmail,
      subject,
      html: emailLayout(subject, content, locale),
      text,
      language: locale,
    };
  },
);

/**
 * To the business: a payment arrived for a visit or tip already paid (two payment pages
 * were open and both were paid). It is kept and refunded automatically; this says so, so
 * the team can answer the customer.
 */
export const duplicatePaymentEmail = emailTemplate(
  "duplicate-payment",
  function duplicatePaymentEmail(
    booking: BookingRecord,
    duplicate: { kind: "visit" | "tip"; amountCents: number; paymentIntentId: string },
    businessEmail: string,
  ): RenderedEmail {
    const subject = `Paid twice, refunding: ${visitName(booking)} (${booking.reference})`;
    const what = duplicate.kind === "tip" ? `the tip for ${visitName(booking)}` : visitName(booking);
    const lines = [
      `${booking.customerName} (${booking.customerEmail}) paid ${formatCents(duplicate.amountCents)} for ${what}, booking ${booking.reference}, which was already paid: two payment pages were open and both were paid.`,
      `This second payment (Stripe payment ${duplicate.paymentIntentId}) is being refunded in full automatically; if Stripe cannot take the refund now, it is asked again every 10 minutes. Nothing needs doing unless the customer asks about it.`,
    ];
    const content = html`${lines.map((line) => html`<p>${line}</p>`)}`;
    return { kind: "payment-duplicate", to: businessEmail, subject, html: emailLayout(subject, content), text: lines.join("\n\n") };
  },
);

/** To the business: a completed visit is still unpaid after its reminders. */
export const unpaidVisitEmail = emailTemplate(
  "unpaid-visit",
  function unpaidVisitEmail(booking: BookingRecord, amountCents: number, sentAt: Date, businessEmail: string): RenderedEmail {
    const subject = `Still unpaid: ${visitName(booking)} (${booking.reference})`;
    const lines = [
      `${booking.customerName} (${booking.customerEmail}, ${booking.customerPhone}) has not paid ${formatCents(amountCents)} for ${visitName(booking)}, booking ${booking.reference}.`,
      `The pay link was emailed on ${longDate(businessToday(sentAt))}, with reminders 3 and 7 days later. You can send it again, or record a payment taken outside Stripe, from the booking in the console.`,
    ];
    const content = html`${lines.map((line) => html`<p>${line}</p>`)}`;
    return { kind: "payment-unpaid", to: businessEmail, subject, html: emailLayout(subject, content), text: lines.join("\n\n") };
  },
);
