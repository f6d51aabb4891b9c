/**
 * How a visit is priced: one function for the booking page, the server's estimate
 * and the amount charged after the visit. Every amount is in cents and computed here from
 * the service's model (core/services/definitions.ts) and the quantities; the server never
 * accepts an amount from the browser.
 */

export const SPEEDS = ["standard", "express"] as const;
export type Speed = (typeof SPEEDS)[number];

/** What a price can depend on, with the same names in the quote query and the booking request. */
export interface PriceInputs {
  bedrooms?: number;
  bathrooms?: number;
  hours?: number;
  pounds?: number;
  speed?: Speed;
  days?: number;
  guests?: number;
}
export type PriceInputName = keyof PriceInputs;

/**
 * Every quantity a price reads, listed once: the server takes these from a request, the pages
 * sort the server's field messages by them. A Record, so a quantity added to PriceInputs and
 * forgotten here does not compile (forgotten, it would price every visit at the minimum).
 */
const PRICE_INPUTS: Record<PriceInputName, true> = {
  bedrooms: true,
  bathrooms: true,
  hours: true,
  pounds: true,
  speed: true,
  days: true,
  guests: true,
};
export const PRICE_INPUT_NAMES = Object.keys(PRICE_INPUTS) as readonly PriceInputName[];

/** The quantities of a request, without the fields it does not give. */
export function priceInputsOf(input: PriceInputs): PriceInputs {
  return Object.fromEntries(PRICE_INPUT_NAMES.filter((name) => input[name] !== undefined).map((name) => [name, input[name]]));
}

interface PerPound {
  /** Cents per pound. */
  rate: number;
  /** The smallest order, in cents. */
  minimum: number;
  /** When the order comes back; the service page and the laundry's duration say it. */
  turnaround: "same-day" | "next-day";
}

export type PricingModel =
  /** One price for the visit, the catalogue's "Starting at". */
  | { kind: "flat"; price: number }
  /** The home cleanings: a 1 bed / 1 bath base and a price per extra room. */
  | { kind: "rooms"; base: number; extraBedroom: number; extraBathroom: number }
  | { kind: "hourly"; rate: number; minimumHours: number; maximumHours: number }
  | { kind: "per_pound"; standard: PerPound; express: PerPound; orderFee: number }
  | { kind: "per_day"; rate: number; maximumDays: number }
  /** A meal for up to `includedGuests`, and a price per guest above that. */
  | { kind: "per_meal"; meal: number; includedGuests: number; extraGuest: number; maximumGuests: number };

/**
 * What each kind of quote line says, as values: a line is stored and answered as a code and
 * its values, and each page, email and receipt writes it in its reader's language
 * (core/i18n/quote-line-text.ts). `text` is a line written by a person (a line the business
 * adds at completion), or an old line no code could be read from: it is shown as written.
 */
export interface QuoteLineValues {
  /** The service's name alone: a flat price. */
  service: Record<string, never>;
  /** A home cleaning's 1 bedroom / 1 bathroom base. */
  rooms_base: Record<string, never>;
  extra_bedrooms: { count: number; rate_cents: number };
  extra_bathrooms: { count: number; rate_cents: number };
  /** Hours billed; `minimum_hours` when fewer were asked and the minimum is billed. */
  hours: { hours: number; rate_cents: number; minimum_hours?: number };
  wash_fold: { speed: Speed; pounds: number; rate_cents: number };
  /** A laundry order under its tier's minimum, billed the minimum. */
  wash_fold_minimum: { speed: Speed; pounds: number; minimum_cents: number };
  service_fee: Record<string, never>;
  days: { days: number; rate_cents: number };
  meal: { guests: number };
  extra_guests: { count: number; rate_cents: number };
  tip: Record<string, never>;
  text: { text: string };
}
export type QuoteLineCode = keyof QuoteLineValues;
export const QUOTE_LINE_CODES = [
  "service",
  "rooms_base",
  "extra_bedrooms",
  "extra_bathrooms",
  "hours",
  "wash_fold",
  "wash_fold_minimum",
  "service_fee",
  "days",
  "meal",
  "extra_guests",
  "tip",
  "text",
] as const satisfies readonly QuoteLineCode[];

