import { CLEANING_PACKAGES } from "../packages";
import { formatCents, formatRate, plural, type PricingModel } from "../pricing";
import type { ServiceDefinition } from "./definition";

/**
 * The price a customer reads, written from the model the price is computed with, so the two
 * cannot drift apart. The words are the catalogue's as it was first written ("Starting at $30",
 * "$100/hour", "From $1/lb"); tests/worker/service-definitions.test.ts holds every one.
 */

/** A service's starting price: what a card lists and what a booking keeps as its price text. */
export function startingPrice(definition: ServiceDefinition): string {
  const model = definition.pricing;
  switch (model.kind) {
    case "flat":
      return `Starting at ${formatRate(model.price)}`;
    case "rooms":
      if (definition.offers.plan) return formatCents(smallestPlanCents());
      return definition.quotedPerVisit ? `${formatRate(model.base)}/visit` : `Starting at ${formatRate(model.base)}`;
    case "hourly":
      return `${formatRate(model.rate)}/hour`;
    case "per_pound":
      return `From ${formatRate(model.standard.rate)}/lb`;
    case "per_day":
      return `${formatRate(model.rate)}/day`;
    case "per_meal":
      return `${formatRate(model.meal)}/meal`;
  }
}

/** The price shown beside a service: the plan's service is sold as the plan, so it reads per month. */
export function priceLabel(definition: ServiceDefinition): string {
  const price = startingPrice(definition);
  return definition.offers.plan ? `${price}/month` : price;
}

/** The lines under "Pricing" on a service page: how the model adds up. */
export function pricingDetails(model: PricingModel): string[] {
  switch (model.kind) {
    case "flat":
      return [];
    case "rooms":
      return [
        `${formatCents(model.base)} for 1 bedroom and 1 bathroom`,
        `${formatRate(model.extraBedroom)} per extra bedroom, ${formatRate(model.extraBathroom)} per extra bathroom`,
      ];
    case "hourly":
      return [`${formatRate(model.rate)} per hour, ${plural(model.minimumHours, "hour")} minimum`];
    case "per_pound":
      return [
        `Standard: ${formatRate(model.standard.rate)}/lb, ${formatRate(model.standard.minimum)} minimum, ${model.standard.turnaround} return`,
        `Express: ${formatRate(model.express.rate)}/lb, ${formatRate(model.express.minimum)} minimum, ${model.express.turnaround} return`,
        `${formatRate(model.orderFee)} service fee per order`,
      ];
    case "per_day":
      return [`${formatRate(model.rate)} per day, up to ${model.maximumDays} days`];
    case "per_meal":
      return [
        `${formatRate(model.meal)} per meal for up to ${model.includedGuests} guests, ${formatRate(model.extraGuest)} per extra guest`,
      ];
  }
}

/** The starting price in cents, for the page's structured data (schema.org Offer). */
export function startingCents(definition: ServiceDefinition): number {
  const model = definition.pricing;
  switch (model.kind) {
    case "flat":
      return model.price;
    case "rooms":
      return definition.offers.plan ? smallestPlanCents() : model.base;
    case "hourly":
    case "per_day":
      return model.rate;
    case "per_pound":
      return model.standard.rate;
    case "per_meal":
      return model.meal;
  }
}

function smallestPlanCents(): number {
  return Math.min(...CLEANING_PACKAGES.map((plan) => plan.priceValue));
}
