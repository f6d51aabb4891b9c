import type { OfferAnswer, OfferPerson } from "#core/offer-quote";
import { hasFirstCleaningOffer } from "#core/services/offers";
import type { Database } from "#worker/db/client";
import type { SessionUser } from "../context";
import { mayHaveOffer } from "./first-time-offer";
import { addressKey, emailKey, phoneKey } from "./person-keys";

/**
 * Whether the first-time offer applies to the person asking for an estimate, decided by the
 * function the booking is priced with (mayHaveOffer, docs/decisions/0013) over the keys the
 * booking would be checked against: the account's (signed in) and the typed email, phone and
 * address. The answer never says which booking or which key used it up (docs/decisions/0027):
 * - the typed details count only all three together (`typed` is null otherwise), so a guest
 *   learns nothing from one email alone, and a yes is never given that the booking would take
 *   back for a phone or home not typed yet;
 * - a guest without them is undecided, without reading anything;
 * - an account is read at once: its own bookings can settle a no before anything is typed.
 */
export async function offerForQuote(
  db: Database,
  serviceId: string,
  person: { user: SessionUser | null; typed: Required<OfferPerson> | null },
): Promise<OfferAnswer> {
  if (!hasFirstCleaningOffer(serviceId)) return "does_not_apply";
  const { user, typed } = person;
  if (!user && !typed) return "undecided";
  const emailKeys = [typed ? emailKey(typed.customer_email) : null, user ? emailKey(user.email) : null];
  const free = await mayHaveOffer(db, serviceId, {
    emailKeys,
    phoneKey: typed ? phoneKey(typed.customer_phone) : null,
    addressKey: typed ? addressKey({ address: typed.address, service_address: "" }) : null,
    userId: user?.id ?? null,
  });
  if (!free) return "does_not_apply";
  return typed ? "applies" : "undecided";
}
