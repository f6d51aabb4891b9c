import { BUSINESS } from "#core/business";
import type { BookingRecord } from "../db/schema";
import { html } from "../html";
import { emailTemplate, type RenderedEmail } from "./template";
import { detailRows, detailTable, when } from "./booking";
import { emailButton, emailLayout } from "./layout";

/** Emails about a customer's own change: a cancellation or a new time, to both sides. */

interface Link {
  href: string;
  label: string;
}

function email(
  kind: string,
  to: string,
  subject: string,
  paragraphs: string[],
  rows: [string, string][],
  links: Link[] = [],
): RenderedEmail {
  const content = html`${paragraphs.map((text) => html`<p>${text}</p>`)}${detailTable(rows)}${links.map((link) => emailButton(link.href, link.label))}`;
  const text = [
    ...paragraphs,
    "",
    ...rows.map(([label, value]) => `${label}: ${value}`),
    ...links.map((link) => `${link.label}: ${link.href}`),
  ].join("\n");
  return { kind, to, subject, html: emailLayout(subject, content), text };
}

function customerRows(booking: BookingRecord): [string, string][] {
  return [...detailRows(booking), ["Customer", booking.customerName], ["Phone", booking.customerPhone]];
}

export const customerCancelledEmail = emailTemplate(
  "customer-cancelled",
  function customerCancelledEmail(booking: BookingRecord): RenderedEmail {
    const subject = `Booking cancelled: ${booking.serviceTitle} on ${when(booking)} (${booking.reference})`;
    return email(
      "booking-cancelled-customer",
      booking.customerEmail,
      subject,
      [
        `Hello ${booking.customerName},`,
        "Your booking has been cancelled as you asked. Nothing more is needed from you.",
        `We hope to see you again soon. Questions? Call ${BUSINESS.phone.display}.`,
      ],
      detailRows(booking),
    );
  },
);

export const businessCancelledEmail = emailTemplate(
  "business-cancelled",
  function businessCancelledEmail(booking: BookingRecord, to: string): RenderedEmail {
    const subject = `Cancelled by the customer ${booking.reference}: ${booking.serviceTitle}, ${when(booking)}`;
    return email(
      "booking-cancelled-business",
      to,
      subject,
      ["The customer cancelled this booking online. The slot is free again."],
      customerRows(booking),
    );
  },
);

/**
 * The customer's copy of a new time. `movedBy` says who moved it: the customer online (the
 * business then confirms the new time), or the business, usually after a call.
 */
export const customerRescheduledEmail = emailTemplate(
  "customer-rescheduled",
  function customerRescheduledEmail(
    booking: BookingRecord,
    previous: string,
    links: { calendarUrl: string; manageUrl: string },
    movedBy: "customer" | "business" = "customer",
  ): RenderedEmail {
    const subject = `Booking moved: ${booking.serviceTitle} on ${when(booking)} (${booking.reference})`;
    const change =
      movedBy === "customer"
        ? `Your visit has moved from ${previous} to ${when(booking)} (Eastern Time). We will contact you shortly to confirm the new time.`
        : `Our team has moved your visit from ${previous} to ${when(booking)} (Eastern Time). If this time does not suit you, please call us at ${BUSINESS.phone.display}.`;
    return email(
      "booking-rescheduled-customer",
      booking.customerEmail,
      subject,
      [`Hello ${booking.customerName},`, change],
      [["Previously", previous], ...detailRows(booking)],
      [
        { href: links.calendarUrl, label: "Update your calendar" },
        { href: links.manageUrl, label: "Manage your booking" },
      ],
    );
  },
);

export const businessRescheduledEmail = emailTemplate(
  "business-rescheduled",
  function businessRescheduledEmail(booking: BookingRecord, previous: string, to: string): RenderedEmail {
    const subject = `Rescheduled by the customer ${booking.reference}: now ${when(booking)}`;
    return email(
      "booking-rescheduled-business",
      to,
      subject,
      [`The customer moved this booking online from ${previous}. It is pending again: please confirm the new time with the customer.`],
      [["Previously", previous], ...customerRows(booking)],
    );
  },
);
