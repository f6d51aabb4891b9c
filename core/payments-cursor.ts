import { decodeKeysetCursor, encodeKeysetCursor } from "./keyset-cursor";

/**
 * Where a page of the payments view ends, so the next one starts right after it: the last
 * row's visit date and instant, its payment's creation and id, the order the list is read in. Opaque
 * to the page (base64url of the three), checked by the query's schema.
 */
export interface PaymentsCursor {
  date: string;
  startsAt: number;
  createdAt: number;
  id: string;
}

export function encodePaymentsCursor(cursor: PaymentsCursor): string {
  return encodeKeysetCursor([cursor.date, cursor.startsAt, cursor.createdAt, cursor.id]);
}

/** The cursor a page was given, or undefined for anything else. */
export function decodePaymentsCursor(text: string): PaymentsCursor | undefined {
  const parts = decodeKeysetCursor(text);
  if (parts?.length !== 4) return undefined;
  const [date, startsAt, createdAt, id] = parts;
  if (typeof date !== "string" || !/^\d{4}-\d{2}-\d{2}$/.test(date)) return undefined;
  if (!Number.isSafeInteger(startsAt) || !Number.isSafeInteger(createdAt) || typeof id !== "string" || id.length > 100) return undefined;
  return { date, startsAt: startsAt as number, createdAt: createdAt as number, id };
}