export type QuoteLine = {
  [Code in QuoteLineCode]: { code: Code; values: QuoteLineValues[Code]; amount_cents: number };
}[QuoteLineCode];

/** A line written by a person, kept as written in every language. */
export function textLine(text: string, amountCents: number): QuoteLine {
  return { code: "text", values: { text }, amount_cents: amountCents };
}

/** An itemised price: the answer of GET /api/quote, and what a booking stores as its estimate. */
export interface Quote {
  service_id: string;
  lines: QuoteLine[];
  /** The first-time 20% off, as its own line under `discount_label`; 0 when it does not apply. */
  discount_cents: number;
  discount_label?: string;
  total_cents: number;
  /**
   * A final price only: why the first-time offer its booking was made with is not in it (it
   * was found at completion to be the same person's second, docs/decisions/0013), as a code
   * and its values, written in each reader's language (core/i18n/offer-note-text.ts).
   */
  offer_reason?: OfferReason;
  /**
   * The same reason as a sentence, in the language of the request that reads it: answered,
   * never stored (rows stored before offer_reason held the English sentence here).
   */
  offer_note?: string;
}

/** How the earlier booking that used up a person's first-time offer was recognised as theirs. */
export const OFFER_FOUND_BY = ["account", "email", "phone", "address"] as const;
export type OfferFoundBy = (typeof OFFER_FOUND_BY)[number];

/** Why a final price is without the first-time offer: an earlier booking of the same person has it. */
export interface OfferReason {
  code: "offer_used_earlier";
  values: { found_by: OfferFoundBy };
}

/**
 * Whether a visit's final price has the first-time offer, as the server decides it at
 * completion, and why not when it was taken out (`note` is `reason` in the reader's language).
 */
export interface FinalOffer {
  applies: boolean;
  reason: OfferReason | null;
  note: string | null;
}

/** The quantities a model reads, in the order a form asks for them. */
export function inputsOf(model: PricingModel): PriceInputName[] {
  switch (model.kind) {
    case "flat":
      return [];
    case "rooms":
      return ["bedrooms", "bathrooms"];
    case "hourly":
      return ["hours"];
    case "per_pound":
      return ["pounds", "speed"];
    case "per_day":
      return ["days"];
    case "per_meal":
      return ["guests"];
  }
}

export const MAX_ROOMS = 6;
export const MAX_POUNDS = 150;
/** Hours and pounds are counted in these steps (a real visit can run 2.5 hours, a bag weigh 12.4 lb). */
export const HOUR_STEP = 0.5;
export const POUND_STEP = 0.1;

/** A quantity's range for a model, for the form's limits and the field message. */
export function boundsOf(model: PricingModel, name: Exclude<PriceInputName, "speed">): { min: number; max: number; step: number } {
  switch (name) {
    case "bedrooms":
    case "bathrooms":
      return { min: 1, max: MAX_ROOMS, step: 1 };
    case "hours":
      return { min: HOUR_STEP, max: model.kind === "hourly" ? model.maximumHours : 12, step: HOUR_STEP };
    case "pounds":
      return { min: 1, max: MAX_POUNDS, step: POUND_STEP };
    case "days":
      return { min: 1, max: model.kind === "per_day" ? model.maximumDays : 30, step: 1 };
    case "guests":
      return { min: 1, max: model.kind === "per_meal" ? model.maximumGuests : 20, step: 1 };
  }
}

/** What a form starts with, and what a booking made without quantities (the specification's payload) is priced with. */
export function defaultInputs(model: PricingModel): PriceInputs {
  switch (model.kind) {
    case "flat":
      return {};
    case "rooms":
      return { bedrooms: 1, bathrooms: 1 };
    case "hourly":
      return { hours: model.minimumHours };
    case "per_pound":
      return { pounds: model.standard.minimum / model.standard.rate, speed: "standard" };
    case "per_day":
      return { days: 1 };
    case "per_meal":
      return { guests: 2 };
  }
}

