import { type Locale, localizedPath } from "#core/i18n/locale";
import type { BookingRecord } from "#worker/db/schema";
import type { Settings } from "#worker/env";
import { NotFound } from "../errors";
import { isValidLinkToken, signLinkToken } from "../link-tokens";

/**
 * The signed link in a booking's confirmation email that lets its customer see, move or
 * cancel it without an account. An HMAC of the reference with the auth secret: it opens
 * that one booking and cannot be guessed or turned into another booking's link.
 */
const MANAGE_PURPOSE = "manage-booking";

export function isValidManageToken(secret: string, reference: string, token: string): Promise<boolean> {
  return isValidLinkToken(secret, MANAGE_PURPOSE, reference, token);
}

/**
 * The link opens the page in the booking's language (/es/manage-booking for a Spanish one);
 * the token does not depend on it, so links sent before in English keep working.
 */
export async function manageBookingUrl(
  settings: Pick<Settings, "siteUrl" | "authSecret">,
  reference: string,
  locale: Locale = "en",
): Promise<string> {
  const params = new URLSearchParams({ reference, token: await signLinkToken(settings.authSecret, MANAGE_PURPOSE, reference) });
  return `${settings.siteUrl}${localizedPath("/manage-booking", locale)}?${params}`;
}

/**
 * How long a booking's emailed links (its manage page and its calendar file) keep working
 * after the visit starts. A month leaves time to look the visit up afterwards (a question
 * about it, the address for a receipt); after that, an old or forwarded email no longer
 * shows the customer's name, phone and address to whoever holds it. The end is worked out
 * from the booking's start when a link is opened, not written into the token: links sent
 * before this rule expire too, and moving the visit moves the end with it.
 */
export const LINK_DAYS_AFTER_VISIT = 30;
const DAY_MS = 24 * 60 * 60 * 1000;

export const LINK_EXPIRED_MESSAGE = `This link has expired: links to a booking work until ${LINK_DAYS_AFTER_VISIT} days after the visit. Please sign in to see your bookings, or contact us.`;

/**
 * Refuses an emailed link to a booking whose visit started too long ago. Only for a token
 * already found valid, so the answer tells nothing to someone without the link. NotFound,
 * as a wrong token is answered, with its own code so the page can say why.
 */
export function assertBookingLinkLive(booking: Pick<BookingRecord, "startsAt">, now: Date): void {
  assertLiveUntil(booking.startsAt, now, LINK_EXPIRED_MESSAGE);
}

export const SCHEDULE_LINK_EXPIRED_MESSAGE = `This calendar link has expired: it worked until ${LINK_DAYS_AFTER_VISIT} days after the schedule was cancelled.`;

/**
 * A schedule's calendar link serves an active series for as long as it runs (calendar apps
 * refresh it); once the schedule is cancelled, it keeps answering (so the apps learn of the
 * end) for the same 30 days, then stops.
 */
export function assertScheduleLinkLive(schedule: { cancelledAt: Date | null }, now: Date): void {
  if (schedule.cancelledAt) assertLiveUntil(schedule.cancelledAt, now, SCHEDULE_LINK_EXPIRED_MESSAGE);
}

function assertLiveUntil(from: Date, now: Date, message: string): void {
  if (now.getTime() > from.getTime() + LINK_DAYS_AFTER_VISIT * DAY_MS) throw new NotFound("link_expired", message);
}
