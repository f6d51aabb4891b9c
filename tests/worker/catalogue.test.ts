import { describe, expect, it } from "vitest";
import { BUSINESS, TESTIMONIALS } from "#core/business";
import { ALL_SERVICES_FILTER, filterServices } from "#core/service-index";
import { getService, relatedServices, services } from "#core/catalogue";
import { SERVICE_CATEGORIES } from "#core/services/categories";
import { SERVICE_IDS } from "#core/services/ids";
import { SERVICE_LOCATIONS } from "#core/services/areas";
import { CLEANING_PACKAGES, DEFAULT_PACKAGE_ID, INCLUDED_AREAS, packageOrDefault } from "#core/packages";

const SPEC_IDS = [
  "laundry-service",
  "car-detailing",
  "deep-cleaning",
  "car-tinting",
  "chef-service",
  "exotic-car-rental",
  "furniture-assembly",
  "furniture-cleaning",
  "hair-stylist",
  "jet-ski-rental",
  "lashes-eyebrows",
  "locksmith",
  "makeup-service",
  "massage-service",
  "pet-grooming",
  "move-cleaning",
  "moving-service",
  "nails-service",
  "party-pontoon",
  "pc-phone-repair",
  "pet-sitting",
  "post-construction",
  "regular-cleaning",
  "slingshot-rental",
  "tv-mounting",
  "yacht-rental",
  "heating-service",
  "barber-service",
];

/** Starting prices of section 9 of the specification, as they must appear in each price text. */
const SPEC_PRICES: Record<string, string> = {
  "laundry-service": "$1/lb",
  "car-detailing": "$30",
  "deep-cleaning": "$39.99",
  "car-tinting": "$60",
  "chef-service": "$200/meal",
  "exotic-car-rental": "$500/day",
  "furniture-assembly": "$50",
  "furniture-cleaning": "$60",
  "hair-stylist": "$65",
  "jet-ski-rental": "$150/hour",
  "lashes-eyebrows": "$80",
  locksmith: "$75",
  "makeup-service": "$75",
  "massage-service": "$100/hour",
  "pet-grooming": "$60",
  "move-cleaning": "$200",
  "moving-service": "$100/hour",
  "nails-service": "$40",
  "party-pontoon": "$400/day",
  "pc-phone-repair": "$60",
  "pet-sitting": "$35/day",
  "post-construction": "$250",
  "regular-cleaning": "$80/visit",
  "slingshot-rental": "$300/day",
  "tv-mounting": "$120",
  "yacht-rental": "$2,300",
  "heating-service": "$120",
  "barber-service": "$45",
};

