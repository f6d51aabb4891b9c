import { cardName } from "#core/payments-api";
import { formatCents, type Quote } from "#core/pricing";
import { businessToday, longDate } from "#core/time-slots";
import type { RefundKind } from "#core/refund-reasons";
import type { BookingRecord } from "../db/schema";
import { html } from "../html";
import { emailTemplate, type RenderedEmail } from "./template";
import { emailButton, emailLayout } from "./layout";

// The emails of a visit's payment, built from stored records only; every typed value is escaped by html``.

const visitName = (booking: BookingRecord) => `${booking.serviceTitle} on ${longDate(booking.appointmentDate)}`;

function linesTable(quote: Quote) {
  const rows = quote.lines.map((line) => ({ label: line.label, amount: formatCents(line.amount_cents) }));
  if (quote.discount_cents > 0) rows.push({ label: quote.discount_label ?? "Discount", amount: `-${formatCents(quote.discount_cents)}` });
  rows.push({ label: "Total", amount: formatCents(quote.total_cents) });
  // A first-time offer taken out at completion is explained beside the lines it is missing from.
  const note = quote.offer_note;
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

/** The visit is done and the card could not be charged (or there is none, or the total needs approval): pay here. */
export const payLinkEmail = emailTemplate(
  "pay-link",
  function payLinkEmail(booking: BookingRecord, quote: Quote, payUrl: string, reason: PayLinkReason): RenderedEmail {
    const subject = `${reason === "reminder" ? "Reminder: payment" : "Payment"} for your visit: ${visitName(booking)} (${booking.reference})`;
    const why = {
      no_card: "Thank you for choosing us. Here is the final price of your visit; you can pay it securely online.",
      declined: "We could not charge the card you saved for this visit. Please pay the final price securely online.",
      approval:
        "The final price of your visit is more than 25% above the estimate, so we have not charged your card. Please review the lines below; paying approves them.",
      reminder: "The final price of your visit is still unpaid. You can pay it securely online with the link below.",
    }[reason];
    const table = linesTable(quote);
    const content = html`<p>Hello ${booking.customerName},</p><p>${why}</p>${table.html}${emailButton(payUrl, `Pay ${formatCents(quote.total_cents)}`)}`;
    const text = [`Hello ${booking.customerName},`, "", why, "", ...table.text, "", `Pay here: ${payUrl}`].join("\n");
    return { kind: "payment-link", to: booking.customerEmail, subject, html: emailLayout(subject, content), text };
  },
);

/** The itemised receipt, sent once when a payment of the visit (or its tip) is recorded as paid. */
export const receiptEmail = emailTemplate(
  "receipt",
  function receiptEmail(
    booking: BookingRecord,
    quote: Quote,
    paid: { amountCents: number; card: { brand: string; last4: string } | null; tip: boolean },
    manageUrl: string,
  ): RenderedEmail {
    const subject = `${paid.tip ? "Tip receipt" : "Receipt"}: ${visitName(booking)} (${booking.reference})`;
    const table = linesTable(quote);
    const card = paid.card
      ? `Paid ${formatCents(paid.amountCents)} with ${cardName(paid.card)}.`
      : `Paid ${formatCents(paid.amountCents)}.`;
    const tipNote = paid.tip
      ? "Thank you: all of your tip goes to the crew."
      : "You can add a tip for the crew from your booking within 3 days.";
    const content = html`<p>Hello ${booking.customerName},</p><p>Thank you for your payment for ${visitName(booking)}.</p>${table.html}<p>${card}</p><p>${tipNote}</p>${emailButton(manageUrl, "View your booking")}`;
    const text = [
      `Hello ${booking.customerName},`,
      "",
      `Thank you for your payment for ${visitName(booking)}.`,
      "",
      ...table.text,
      "",
      card,
      tipNote,
      "",
      manageUrl,
    ].join("\n");
    return {
      kind: paid.tip ? "tip-receipt" : "payment-receipt",
      to: booking.customerEmail,
      subject,
      html: emailLayout(subject, content),
      text,
    };
  },
);

/**
 * A refund was confirmed by Stripe: of what (the visit or the tip, each its own payment),
 * how much, and what of that payment is refunded in all.
 */
export const refundEmail = emailTemplate(
  "refund",
  function refundEmail(
    booking: BookingRecord,
    refund: { kind: RefundKind; refundedNowCents: number; refundedTotalCents: number },
  ): RenderedEmail {
    const subject = `${refund.kind === "tip" ? "Tip refund" : "Refund"}: ${visitName(booking)} (${booking.reference})`;
    const what = refund.kind === "tip" ? `your tip for ${visitName(booking)}` : `your visit, ${visitName(booking)}`;
    const inAll = refund.refundedTotalCents > refund.refundedNowCents ? `, ${formatCents(refund.refundedTotalCents)} of it in all` : "";
    const lines = [
      `We have refunded ${formatCents(refund.refundedNowCents)} of ${what}${inAll}.`,
      "Refunds reach your card within 5 to 10 business days, depending on your bank.",
    ];
    const content = html`<p>Hello ${booking.customerName},</p>${lines.map((line) => html`<p>${line}</p>`)}`;
    const text = [`Hello ${booking.customerName},`, "", ...lines].join("\n");
    return { kind: "payment-refund", to: booking.customerEmail, subject, html: emailLayout(subject, content), text };
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
