import { getService } from "../catalogue";
import { bookingEmailWords } from "./messages/booking-emails";
import { formatLongDate, formatTime } from "./format";
import type { Locale } from "./locale";
import { slotClock, slotLabel } from "../time-slots";

export { slotClock };

/** A slot (clock or label) as the language says it: "3:00 p. m."; English keeps the label its texts always showed, "3:00 PM". */
export function slotTime(slot: string, locale: Locale): string {
  return locale === "en" ? slotLabel(slot) : formatTime(slotClock(slot), locale);
}

/** A visit's day and time as the language says them: "jueves, 26 de noviembre de 2026 a las 10:00 a.m.". */
export function visitWhen(date: string, slot: string, locale: Locale): string {
  return bookingEmailWords[locale].dateAtTime(formatLongDate(date, locale), slotTime(slot, locale));
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
