import { z } from "zod";
import { BookingRequestSchema } from "./booking-schema";
import { QuoteQuerySchema } from "./price-inputs-schema";
import type { Quote } from "./pricing";
import { ServiceAddressSchema } from "./service-address";

/**
 * The estimate for a person (POST /api/quote): the quantities, and the email, phone and
 * address typed so far, each checked as the booking request checks it. Whether the
 * first-time offer applies is the server's answer (docs/decisions/0027): nothing here claims
 * it, and anything else sent is dropped by the schema.
 */

/** The parts of the address the offer's key reads (worker/services/person-keys.ts: street, unit, ZIP). */
export const OfferAddressSchema = z.object({
  street: ServiceAddressSchema.shape.street,
  unit: ServiceAddressSchema.shape.unit,
  zip: ServiceAddressSchema.shape.zip,
});

/** Who is asking, as typed: each field optional, each valid when given. */
export const OfferPersonSchema = BookingRequestSchema.pick({ customer_email: true, customer_phone: true })
  .partial()
  .extend({ address: OfferAddressSchema.optional() });
export type OfferPerson = z.infer<typeof OfferPersonSchema>;

export const OfferQuoteRequestSchema = QuoteQuerySchema.extend(OfferPersonSchema.shape);

/**
 * applies: no booking of this person uses the offer up, and the quote has it;
 * does_not_apply: one does (or the service has no offer);
 * undecided: the person is not known well enough to say (a guest who has not typed a valid
 * email, phone and address yet, or an account whose own bookings do not settle it).
 */
export const OFFER_ANSWERS = ["applies", "does_not_apply", "undecided"] as const;
export type OfferAnswer = (typeof OFFER_ANSWERS)[number];

export interface OfferQuoteResponse {
  /** Priced with the first-time offer when it applies, without it otherwise. */
  quote: Quote;
  first_cleaning_offer: OfferAnswer;
}

/**
 * The typed details the offer is decided by, or null while one of the three is missing: an
 * email, phone or address alone never decides it (docs/decisions/0027 says why).
 */
export function allThreeTyped(person: OfferPerson): Required<OfferPerson> | null {
  const { customer_email, customer_phone, address } = person;
  return customer_email && customer_phone && address ? { customer_email, customer_phone, address } : null;
}

/** The same from a form's values as they stand: null while one of the three is missing or not valid yet. */
export function typedOfferPerson(person: unknown): Required<OfferPerson> | null {
  const parsed = OfferPersonSchema.safeParse(person);
  return parsed.success ? allThreeTyped(parsed.data) : null;
}