describe("the service catalogue", () => {
  it("holds every id the specification lists, once, in order", () => {
    expect(services.map((service) => service.id)).toEqual(SPEC_IDS);
    expect(new Set(services.map((service) => service.id)).size).toBe(28);
  });

  it("lists the same ids, in the same order, in the index the pages' code ships", () => {
    expect([...SERVICE_IDS]).toEqual(services.map((service) => service.id));
  });

  it("uses only the nine known categories, and every category has services", () => {
    expect(SERVICE_CATEGORIES).toEqual([
      "Home Services",
      "Beauty & Wellness",
      "Luxury Rentals",
      "Automotive",
      "Water Sports",
      "Pet Care",
      "Culinary",
      "Tech Services",
      "Laundry",
    ]);
    for (const service of services) expect(SERVICE_CATEGORIES, service.id).toContain(service.category);
    for (const category of SERVICE_CATEGORIES)
      expect(
        services.some((service) => service.category === category),
        category,
      ).toBe(true);
  });

  it("states each starting price of the specification", () => {
    expect(Object.keys(SPEC_PRICES).sort()).toEqual([...SPEC_IDS].sort());
    for (const service of services) {
      expect(service.price.trim(), service.id).not.toBe("");
      expect(service.price, service.id).toContain(SPEC_PRICES[service.id]);
    }
    expect(getService("laundry-service")?.pricingDetails).toEqual([
      "Standard: $1/lb, $20 minimum, next-day return",
      "Express: $2/lb, $40 minimum, same-day return",
      "$3 service fee per order",
    ]);
  });

  it("titles the deep clean 'Cleaning Special'", () => {
    expect(getService("deep-cleaning")?.title).toBe("Cleaning Special");
    expect(getService("no-such-service")).toBeUndefined();
  });

  it("gives every service real content, known locations and described artwork", () => {
    for (const service of services) {
      expect(service.description.length, service.id).toBeGreaterThan(30);
      expect(service.description.length, service.id).toBeLessThanOrEqual(120);
      expect(service.longDescription.length, service.id).toBeGreaterThan(service.description.length);
      expect(service.duration.trim(), service.id).not.toBe("");
      expect(service.features.length, service.id).toBeGreaterThanOrEqual(4);
      expect(service.features.length, service.id).toBeLessThanOrEqual(6);
      expect(service.locations.length, service.id).toBeGreaterThanOrEqual(2);
      for (const location of service.locations) expect(SERVICE_LOCATIONS, service.id).toContain(location);
      expect(service.image).toEqual({ src: `/images/services/${service.id}/main.svg`, alt: service.image.alt, width: 800, height: 600 });
      expect(service.actionImages.map((image) => image.src)).toEqual(
        [1, 2, 3].map((n) => `/images/services/${service.id}/action-${n}.svg`),
      );
      const alts = [service.image, ...service.actionImages].map((image) => image.alt.trim());
      for (const alt of alts) expect(alt.length, service.id).toBeGreaterThan(10);
      expect(new Set(alts).size, service.id).toBe(4);
    }
  });

  it("relates at most three services of the same category, in catalogue order, never the service itself", () => {
    for (const service of services) {
      const related = relatedServices(service);
      const sameCategory = services.filter((other) => other.category === service.category && other !== service);
      expect(related.length).toBeLessThanOrEqual(3);
      expect(related).toEqual(sameCategory.slice(0, 3));
      for (const other of related) {
        expect(other.id).not.toBe(service.id);
        expect(other.category).toBe(service.category);
      }
    }
    expect(relatedServices(getService("laundry-service")!)).toEqual([]);
    expect(relatedServices(getService("regular-cleaning")!, 1)).toHaveLength(1);
  });

  it("filters by text case-insensitively over title and description, and by category", () => {
    const mentionsClean = (text: string) => /clean/i.test(text);
    const byHand = services.filter((service) => mentionsClean(service.title) || mentionsClean(service.description));
    expect(byHand.length).toBeGreaterThan(0);
    expect(filterServices(services, ALL_SERVICES_FILTER, "clean")).toHaveLength(byHand.length);
    expect(filterServices(services, ALL_SERVICES_FILTER, "  CLEAN ")).toEqual(byHand);

    const homeCleaning = filterServices(services, "Home Services", "clean");
    expect(homeCleaning).toEqual(byHand.filter((service) => service.category === "Home Services"));
    expect(homeCleaning.length).toBeGreaterThan(0);
    expect(filterServices(services, "Automotive", "massage")).toEqual([]);

    const anyCar = filterServices(services, ALL_SERVICES_FILTER, "car");
    const automotiveCar = filterServices(services, "Automotive", "car");
    expect(automotiveCar.length).toBeGreaterThan(0);
    expect(automotiveCar.every((service) => service.category === "Automotive")).toBe(true);
    expect(automotiveCar.length).toBeLessThan(anyCar.length);

    expect(filterServices(services, ALL_SERVICES_FILTER, "zqxjvw")).toEqual([]);
    expect(filterServices(services, ALL_SERVICES_FILTER, "")).toEqual([...services]);
    expect(filterServices(services, "Laundry", "")).toEqual([getService("laundry-service")]);
  });
});

describe("packages and business facts", () => {
  it("prices the three plans in cents and falls back to 2bed2bath", () => {
    expect(CLEANING_PACKAGES.map((plan) => [plan.id, plan.title, plan.price, plan.priceValue, plan.visitHours, plan.popular])).toEqual([
      ["1bed1bath", "1 Bed / 1 Bath", "$39.99", 3999, 2, false],
      ["2bed2bath", "2 Bed / 2 Bath", "$59.99", 5999, 3, true],
      ["3bed3bath", "3 Bed / 3 Bath", "$79.99", 7999, 4, false],
    ]);
    expect(DEFAULT_PACKAGE_ID).toBe("2bed2bath");
    expect(packageOrDefault(undefined).id).toBe("2bed2bath");
    expect(packageOrDefault(null).id).toBe("2bed2bath");
    expect(packageOrDefault("nope").id).toBe("2bed2bath");
    expect(packageOrDefault("3bed3bath").id).toBe("3bed3bath");
    expect(INCLUDED_AREAS).toEqual(["Kitchen", "Bathrooms", "Bedrooms", "Living areas", "Floors", "Windows"]);
  });

  it("has six five-star testimonials and the stated hours", () => {
    expect(TESTIMONIALS).toHaveLength(6);
    for (const testimonial of TESTIMONIALS) {
      expect(testimonial.rating).toBe(5);
      expect(testimonial.content.length).toBeGreaterThan(40);
      const initials = testimonial.name
        .split(" ")
        .map((part) => part[0])
        .join("");
      expect(testimonial.initials).toBe(initials);
    }
    expect(BUSINESS.hoursDisplay).toContain("Emergency services: 24/7");
    expect(BUSINESS.timeZone).toBe("America/New_York");
    expect([...BUSINESS.areasServed]).toEqual([...SERVICE_LOCATIONS]);
  });
});
