import type { BookingRecord } from "#worker/db/schema";
import { onTheWayText, textVisit } from "#worker/texts/visit-texts";
import type { ServiceContext } from "../context";
import { sendText, textingNumberOf } from "../outbox/texts";

const MINUTE = 60_000;
/** When a crew that just left should arrive: a half-hour window starting 15 minutes from now. */
const ARRIVAL_FROM_MINUTES = 15;
const ARRIVAL_WINDOW_MINUTES = 30;

const NEW_YORK_TIME = new Intl.DateTimeFormat("en-US", { timeZone: "America/New_York", hour: "numeric", minute: "2-digit" });

/** The arrival window on New York clocks, its start rounded up to the next 5 minutes: "2:15 PM" to "2:45 PM". */
export function arrivalWindow(now: Date): { from: string; to: string } {
  const step = 5 * MINUTE;
  const from = Math.ceil((now.getTime() + ARRIVAL_FROM_MINUTES * MINUTE) / step) * step;
  return { from: NEW_YORK_TIME.format(new Date(from)), to: NEW_YORK_TIME.format(new Date(from + ARRIVAL_WINDOW_MINUTES * MINUTE)) };
}

/** Texts the customer that the crew is on the way, if they gave a mobile number and said yes to visit texts. */
export async function textOnTheWay(ctx: ServiceContext, booking: BookingRecord, crewFirstName: string, now: Date) {
  const to = await textingNumberOf(ctx.db, booking.userId);
  if (!to) return null;
  return sendText(ctx.mailer, onTheWayText(to, textVisit(booking), crewFirstName, arrivalWindow(now)), now);
}
