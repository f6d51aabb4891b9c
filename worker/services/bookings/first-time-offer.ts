import { sql, type SQL } from "drizzle-orm";
import { alias } from "drizzle-orm/sqlite-core";
import { offerReasonText } from "#core/i18n/offer-note-text";
import type { Locale } from "#core/i18n/locale";
import { type FinalOffer, OFFER_FOUND_BY, type OfferReason } from "#core/pricing";
import { FIRST_CLEANING_OFFER_SERVICE_IDS, hasFirstCleaningOffer } from "#core/services/offers";
import type { Database } from "#worker/db/client";
import { bookings, type BookingRecord } from "#worker/db/schema";

/**
 * The first-time 20% off is once per person (docs/decisions/0013). A booking does not get it when
 * another live booking (any status but cancelled) of the same person exists:
 * - a home cleaning under the same email key (worker/services/bookings/person-keys.ts) or in the
 *   same account: the person has had a first cleaning, with the offer or not;
 * - a booking that has the offer at the same phone number or the same street address and
 *   unit: those are shared by people who live together, so only an offer already given
 *   there counts, not every booking.
 * The same condition decides the booking's price (checked first, then again inside its
 * insert, atomically: see createBooking) and its final price at completion (offerAtCompletion).
 */

/** How the booking being decided is known: values, or a statement template's named placeholders. */
export interface PersonTerms {
  /** The typed email's key, and the account's own address's key when signed in. */
  emailKeys: SQL[];
  phoneKey: SQL;
  addressKey: SQL;
  userId: SQL;
}

const CLEANINGS = sql.join(
  FIRST_CLEANING_OFFER_SERVICE_IDS.map((id) => sql`${id}`),
  sql`, `,
);

/**
 * Over `bookings AS earlier`: that row is a live booking of the same person that uses the
 * offer up. Each branch reads one index (email key, user, phone key, address key); a NULL
 * key matches nothing.
 */
export function sharesOffer(person: PersonTerms): SQL {
  return sql`earlier.status <> 'cancelled' AND (
    (earlier.email_key IN (${sql.join(person.emailKeys, sql`, `)}) AND earlier.service_id IN (${CLEANINGS}))
    OR (earlier.user_id = ${person.userId} AND earlier.service_id IN (${CLEANINGS}))
    OR (earlier.phone_key = ${person.phoneKey} AND earlier.first_cleaning_offer = 1)
    OR (earlier.address_key = ${person.addressKey} AND earlier.first_cleaning_offer = 1))`;
}

export interface PersonKeys {
  /** The typed email's key, and the account's own address's key when there is one; a NULL matches nothing. */
  emailKeys: (string | null)[];
  phoneKey: string | null;
  addressKey: string | null;
  userId: string | null;
}

function termsOf(keys: PersonKeys): PersonTerms {
  return {
    emailKeys: keys.emailKeys.map((key) => sql`${key}`),
    phoneKey: sql`${keys.phoneKey}`,
    addressKey: sql`${keys.addressKey}`,
    userId: sql`${keys.userId}`,
  };
}

/** The other bookings, under the name sharesOffer reads them by. */
const earlier = alias(bookings, "earlier");

/** One indexed query: a live booking of this person that uses the offer up, if any. */
export function priorBookingsQuery(db: Database, keys: PersonKeys) {
  return db
    .select({ id: earlier.id })
    .from(earlier)
    .where(sharesOffer(termsOf(keys)))
    .limit(1);
}

/**
 * Whether a new booking of `serviceId` may have the offer, read before it is made (beside the
 * session, so the account is not known yet: the insert checks it). Only a home cleaning has it.
 */
export async function mayHaveOffer(db: Database, serviceId: string, keys: PersonKeys): Promise<boolean> {
  if (!hasFirstCleaningOffer(serviceId)) return false;
  const [found] = await priorBookingsQuery(db, keys);
  return !found;
}

/**
 * Whether a booking's first-time offer is in its final price. Bookings made before the offer
 * was decided per person (or older bookings whose keys match only now) can both have it: the
 * earliest made keeps it, the others lose it at completion, with the reason. Decided by the
 * order the bookings were made in, never by which is completed first, so two completions at
 * once cannot both keep it. The reason is a code; `note` writes it in `locale`, the reader's.
 */
export async function offerAtCompletion(db: Database, booking: BookingRecord, locale: Locale = "en"): Promise<FinalOffer> {
  if (!booking.firstCleaningOffer) return withoutReason(false);
  const terms = termsOf({
    emailKeys: [booking.emailKey],
    phoneKey: booking.phoneKey,
    addressKey: booking.addressKey,
    userId: booking.userId,
  });
  const createdAt = booking.createdAt.getTime();
  const [found] = await db
    .select({
      account: sql<number>`coalesce(earlier.user_id = ${terms.userId}, 0)`,
      email: sql<number>`coalesce(earlier.email_key IN (${sql.join(terms.emailKeys, sql`, `)}), 0)`,
      phone: sql<number>`coalesce(earlier.phone_key = ${terms.phoneKey}, 0)`,
      address: sql<number>`coalesce(earlier.address_key = ${terms.addressKey}, 0)`,
    })
    .from(earlier)
    .where(
      sql`earlier.id <> ${booking.id}
        AND (earlier.created_at < ${createdAt} OR (earlier.created_at = ${createdAt} AND earlier.id < ${booking.id}))
        AND ${sharesOffer(terms)}`,
    )
    .limit(1);
  if (!found) return withoutReason(true);
  const reason: OfferReason = {
    code: "offer_used_earlier",
    values: { found_by: OFFER_FOUND_BY.find((way) => found[way] === 1) ?? "email" },
  };
  return { applies: false, reason, note: offerReasonText(reason, locale) };
}

/** A final price that keeps its offer (`true`), or a booking that never had one. */
function withoutReason(applies: boolean): FinalOffer {
  return { applies, reason: null, note: null };
}
