import { BUSINESS } from "./business";

/**
 * The legal pages' cancellation notice (docs/decisions/0010): a visit can be moved or cancelled
 * online only while it starts at least this many hours from now. Used by the server to
 * refuse and by the pages to explain before the customer tries.
 */
export const CHANGE_NOTICE_HOURS = 24;

const NOTICE_MS = CHANGE_NOTICE_HOURS * 60 * 60 * 1000;

export function canChangeOnline(startsAt: Date, now: Date): boolean {
  return startsAt.getTime() - now.getTime() >= NOTICE_MS;
}

/** What the customer reads when a visit is inside the notice period. */
export const CHANGE_NOTICE_MESSAGE = `This visit starts in less than ${CHANGE_NOTICE_HOURS} hours, so it can no longer be changed or cancelled online. Please call us at ${BUSINESS.phone.display}.`;
