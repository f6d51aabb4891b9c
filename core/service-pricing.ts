import {
  type FinalOffer,
  priceInputProblems,
  priceOf,
  type PriceInputName,
  type PriceInputs,
  type PricingModel,
  type Quote,
  type QuoteLine,
} from "./pricing";
import type { ServiceId } from "./service-index";

/**
 * How each service is priced, from section 9 of the specification and the catalogue's pricing details.
 * The "Starting at" services are one visit at that price; what the visit really took is
 * added when the business completes it. A Record over every id: a new service cannot be
 * added without deciding its price.
 */
export const SERVICE_PRICING: Record<ServiceId, PricingModel> = {
  "laundry-service": {
    kind: "per_pound",
    standard: { rate: 100, minimum: 2000 },
    express: { rate: 200, minimum: 4000 },
    orderFee: 300,
  },
  "car-detailing": { kind: "flat", price: 3000 },
  // One visit of the plan's cleaning: its tiers are $39.99, $59.99 and $79.99 (core/packages.ts).
  "deep-cleaning": { kind: "rooms", base: 3999, extraBedroom: 1000, extraBathroom: 1000 },
  "car-tinting": { kind: "flat", price: 6000 },
  "chef-service": { kind: "per_meal", meal: 20000, includedGuests: 4, extraGuest: 4000, maximumGuests: 20 },
  "exotic-car-rental": { kind: "per_day", rate: 50000, maximumDays: 14 },
  "furniture-assembly": { kind: "flat", price: 5000 },
  "furniture-cleaning": { kind: "flat", price: 6000 },
  "hair-stylist": { kind: "flat", price: 6500 },
  "jet-ski-rental": { kind: "hourly", rate: 15000, minimumHours: 1, maximumHours: 8 },
  "lashes-eyebrows": { kind: "flat", price: 8000 },
  locksmith: { kind: "flat", price: 7500 },
  "makeup-service": { kind: "flat", price: 7500 },
  "massage-service": { kind: "hourly", rate: 10000, minimumHours: 1, maximumHours: 4 },
  "pet-grooming": { kind: "flat", price: 6000 },
  "move-cleaning": { kind: "rooms", base: 20000, extraBedroom: 4000, extraBathroom: 3000 },
  "moving-service": { kind: "hourly", rate: 10000, minimumHours: 2, maximumHours: 12 },
  "nails-service": { kind: "flat", price: 4000 },
  "party-pontoon": { kind: "per_day", rate: 40000, maximumDays: 7 },
  "pc-phone-repair": { kind: "flat", price: 6000 },
  "pet-sitting": { kind: "per_day", rate: 3500, maximumDays: 30 },
  "post-construction": { kind: "rooms", base: 25000, extraBedroom: 5000, extraBathroom: 4000 },
  "regular-cleaning": { kind: "rooms", base: 8000, extraBedroom: 2000, extraBathroom: 1500 },
  "slingshot-rental": { kind: "per_day", rate: 30000, maximumDays: 14 },
  "tv-mounting": { kind: "flat", price: 12000 },
  "yacht-rental": { kind: "flat", price: 230000 },
  "heating-service": { kind: "flat", price: 12000 },
  "barber-service": { kind: "flat", price: 4500 },
};

/** The rentals are handed over with the keys: a card is kept for them (issue 16's default). */
const CARD_ALWAYS: readonly ServiceId[] = ["exotic-car-rental", "jet-ski-rental", "party-pontoon", "slingshot-rental", "yacht-rental"];
/** Above this estimate a card on file is required for any service. */
export const CARD_REQUIRED_ABOVE_CENTS = 30000;

/** Whether the business asks for a card on file before this visit. */
export function cardRequired(serviceId: string, estimateCents: number): boolean {
  return (CARD_ALWAYS as readonly string[]).includes(serviceId) || estimateCents > CARD_REQUIRED_ABOVE_CENTS;
}

export type PriceProblems = Partial<Record<PriceInputName, string>>;

/** A service's itemised price for these quantities, or the fields that do not fit its model. */
export function quoteService(
  service: { id: ServiceId; title: string },
  inputs: PriceInputs,
  options: { firstCleaning?: boolean; extras?: readonly QuoteLine[] } = {},
): { quote: Quote } | { problems: PriceProblems } {
  const model = SERVICE_PRICING[service.id];
  const problems = priceInputProblems(model, inputs);
  if (Object.keys(problems).length > 0) return { problems };
  return { quote: priceOf(service.id, service.title, model, inputs, options) };
}

/**
 * The final price of a completed visit: its real quantities, the lines the business adds and
 * the first-time offer as the server decided it (worker/services/bookings/first-time-offer.ts), with
 * the reason when it was taken out. The completion charges it and the completion forms
 * preview it, so both show the same lines.
 */
export function finalQuote(
  service: { id: ServiceId; title: string },
  inputs: PriceInputs,
  offer: FinalOffer,
  extras?: readonly QuoteLine[],
): { quote: Quote } | { problems: PriceProblems } {
  const priced = quoteService(service, inputs, { firstCleaning: offer.applies, extras });
  if ("problems" in priced || !offer.note) return priced;
  return { quote: { ...priced.quote, offer_note: offer.note } };
}
