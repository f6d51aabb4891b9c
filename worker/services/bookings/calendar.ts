import { BUSINESS } from "#core/business";
import { bookingEmailWords } from "#core/i18n/messages/booking-emails";
import { serviceTitleIn } from "#core/i18n/visit-words";
import type { BookingRecord } from "#worker/db/schema";
import { isValidLinkToken, signLinkToken } from "../link-tokens";

/**
 * RFC 5545 TEXT: backslash, semicolon and comma escaped, and every line break (CRLF, a lone
 * CR, a lone LF) written as the two characters \n. Many calendar apps end a line at a bare
 * CR or LF, so one left raw in an address or an instruction would start a property of its
 * own (an ATTENDEE, a URL). TEXT allows no other control character but tab: those are dropped.
 */
export function icsText(value: string): string {
  return value
    .replace(/\\/g, "\\\\")
    .replace(/;/g, "\\;")
    .replace(/,/g, "\\,")
    .replace(/\r\n|\r|\n/g, "\\n")
    .replace(/\p{Cc}/gu, (char) => (char === "\t" ? char : ""));
}

export function icsTime(date: Date): string {
  return date
    .toISOString()
    .replace(/[-:]/g, "")
    .replace(/\.\d{3}/, "");
}

const FOLD_OCTETS = 73;
const encoder = new TextEncoder();

/**
 * Lines longer than 75 octets are folded, as RFC 5545 requires: counted in UTF-8 octets (a
 * Spanish "á" is two), and never inside a character, which a calendar would show broken.
 */
export function fold(line: string): string {
  const parts: string[] = [];
  let part = "";
  let octets = 0;
  for (const char of line) {
    const size = encoder.encode(char).length;
    if (octets + size > FOLD_OCTETS) {
      parts.push(part);
      part = "";
      octets = 0;
    }
    part += char;
    octets += size;
  }
  parts.push(part);
  return parts.join("\r\n ");
}

/**
 * The booking as a calendar event, in UTC so every calendar shows the right local time, as long
 * as the visit holds its crew; its title and description in the booking's language.
 */
export function bookingCalendar(booking: BookingRecord, siteHost: string, now: Date): string {
  const locale = booking.locale ?? "en";
  const title = serviceTitleIn(booking.serviceId, booking.serviceTitle, locale);
  const end = new Date(booking.startsAt.getTime() + booking.lengthHours * 60 * 60 * 1000);
  const lines = [
    "BEGIN:VCALENDAR",
    "VERSION:2.0",
    `PRODID:-//${icsText(BUSINESS.name)}//Bookings//EN`,
    "CALSCALE:GREGORIAN",
    "METHOD:PUBLISH",
    "BEGIN:VEVENT",
    `UID:${booking.reference}@${siteHost}`,
    `DTSTAMP:${icsTime(now)}`,
    `DTSTART:${icsTime(booking.startsAt)}`,
    `DTEND:${icsTime(end)}`,
    `SUMMARY:${icsText(`${title} (${booking.reference})`)}`,
    `LOCATION:${icsText(booking.serviceAddress)}`,
    `DESCRIPTION:${icsText(bookingEmailWords[locale].calendarDescription(BUSINESS.name, BUSINESS.phone.display))}`,
    "END:VEVENT",
    "END:VCALENDAR",
  ];
  return `${lines.map(fold).join("\r\n")}\r\n`;
}

/** The token that lets the link in the email open the calendar file, and nothing else. */
export function calendarToken(secret: string, reference: string): Promise<string> {
  return signLinkToken(secret, CALENDAR_PURPOSE, reference);
}

export function isValidCalendarToken(secret: string, reference: string, token: string | undefined): Promise<boolean> {
  return isValidLinkToken(secret, CALENDAR_PURPOSE, reference, token);
}

const CALENDAR_PURPOSE = "calendar";