/** Field messages for quantities that do not fit the model; empty when they all do. */
export function priceInputProblems(model: PricingModel, inputs: PriceInputs): Partial<Record<PriceInputName, string>> {
  const problems: Partial<Record<PriceInputName, string>> = {};
  const wanted = inputsOf(model);
  for (const name of Object.keys(inputs) as PriceInputName[]) {
    if (inputs[name] !== undefined && !wanted.includes(name)) problems[name] = `This service is not priced by ${name}.`;
  }
  for (const name of wanted) {
    const value = inputs[name];
    if (value === undefined) continue;
    if (name === "speed") {
      if (!(SPEEDS as readonly unknown[]).includes(value)) problems.speed = "Please choose standard or express.";
      continue;
    }
    const { min, max, step } = boundsOf(model, name);
    const number = value as number;
    if (!Number.isFinite(number) || number < min || number > max || !isOnStep(number, step)) {
      problems[name] =
        step < 1
          ? `Please enter ${name} from ${min} to ${max} in steps of ${step}.`
          : `Please enter a whole number of ${name} from ${min} to ${max}.`;
    }
  }
  return problems;
}

/**
 * Whether a quantity is exactly a multiple of its step as people write it (2.5 hours, 12.4 lb,
 * 3 days). The nearest multiple is written with the step's decimals and must read back as the
 * very number given: a tolerance let 1.0000000001 days through, priced at fractions of a cent.
 */
function isOnStep(value: number, step: number): boolean {
  const decimals = String(step).split(".")[1]?.length ?? 0;
  return Number((Math.round(value / step) * step).toFixed(decimals)) === value;
}

/**
 * The number formats money is written with, each made on first use and then reused:
 * toLocaleString makes a new one on every call, which was about a tenth of a booking
 * request's CPU in the worker (a quote writes a dozen amounts).
 */
const moneyFormats: { cents?: Intl.NumberFormat; whole?: Intl.NumberFormat } = {};

/** Dollars as the site writes them: "$1,234.50", and "$20" for whole dollars in rates. */
export function formatCents(cents: number): string {
  const sign = cents < 0 ? "-" : "";
  moneyFormats.cents ??= new Intl.NumberFormat("en-US", { minimumFractionDigits: 2, maximumFractionDigits: 2 });
  return `${sign}$${moneyFormats.cents.format(Math.abs(cents) / 100)}`;
}

/** A rate as the site writes it: whole dollars without cents ("$20", "$2,300"), others as formatCents. */
export function formatRate(cents: number): string {
  if (cents % 100 !== 0) return formatCents(cents);
  moneyFormats.whole ??= new Intl.NumberFormat("en-US");
  return `$${moneyFormats.whole.format(cents / 100)}`;
}

export function plural(count: number, one: string, many = `${one}s`): string {
  return `${count} ${count === 1 ? one : many}`;
}

/** The share of the first-time offer ("20% off their initial cleaning"). */
export const FIRST_CLEANING_DISCOUNT_PERCENT = 20;
export const FIRST_CLEANING_DISCOUNT_LABEL = `First cleaning: ${FIRST_CLEANING_DISCOUNT_PERCENT}% off`;

/**
 * The itemised price of a visit. Quantities are the model's defaults where not given, and
 * must already fit the model (see priceInputProblems). `firstCleaning` is the server's
 * decision that this is the customer's first home cleaning; `extras` are lines the business
 * adds when it completes a visit, which the offer does not cover.
 */
