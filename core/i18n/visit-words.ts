import { getService } from "../catalogue";
import { bookingEmailWords } from "./messages/booking-emails";
import { formatLongDate, formatTime } from "./format";
import type { Locale } from "./locale";

const SLOT_LABEL = /^(\d{1,2}):(\d{2}) ?([AP]M)$/i;
const WALL_CLOCK = /^(\d{2}):(\d{2})$/;

/** A slot as a wall clock: "10:00 AM" -> "10:00", "1:00 PM" -> "13:00"; "13:00" stays. */
export function slotClock(slot: string): string {
  if (WALL_CLOCK.test(slot)) return slot;
  const match = SLOT_LABEL.exec(slot.trim());
  if (!match) throw new RangeError(`Not a time slot: ${slot}`);
  const [, hour, minute, half] = match as unknown as [string, string, string, string];
  const hours = (Number(hour) % 12) + (half.toUpperCase() === "PM" ? 12 : 0);
  return `${String(hours).padStart(2, "0")}:${minute}`;
}

/** A visit's day and time as the language says them: "jueves, 26 de noviembre de 2026 a las 10:00 a.m.". */
export function visitWhen(date: string, slot: string, locale: Locale): string {
  return bookingEmailWords[locale].dateAtTime(formatLongDate(date, locale), formatTime(slotClock(slot), locale));
}

/**
 * A booking's service as the language names it: the catalogue's title in that language when
 * the stored title is the catalogue's own; a title the server wrote otherwise (a plan's
 * first cleaning) stays as stored.
 */
export function serviceTitleIn(serviceId: string, storedTitle: string, locale: Locale): string {
  if (locale === "en" || getService(serviceId)?.title !== storedTitle) return storedTitle;
  return getService(serviceId, locale)?.title ?? storedTitle;
}
