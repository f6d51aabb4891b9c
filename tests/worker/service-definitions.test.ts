import { describe, expect, it } from "vitest";
import { getService, SERVICE_CONTENT, services } from "#core/catalogue";
import { defaultInputs } from "#core/pricing";
import { cardRequired } from "#core/services/card-policy";
import { SERVICE_DEFINITIONS } from "#core/services/definitions";
import { durationText } from "#core/services/duration";
import { SERVICE_IDS, type ServiceId } from "#core/services/ids";
import { FIRST_CLEANING_OFFER_SERVICE_IDS } from "#core/services/offers";
import { priceLabel, pricingDetails, startingPrice } from "#core/services/price-label";
import { serviceVisitHours } from "#core/services/visit-hours";

/**
 * What the site showed for each service when its prices and durations were still typed by hand
 * in the catalogue: the starting price (cards, and a booking's price text), the label beside it,
 * the "Pricing" lines of the service page and the duration. Written now from each definition,
 * they must read exactly the same.
 */
const SHOWN: Record<ServiceId, { price: string; label: string; details: string[]; duration: string }> = {
  "laundry-service": {
    price: "From $1/lb",
    label: "From $1/lb",
    details: ["Standard: $1/lb, $20 minimum, next-day return", "Express: $2/lb, $40 minimum, same-day return", "$3 service fee per order"],
    duration: "Same-day or next-day",
  },
  "car-detailing": {
    price: "Starting at $30",
    label: "Starting at $30",
    details: [],
    duration: "1-3 hours",
  },
  "deep-cleaning": {
    price: "$39.99",
    label: "$39.99/month",
    details: ["$39.99 for 1 bedroom and 1 bathroom", "$10 per extra bedroom, $10 per extra bathroom"],
    duration: "2-4 hours",
  },
  "car-tinting": {
    price: "Starting at $60",
    label: "Starting at $60",
    details: [],
    duration: "2-3 hours",
  },
  "chef-service": {
    price: "$200/meal",
    label: "$200/meal",
    details: ["$200 per meal for up to 4 guests, $40 per extra guest"],
    duration: "3-4 hours",
  },
  "exotic-car-rental": {
    price: "$500/day",
    label: "$500/day",
    details: ["$500 per day, up to 14 days"],
    duration: "Per day",
  },
  "furniture-assembly": {
    price: "Starting at $50",
    label: "Starting at $50",
    details: [],
    duration: "1-3 hours",
  },
  "furniture-cleaning": {
    price: "Starting at $60",
    label: "Starting at $60",
    details: [],
    duration: "1-3 hours",
  },
  "hair-stylist": {
    price: "Starting at $65",
    label: "Starting at $65",
    details: [],
    duration: "1-2 hours",
  },
  "jet-ski-rental": {
    price: "$150/hour",
    label: "$150/hour",
    details: ["$150 per hour, 1 hour minimum"],
    duration: "Per hour",
  },
  "lashes-eyebrows": {
    price: "Starting at $80",
    label: "Starting at $80",
    details: [],
    duration: "1-2 hours",
  },
  locksmith: {
    price: "Starting at $75",
    label: "Starting at $75",
    details: [],
    duration: "30-90 minutes",
  },
  "makeup-service": {
    price: "Starting at $75",
    label: "Starting at $75",
    details: [],
    duration: "1-2 hours",
  },
  "massage-service": {
    price: "$100/hour",
    label: "$100/hour",
    details: ["$100 per hour, 1 hour minimum"],
    duration: "60-120 minutes",
  },
  "pet-grooming": {
    price: "Starting at $60",
    label: "Starting at $60",
    details: [],
    duration: "1-2 hours",
  },
  "move-cleaning": {
    price: "Starting at $200",
    label: "Starting at $200",
    details: ["$200.00 for 1 bedroom and 1 bathroom", "$40 per extra bedroom, $30 per extra bathroom"],
    duration: "4-6 hours",
  },
  "moving-service": {
    price: "$100/hour",
    label: "$100/hour",
    details: ["$100 per hour, 2 hours minimum"],
    duration: "Per hour",
  },
  "nails-service": {
    price: "Starting at $40",
    label: "Starting at $40",
    details: [],
    duration: "45-90 minutes",
  },
  "party-pontoon": {
    price: "$400/day",
    label: "$400/day",
    details: ["$400 per day, up to 7 days"],
    duration: "Half or full day",
  },
  "pc-phone-repair": {
    price: "Starting at $60",
    label: "Starting at $60",
    details: [],
    duration: "1-2 hours",
  },
  "pet-sitting": {
    price: "$35/day",
    label: "$35/day",
    details: ["$35 per day, up to 30 days"],
    duration: "Per day",
  },
  "post-construction": {
    price: "Starting at $250",
    label: "Starting at $250",
    details: ["$250.00 for 1 bedroom and 1 bathroom", "$50 per extra bedroom, $40 per extra bathroom"],
    duration: "4-8 hours",
  },
  "regular-cleaning": {
    price: "$80/visit",
    label: "$80/visit",
    details: ["$80.00 for 1 bedroom and 1 bathroom", "$20 per extra bedroom, $15 per extra bathroom"],
    duration: "2-3 hours",
  },
  "slingshot-rental": {
    price: "$300/day",
    label: "$300/day",
    details: ["$300 per day, up to 14 days"],
    duration: "Per day",
  },
  "tv-mounting": {
    price: "Starting at $120",
    label: "Starting at $120",
    details: [],
    duration: "1-2 hours",
  },
  "yacht-rental": {
    price: "Starting at $2,300",
    label: "Starting at $2,300",
    details: [],
    duration: "4-8 hours",
  },
  "heating-service": {
    price: "Starting at $120",
    label: "Starting at $120",
    details: [],
    duration: "1-2 hours",
  },
  "barber-service": {
    price: "Starting at $45",
    label: "Starting at $45",
    details: [],
    duration: "45-60 minutes",
  },
};

