import type { PricingModel } from "../pricing";
import type { ServiceLocation } from "./areas";
import type { ServiceCategory } from "./categories";

/**
 * How long a visit holds its crew: a number of whole hours, or a rule (visit-hours.ts).
 * - "plan tier": the hotel-style cleaning booked once holds the plan tier of its bedrooms,
 *   as it is priced (core/packages.ts: 1 bedroom the 1bed1bath plan's 2 hours, 2: 3, 3 or more: 4);
 * - "hours booked": an hourly service holds the hours booked (within its model's bounds);
 * - "handover": rentals and stays priced per day hold one hour; the days are the vehicle's
 *   or the pet's, not a crew's.
 */
export type VisitLength = number | "plan tier" | "hours booked" | "handover";

/** How long a visit usually takes, as the customer reads it, where the length held is not the whole story. */
export type TypicalLength = { from: number; to: number; unit: "hours" | "minutes" } | "half or full day";

/**
 * When the business asks for a card on file before the visit (card-policy.ts):
 * "always" for the rentals handed over with the keys, otherwise only above the estimate limit.
 */
export type CardPolicy = "always" | "above limit";

export interface ServiceOffers {
  /** The first-time 20% off ("20% off their initial cleaning", core/business.ts): the home cleanings. */
  firstCleaning: boolean;
  /** Sold as the bi-weekly plan (docs/decisions/0004-plan-prices-and-two-visits-a-month.md): its price is shown per month of the smallest plan. */
  plan?: true;
}

/** Everything the business decides about a service, apart from the words and pictures of core/catalogue.ts. */
export interface ServiceDefinition {
  category: ServiceCategory;
  /** Where it is offered: a booking elsewhere is refused at the ZIP. */
  areas: readonly ServiceLocation[];
  /** What core/pricing.ts computes the price with; the price the customer reads is written from it (price-label.ts). */
  pricing: PricingModel;
  /** "Starting at $200" unless the price is quoted per visit ("$80/visit"). Read only by price-label.ts. */
  quotedPerVisit?: true;
  visitLength: VisitLength;
  typicalLength?: TypicalLength;
  cardPolicy: CardPolicy;
  offers: ServiceOffers;
}
