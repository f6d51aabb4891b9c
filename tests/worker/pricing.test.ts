import { describe, expect, it } from "vitest";
import { getService } from "#core/catalogue";
import { SERVICE_IDS, type ServiceId } from "#core/services/ids";
import { defaultInputs, formatCents, priceInputProblems, priceOf, type PriceInputs, textLine } from "#core/pricing";
import { quoteLineText } from "#core/i18n/quote-line-text";
import { cardRequired } from "#core/services/card-policy";
import { quoteService } from "#core/services/quote";
import { SERVICE_DEFINITIONS } from "#core/services/definitions";

/** Amounts and lines of a quote for a catalogue service. */
function quote(id: ServiceId, inputs: PriceInputs, firstCleaning = false) {
  const service = getService(id)!;
  const priced = quoteService(service, inputs, { firstCleaning });
  if ("problems" in priced) throw new Error(JSON.stringify(priced.problems));
  return priced.quote;
}
/** The lines of a quote as an English page reads them. */
const labels = (id: ServiceId, inputs: PriceInputs) => {
  const priced = quote(id, inputs);
  return priced.lines.map((line) => quoteLineText(line, priced.service_id, "en"));
};
const amounts = (id: ServiceId, inputs: PriceInputs, firstCleaning = false) => {
  const { lines, discount_cents, total_cents } = quote(id, inputs, firstCleaning);
  return { lines: lines.map((line) => line.amount_cents), discount_cents, total_cents };
};