/** The hours each service's visit held its crew, for the quantities its form starts with. */
const VISIT_HOURS: Record<ServiceId, number> = {
  "laundry-service": 1,
  "car-detailing": 3,
  "deep-cleaning": 2,
  "car-tinting": 3,
  "chef-service": 4,
  "exotic-car-rental": 1,
  "furniture-assembly": 3,
  "furniture-cleaning": 3,
  "hair-stylist": 2,
  "jet-ski-rental": 1,
  "lashes-eyebrows": 2,
  locksmith: 2,
  "makeup-service": 2,
  "massage-service": 1,
  "pet-grooming": 2,
  "move-cleaning": 6,
  "moving-service": 2,
  "nails-service": 2,
  "party-pontoon": 1,
  "pc-phone-repair": 2,
  "pet-sitting": 1,
  "post-construction": 8,
  "regular-cleaning": 3,
  "slingshot-rental": 1,
  "tv-mounting": 2,
  "yacht-rental": 4,
  "heating-service": 2,
  "barber-service": 1,
};

describe("service definitions", () => {
  it("define every service of the catalogue, and the catalogue has words for every definition", () => {
    expect(Object.keys(SERVICE_DEFINITIONS).sort()).toEqual([...SERVICE_IDS].sort());
    expect(Object.keys(SERVICE_CONTENT).sort()).toEqual(Object.keys(SERVICE_DEFINITIONS).sort());
    expect(services.map((service) => service.id)).toEqual([...SERVICE_IDS]);
  });

  it("write every price and duration exactly as the site showed them", () => {
    expect(Object.keys(SHOWN).sort()).toEqual([...SERVICE_IDS].sort());
    for (const id of SERVICE_IDS) {
      const definition = SERVICE_DEFINITIONS[id];
      const written = {
        price: startingPrice(definition),
        label: priceLabel(definition),
        details: pricingDetails(definition.pricing),
        duration: durationText(definition),
      };
      expect(written, id).toEqual(SHOWN[id]);
      // The pages read the same words from the catalogue's services.
      const service = getService(id)!;
      expect([service.price, service.priceLabel, service.pricingDetails ?? [], service.duration], id).toEqual([
        written.price,
        written.label,
        written.details,
        written.duration,
      ]);
    }
  });

  it("hold each visit's crew for the hours it held, with the quantities a booking starts with", () => {
    expect(Object.keys(VISIT_HOURS).sort()).toEqual([...SERVICE_IDS].sort());
    for (const id of SERVICE_IDS) expect(serviceVisitHours(id, defaultInputs(SERVICE_DEFINITIONS[id].pricing)), id).toBe(VISIT_HOURS[id]);
  });

  it("ask for a card for the rentals whatever the estimate, and offer the first cleaning on the home cleanings", () => {
    expect(SERVICE_IDS.filter((id) => cardRequired(id, 0))).toEqual([
      "exotic-car-rental",
      "jet-ski-rental",
      "party-pontoon",
      "slingshot-rental",
      "yacht-rental",
    ]);
    expect([...FIRST_CLEANING_OFFER_SERVICE_IDS]).toEqual(["deep-cleaning", "move-cleaning", "post-construction", "regular-cleaning"]);
  });
});
