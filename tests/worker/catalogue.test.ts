import { describe, expect, it } from "vitest";
import { BUSINESS, TESTIMONIALS } from "../../core/business";
import { ALL_SERVICES_FILTER, filterServices, getService, relatedServices, SERVICE_CATEGORIES, SERVICE_LOCATIONS, services } from "../../core/catalogue";
import { CLEANING_PACKAGES, packageOrDefault } from "../../core/packages";

const SPEC_IDS = [
  "laundry-service", "car-detailing", "deep-cleaning", "car-tinting", "chef-service", "exotic-car-rental", "furniture-assembly",
  "furniture-cleaning", "hair-stylist", "jet-ski-rental", "lashes-eyebrows", "locksmith", "makeup-service", "massage-service",
  "pet-grooming", "move-cleaning", "moving-service", "nails-service", "party-pontoon", "pc-phone-repair", "pet-sitting",
  "post-construction", "regular-cleaning", "slingshot-rental", "tv-mounting", "yacht-rental", "heating-service", "barber-service",
];

/** Starting prices of SPEC.md section 9, as they must appear in each price text. */
const SPEC_PRICES: Record<string, string> = {
  "laundry-service": "$1/lb", "car-detailing": "$30", "deep-cleaning": "$39.99", "car-tinting": "$60", "chef-service": "$200/meal",
  "exotic-car-rental": "$500/day", "furniture-assembly": "$50", "furniture-cleaning": "$60", "hair-stylist": "$65",
  "jet-ski-rental": "$150/hour", "lashes-eyebrows": "$80", locksmith: "$75", "makeup-service": "$75", "massage-service": "$100/hour",
  "pet-grooming": "$60", "move-cleaning": "$200", "moving-service": "$100/hour", "nails-service": "$40", "party-pontoon": "$400/day",
  "pc-phone-repair": "$60", "pet-sitting": "$35/day", "post-construction": "$250", "regular-cleaning": "$80/visit",
  "slingshot-rental": "$300/day", "tv-mounting": "$120", "yacht-rental": "$2,300", "heating-service": "$120", "barber-service": "$45",
};

describe("the service catalogue", () => {
  it("holds every id SPEC.md lists, once, in order", () => {
    expect(services.map((service) => service.id)).toEqual(SPEC_IDS);
    expect(new Set(services.map((service) => service.id)).size).toBe(services.length);
  });

  it("uses only known categories, and every category has services", () => {
    for (const service of services) expect(SERVICE_CATEGORIES).toContain(service.category);
    for (const category of SERVICE_CATEGORIES) expect(services.some((service) => service.category === category), category).toBe(true);
  });

  it("states each SPEC.md starting price", () => {
    for (const service of services) expect(service.price, service.id).toContain(SPEC_PRICES[service.id]);
    expect(getService("laundry-service")?.pricingDetails).toEqual([
      "Standard: $1/lb, $20 minimum, next-day return",
      "Express: $2/lb, $40 minimum, same-day return",
      "$3 service fee per order",
    ]);
  });

  it("titles the deep clean 'Cleaning Special'", () => {
    expect(getService("deep-cleaning")?.title).toBe("Cleaning Special");
  });

  it("gives every service real content, known locations and described artwork", () => {
    for (const service of services) {
      expect(service.description.length, service.id).toBeGreaterThan(30);
      expect(service.longDescription.length, service.id).toBeGreaterThan(service.description.length);
      expect(service.features.length, service.id).toBeGreaterThanOrEqual(4);
      for (const location of service.locations) expect(SERVICE_LOCATIONS).toContain(location);
      expect(service.locations.length).toBeGreaterThanOrEqual(2);
      expect(service.image).toMatchObject({ src: `/images/services/${service.id}/main.svg`, width: 800, height: 600 });
      expect(service.actionImages).toHaveLength(3);
      for (const image of [service.image, ...service.actionImages]) expect(image.alt.length).toBeGreaterThan(10);
    }
  });

  it("relates at most three services of the same category, never the service itself", () => {
    for (const service of services) {
      const related = relatedServices(service);
      expect(related.length).toBeLessThanOrEqual(3);
      for (const other of related) {
        expect(other.id).not.toBe(service.id);
        expect(other.category).toBe(service.category);
      }
    }
  });

  it("filters by text case-insensitively over title and description, and by category", () => {
    const byHand = services.filter((service) => `${service.title}\n${service.description}`.toLowerCase().includes("clean"));
    expect(filterServices(services, ALL_SERVICES_FILTER, "  CLEAN ")).toEqual(byHand);
    const anyCar = filterServices(services, ALL_SERVICES_FILTER, "car");
    const both = filterServices(services, "Automotive", "car");
    expect(both.length).toBeGreaterThan(0);
    expect(both.every((service) => service.category === "Automotive")).toBe(true);
    expect(both.length).toBeLessThan(anyCar.length);
    expect(filterServices(services, ALL_SERVICES_FILTER, "zzzz")).toEqual([]);
    expect(filterServices(services, "Laundry", "")).toEqual([getService("laundry-service")]);
  });
});

describe("packages and business facts", () => {
  it("prices the three plans in cents and falls back to 2bed2bath", () => {
    expect(CLEANING_PACKAGES.map((plan) => [plan.id, plan.priceValue, plan.visitHours, plan.popular])).toEqual([
      ["1bed1bath", 3999, 2, false],
      ["2bed2bath", 5999, 3, true],
      ["3bed3bath", 7999, 4, false],
    ]);
    expect(packageOrDefault(undefined).id).toBe("2bed2bath");
    expect(packageOrDefault("nope").id).toBe("2bed2bath");
    expect(packageOrDefault("3bed3bath").id).toBe("3bed3bath");
  });

  it("has six five-star testimonials and the stated hours", () => {
    expect(TESTIMONIALS).toHaveLength(6);
    expect(TESTIMONIALS.every((testimonial) => testimonial.rating === 5 && testimonial.initials.length === 2)).toBe(true);
    expect(BUSINESS.hoursDisplay).toContain("Emergency services: 24/7");
  });
});