export function priceOf(
  serviceId: string,
  model: PricingModel,
  given: PriceInputs,
  options: { firstCleaning?: boolean; extras?: readonly QuoteLine[] } = {},
): Quote {
  const inputs = { ...defaultInputs(model), ...given };
  const booked = linesOf(model, inputs);
  const lines = [...booked, ...(options.extras ?? [])];
  for (const line of lines) wholeCents(line.amount_cents, line.code);
  const sum = (of: readonly QuoteLine[]) => of.reduce((total, line) => total + line.amount_cents, 0);
  const subtotal = sum(lines);
  // The offer is on the cleaning booked; lines the business adds at completion are charged in
  // full (docs/decisions/0025-first-time-offer-and-extras.md).
  const discount = options.firstCleaning ? Math.round((sum(booked) * FIRST_CLEANING_DISCOUNT_PERCENT) / 100) : 0;
  return {
    service_id: serviceId,
    lines,
    discount_cents: discount,
    ...(discount > 0 ? { discount_label: FIRST_CLEANING_DISCOUNT_LABEL } : {}),
    total_cents: wholeCents(subtotal - discount, "total"),
  };
}

/**
 * Every amount a quote answers passes here: a card can only be charged whole cents, so a
 * fraction (a quantity that skipped priceInputProblems, an extra line not checked as cents)
 * is a bug to stop loudly, never an amount to store, email or send to Stripe.
 */
function wholeCents(amount: number, what: string): number {
  if (!Number.isSafeInteger(amount)) throw new RangeError(`The amount of "${what}" is not a whole number of cents: ${amount}`);
  return amount;
}

/** Multiplies a rate by a quantity counted in tenths or halves, rounding to the cent once. */
function times(cents: number, quantity: number): number {
  return Math.round(cents * quantity);
}

function linesOf(model: PricingModel, inputs: PriceInputs): QuoteLine[] {
  const none = {};
  switch (model.kind) {
    case "flat":
      return [{ code: "service", values: none, amount_cents: model.price }];
    case "rooms": {
      const bedrooms = inputs.bedrooms ?? 1;
      const bathrooms = inputs.bathrooms ?? 1;
      const lines: QuoteLine[] = [{ code: "rooms_base", values: none, amount_cents: model.base }];
      if (bedrooms > 1)
        lines.push({
          code: "extra_bedrooms",
          values: { count: bedrooms - 1, rate_cents: model.extraBedroom },
          amount_cents: (bedrooms - 1) * model.extraBedroom,
        });
      if (bathrooms > 1)
        lines.push({
          code: "extra_bathrooms",
          values: { count: bathrooms - 1, rate_cents: model.extraBathroom },
          amount_cents: (bathrooms - 1) * model.extraBathroom,
        });
      return lines;
    }
    case "hourly": {
      const hours = inputs.hours ?? model.minimumHours;
      const billed = Math.max(hours, model.minimumHours);
      const minimum = hours < model.minimumHours ? { minimum_hours: model.minimumHours } : {};
      return [{ code: "hours", values: { hours: billed, rate_cents: model.rate, ...minimum }, amount_cents: times(model.rate, billed) }];
    }
    case "per_pound": {
      const speed = inputs.speed ?? "standard";
      const tier = model[speed];
      const pounds = inputs.pounds ?? tier.minimum / tier.rate;
      const weighed = times(tier.rate, pounds);
      const washed: QuoteLine =
        weighed >= tier.minimum
          ? { code: "wash_fold", values: { speed, pounds, rate_cents: tier.rate }, amount_cents: weighed }
          : { code: "wash_fold_minimum", values: { speed, pounds, minimum_cents: tier.minimum }, amount_cents: tier.minimum };
      return [washed, { code: "service_fee", values: none, amount_cents: model.orderFee }];
    }
    case "per_day": {
      const days = inputs.days ?? 1;
      return [{ code: "days", values: { days, rate_cents: model.rate }, amount_cents: days * model.rate }];
    }
    case "per_meal": {
      const guests = inputs.guests ?? 1;
      const lines: QuoteLine[] = [{ code: "meal", values: { guests: model.includedGuests }, amount_cents: model.meal }];
      const extra = guests - model.includedGuests;
      if (extra > 0)
        lines.push({
          code: "extra_guests",
          values: { count: extra, rate_cents: model.extraGuest },
          amount_cents: extra * model.extraGuest,
        });
      return lines;
    }
  }
}

export interface QuoteResponse {
  quote: Quote;
}
