import { formatTime } from "#core/i18n/format";
import type { Locale } from "#core/i18n/locale";
import type { BookingRecord } from "#worker/db/schema";
import type { OutgoingText } from "#worker/texts/template";
import { onTheWayText, textVisit } from "#worker/texts/visit-texts";
import type { ServiceContext } from "../context";
import { sendText, visitTextNumberOf } from "../outbox/texts";

const MINUTE = 60_000;
/** When a crew that just left should arrive: a half-hour window starting 15 minutes from now. */
const ARRIVAL_FROM_MINUTES = 15;
const ARRIVAL_WINDOW_MINUTES = 30;

const NEW_YORK_CLOCK = new Intl.DateTimeFormat("en-GB", {
  timeZone: "America/New_York",
  hour: "2-digit",
  minute: "2-digit",
  hourCycle: "h23",
});

/** An instant as the New York wall clock says it in the language: "2:15 PM", "2:15 p. m.". */
function newYorkTime(instant: Date, language: Locale): string {
  return formatTime(NEW_YORK_CLOCK.format(instant), language);
}

/** The arrival window on New York clocks, its start rounded up to the next 5 minutes: "2:15 PM" to "2:45 PM". */
export function arrivalWindow(now: Date, language: Locale = "en"): { from: string; to: string } {
  const step = 5 * MINUTE;
  const from = Math.ceil((now.getTime() + ARRIVAL_FROM_MINUTES * MINUTE) / step) * step;
  return { from: newYorkTime(new Date(from), language), to: newYorkTime(new Date(from + ARRIVAL_WINDOW_MINUTES * MINUTE), language) };
}

/** Texts the customer, in the booking's language, that the crew is on the way, if they said yes to visit texts (on their profile or on the booking). */
export async function textOnTheWay(ctx: ServiceContext, booking: BookingRecord, crewFirstName: string, now: Date) {
  const text = await onTheWayTextFor(ctx, booking, crewFirstName, now);
  return text ? sendText(ctx.mailer, text, now) : null;
}

/** The text textOnTheWay sends, built before the tap's write so that it is stored in the same batch; null when none is due. */
export async function onTheWayTextFor(
  ctx: ServiceContext,
  booking: BookingRecord,
  crewFirstName: string,
  now: Date,
): Promise<OutgoingText | null> {
  const to = await visitTextNumberOf(ctx.db, booking);
  if (!to) return null;
  const language = booking.locale;
  return onTheWayText(to, textVisit(booking, language), crewFirstName, arrivalWindow(now, language), language);
}