describe("pricing models", () => {
  it("prices laundry by the pound with each speed's minimum and the $3 order fee", () => {
    expect(amounts("laundry-service", { pounds: 25, speed: "standard" })).toEqual({
      lines: [2500, 300],
      discount_cents: 0,
      total_cents: 2800,
    });
    // Under the minimum: the minimum is charged, and the line says so.
    expect(amounts("laundry-service", { pounds: 12, speed: "standard" })).toEqual({
      lines: [2000, 300],
      discount_cents: 0,
      total_cents: 2300,
    });
    expect(labels("laundry-service", { pounds: 12 })[0]).toBe("Standard wash and fold, 12 lb ($20 minimum)");
    expect(amounts("laundry-service", { pounds: 12.4, speed: "express" })).toEqual({
      lines: [4000, 300],
      discount_cents: 0,
      total_cents: 4300,
    });
    expect(amounts("laundry-service", { pounds: 30.3, speed: "express" })).toEqual({
      lines: [6060, 300],
      discount_cents: 0,
      total_cents: 6360,
    });
    expect(labels("laundry-service", { pounds: 30.3, speed: "express" })).toEqual([
      "Express wash and fold, 30.3 lb at $2/lb",
      "Service fee",
    ]);
  });

  it("prices the home cleanings by bedrooms and bathrooms, the plan's cleaning at the plan's tiers", () => {
    expect(amounts("deep-cleaning", { bedrooms: 1, bathrooms: 1 }).total_cents).toBe(3999);
    expect(amounts("deep-cleaning", { bedrooms: 2, bathrooms: 2 }).total_cents).toBe(5999);
    expect(amounts("deep-cleaning", { bedrooms: 3, bathrooms: 3 }).total_cents).toBe(7999);
    expect(amounts("regular-cleaning", { bedrooms: 3, bathrooms: 2 })).toEqual({
      lines: [8000, 4000, 1500],
      discount_cents: 0,
      total_cents: 13500,
    });
    expect(labels("regular-cleaning", { bedrooms: 3, bathrooms: 2 })).toEqual([
      "Regular Cleaning, 1 bedroom and 1 bathroom",
      "2 extra bedrooms at $20",
      "1 extra bathroom at $15",
    ]);
  });

  it("takes 20% off a first cleaning as its own line, rounded to the cent", () => {
    const first = quote("deep-cleaning", { bedrooms: 2, bathrooms: 1 }, true);
    // $49.99 less 20% ($9.998, rounded to $10.00).
    expect(first).toMatchObject({ discount_cents: 1000, discount_label: "First cleaning: 20% off", total_cents: 3999 });
    expect(amounts("move-cleaning", { bedrooms: 2, bathrooms: 2 }, true)).toEqual({
      lines: [20000, 4000, 3000],
      discount_cents: 5400,
      total_cents: 21600,
    });
    expect(quote("regular-cleaning", {}, false)).not.toHaveProperty("discount_label");
  });

  it("prices by the hour with a minimum, and in half hours", () => {
    expect(amounts("massage-service", { hours: 3 }).total_cents).toBe(30000);
    expect(amounts("jet-ski-rental", { hours: 1.5 }).total_cents).toBe(22500);
    // Moving is booked for two hours at least: one hour is charged as two.
    expect(amounts("moving-service", { hours: 1 }).total_cents).toBe(20000);
    expect(labels("moving-service", { hours: 1 })[0]).toBe("Moving Service, 2 hours at $100/hour (2 hours minimum)");
  });

  it("prices rentals and pet sitting by the day, and the chef by the meal and extra guests", () => {
    expect(amounts("slingshot-rental", { days: 2 }).total_cents).toBe(60000);
    expect(amounts("pet-sitting", { days: 10 }).total_cents).toBe(35000);
    expect(amounts("chef-service", { guests: 4 })).toEqual({ lines: [20000], discount_cents: 0, total_cents: 20000 });
    expect(amounts("chef-service", { guests: 7 })).toEqual({ lines: [20000, 12000], discount_cents: 0, total_cents: 32000 });
  });

  it("prices a flat service at its starting price, and adds what the business adds on completion", () => {
    expect(amounts("tv-mounting", {}).total_cents).toBe(12000);
    const service = getService("tv-mounting")!;
    const completed = priceOf(service.id, SERVICE_DEFINITIONS["tv-mounting"].pricing, {}, { extras: [textLine("Second TV", 8000)] });
    expect(completed.total_cents).toBe(20000);
  });

  it("refuses quantities outside a model's bounds at their field", () => {
    expect(priceInputProblems(SERVICE_DEFINITIONS["massage-service"].pricing, { hours: 0 })).toHaveProperty("hours");
    expect(priceInputProblems(SERVICE_DEFINITIONS["massage-service"].pricing, { hours: 1.25 })).toHaveProperty("hours");
    expect(priceInputProblems(SERVICE_DEFINITIONS["laundry-service"].pricing, { pounds: 10000 })).toHaveProperty("pounds");
    expect(priceInputProblems(SERVICE_DEFINITIONS["pet-sitting"].pricing, { days: 400 })).toHaveProperty("days");
    expect(priceInputProblems(SERVICE_DEFINITIONS["regular-cleaning"].pricing, { bedrooms: 0 })).toHaveProperty("bedrooms");
    // A quantity the service is not priced by is refused too, not silently dropped.
    expect(priceInputProblems(SERVICE_DEFINITIONS["tv-mounting"].pricing, { hours: 2 })).toEqual({
      hours: "This service is not priced by hours.",
    });
    expect(priceInputProblems(SERVICE_DEFINITIONS["laundry-service"].pricing, { pounds: 20.5, speed: "express" })).toEqual({});
  });

  it("refuses a quantity a hair off a whole unit or the model's step, which would price a fraction of a cent", () => {
    // Within a billionth of the step was taken as on it: 1.0000000001 days quoted $500.000005.
    expect(priceInputProblems(SERVICE_DEFINITIONS["exotic-car-rental"].pricing, { days: 1.0000000001 })).toEqual({
      days: "Please enter a whole number of days from 1 to 14.",
    });
    expect(priceInputProblems(SERVICE_DEFINITIONS["regular-cleaning"].pricing, { bedrooms: 2.0000000001 })).toHaveProperty("bedrooms");
    expect(priceInputProblems(SERVICE_DEFINITIONS["chef-service"].pricing, { guests: 5.0000000001 })).toHaveProperty("guests");
    expect(priceInputProblems(SERVICE_DEFINITIONS["massage-service"].pricing, { hours: 2.5000000001 })).toHaveProperty("hours");
    expect(priceInputProblems(SERVICE_DEFINITIONS["laundry-service"].pricing, { pounds: 12.40000000001 })).toHaveProperty("pounds");
    // What people type in the model's steps is still taken, however binary fractions store it.
    for (const pounds of [12.4, 22.3, 30.3, 149.9])
      expect(priceInputProblems(SERVICE_DEFINITIONS["laundry-service"].pricing, { pounds }), `${pounds}`).toEqual({});
    expect(priceInputProblems(SERVICE_DEFINITIONS["massage-service"].pricing, { hours: 3.5 })).toEqual({});
  });

  it("takes the first-time 20% off the cleaning booked, not off a line the business adds at completion", () => {
    const service = getService("regular-cleaning")!;
    const oven = textLine("Inside the oven", 3500);
    const priced = quoteService(service, { bedrooms: 2, bathrooms: 1 }, { firstCleaning: true, extras: [oven] });
    if ("problems" in priced) throw new Error(JSON.stringify(priced.problems));
    // $100.00 of cleaning less 20% ($20.00), and the oven's $35.00 in full.
    expect(priced.quote).toMatchObject({ discount_cents: 2000, total_cents: 11500 });
  });

  it("never answers an amount that is not a whole number of cents", () => {
    // Whoever calls priceOf past the checks gets an error, never an amount Stripe cannot charge.
    const rental = SERVICE_DEFINITIONS["exotic-car-rental"].pricing;
    expect(() => priceOf("exotic-car-rental", rental, { days: 1.0000000001 })).toThrow(RangeError);
    const tv = SERVICE_DEFINITIONS["tv-mounting"].pricing;
    expect(() => priceOf("tv-mounting", tv, {}, { extras: [textLine("Bracket", 1999.5)] })).toThrow(RangeError);
    for (const pounds of [12.4, 22.3, 30.3, 149.9]) {
      const { lines, discount_cents, total_cents } = quote("laundry-service", { pounds, speed: "express" }, true);
      for (const amount of [...lines.map((line) => line.amount_cents), discount_cents, total_cents])
        expect(Number.isInteger(amount)).toBe(true);
    }
  });

  it("gives every service a model whose defaults price at its catalogue starting price", () => {
    for (const id of SERVICE_IDS) {
      const service = getService(id)!;
      const model = SERVICE_DEFINITIONS[id].pricing;
      expect(priceInputProblems(model, defaultInputs(model)), id).toEqual({});
      // Laundry's catalogue price is its rate ("From $1/lb"), tested above.
      if (id === "laundry-service") continue;
      // An hourly service shows its rate; a minimum of more than an hour costs more than that.
      const starting = model.kind === "hourly" ? model.rate : quote(id, {}).total_cents;
      expect(service.price, id).toContain(formatCents(starting).replace(".00", ""));
    }
  });

  it("asks for a card for the rentals and anything estimated over $300", () => {
    expect(cardRequired("slingshot-rental", 30000)).toBe(true);
    expect(cardRequired("massage-service", 30000)).toBe(false);
    expect(cardRequired("massage-service", 30001)).toBe(true);
  });
});

describe("money as the site writes it", () => {
  it("writes cents as dollars with grouping and two decimals, the same on every call", () => {
    for (let round = 0; round < 2; round += 1) {
      expect([formatCents(123450), formatCents(-2000), formatCents(5), formatCents(100_000_00)]).toEqual([
        "$1,234.50",
        "-$20.00",
        "$0.05",
        "$100,000.00",
      ]);
    }
  });
});
