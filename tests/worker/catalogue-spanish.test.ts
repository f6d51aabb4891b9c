import { describe, expect, it } from "vitest";
import { getService, relatedServices, services, servicesIn } from "#core/catalogue";

describe("the catalogue in Spanish", () => {
  const spanish = servicesIn("es");

  it("has every service, in the same order, with its own Spanish words", () => {
    expect(spanish.map((service) => service.id)).toEqual(services.map((service) => service.id));
    for (const [index, service] of spanish.entries()) {
      const english = services[index];
      expect(service.title, service.id).not.toBe(english?.title);
      expect(service.longDescription, service.id).not.toBe(english?.longDescription);
      expect(service.features, service.id).toHaveLength(english?.features.length ?? 0);
      expect(service.image.alt, service.id).not.toBe(english?.image.alt);
      // What a booking keeps and prices with stays the same in both languages.
      expect(service.price).toBe(english?.price);
      expect(service.locations).toEqual(english?.locations);
      expect(service.category).toBe(english?.category);
    }
  });

  it("writes prices, price lines and lengths in Spanish from the same models", () => {
    expect(getService("deep-cleaning", "es")?.priceLabel).toBe("$39.99/mes");
    expect(getService("car-detailing", "es")?.priceLabel).toBe("Desde $30");
    expect(getService("laundry-service", "es")?.priceLabel).toBe("Desde $1/lb");
    expect(getService("laundry-service", "es")?.duration).toBe("Entrega el mismo día o al día siguiente");
    expect(getService("laundry-service", "es")?.pricingDetails).toEqual([
      "Estándar: $1/lb, mínimo $20, entrega al día siguiente",
      "Exprés: $2/lb, mínimo $40, entrega el mismo día",
      "$3 de cargo por servicio en cada pedido",
    ]);
    for (const service of spanish) {
      expect(service.duration, service.id).not.toMatch(/hours|minutes|day\b|Per /);
      for (const line of service.pricingDetails ?? []) expect(line, service.id).not.toMatch(/ per |minimum|bedroom/);
    }
  });

  it("relates services in the reader's language", () => {
    const detailing = getService("car-detailing", "es");
    expect(detailing).toBeDefined();
    if (!detailing) return;
    for (const related of relatedServices(detailing, 3, "es")) expect(getService(related.id, "es")?.title).toBe(related.title);
  });
});
