import { and, eq, isNull } from "drizzle-orm";
import { bookings } from "#worker/db/schema";
import type { ServiceContext } from "../context";
import { addressKey } from "./person-keys";

/** Rows keyed per cron run: older offers are few, and one batch stays small. */
const PER_RUN = 100;
/** Stored where no street can be read, so the row is not read again; no booking's key is empty, so it matches none. */
const NO_KEY = "";

/**
 * Gives the bookings that had the first-time offer before address keys existed the key the
 * app computes (person-keys.ts), so that their home does not get the offer again. The
 * migration that added the keys computes the email and phone keys in SQL; this one needs
 * the street words and unit markers, which SQL cannot read. Only bookings with the offer
 * are keyed: the address rule only looks at those. Idempotent: a row is written only while
 * its key is still missing.
 */
export async function keyOlderOfferAddresses(ctx: ServiceContext): Promise<number> {
  const { db } = ctx;
  const missing = and(isNull(bookings.addressKey), eq(bookings.firstCleaningOffer, true));
  const rows = await db
    .select({ id: bookings.id, serviceAddress: bookings.serviceAddress, addressParts: bookings.addressParts })
    .from(bookings)
    .where(missing)
    .limit(PER_RUN);
  const [first, ...rest] = rows.map((row) =>
    db
      .update(bookings)
      .set({ addressKey: addressKey({ address: row.addressParts, service_address: row.serviceAddress }) ?? NO_KEY })
      .where(and(eq(bookings.id, row.id), missing)),
  );
  if (first) await db.batch([first, ...rest]);
  return rows.length;
}
