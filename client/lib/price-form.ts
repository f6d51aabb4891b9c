import { defaultInputs, inputsOf, type PriceInputName, type PriceInputs, type Quote, SPEEDS, type Speed } from "#core/pricing";
import type { Service } from "#core/service-index";
import { type PriceProblems, quoteService } from "#core/services/quote";
import { SERVICE_DEFINITIONS } from "#core/services/definitions";
import { serviceVisitHours } from "#core/services/visit-hours";

export function pick(values: Record<string, string>, names: readonly string[]): Record<string, string> {
  return Object.fromEntries(Object.entries(values).filter(([name]) => names.includes(name)));
}

export function omit(values: Record<string, string>, names: readonly string[]): Record<string, string> {
  return Object.fromEntries(Object.entries(values).filter(([name]) => !names.includes(name)));
}

/** What the quantity fields hold, as typed: a half-typed "2." is kept, not turned into 2. */
export type QuantityValues = Partial<Record<PriceInputName, string>>;

/** The fields a service's price asks for, filled with its starting quantities. */
export function startingQuantities(service: Service): QuantityValues {
  const defaults = defaultInputs(SERVICE_DEFINITIONS[service.id].pricing);
  return Object.fromEntries(Object.entries(defaults).map(([name, value]) => [name, String(value)]));
}

/** The typed values as the booking request sends them: numbers, and the speed by name. */
export function quantitiesOf(service: Service, values: QuantityValues): PriceInputs {
  const inputs: PriceInputs = {};
  for (const name of inputsOf(SERVICE_DEFINITIONS[service.id].pricing)) {
    const value = (values[name] ?? "").trim();
    if (value === "") continue;
    if (name === "speed") inputs.speed = (SPEEDS as readonly string[]).includes(value) ? (value as Speed) : undefined;
    else inputs[name] = Number(value);
  }
  return inputs;
}

/** Hours the visit will hold its crew as typed (core/services/visit-hours.ts): the times offered must fit them. */
export function visitLengthFor(service: Service, values: QuantityValues): number {
  return serviceVisitHours(service.id, quantitiesOf(service, values));
}

/**
 * The estimate the page shows, from the very function the server prices the booking with
 * (core/pricing.ts), or the fields to fix. An emptied field is a problem here: the server
 * would price it at the starting quantity, which is not what the customer sees typed.
 */
export function estimateFor(service: Service, values: QuantityValues): { quote: Quote } | { problems: PriceProblems } {
  const inputs = quantitiesOf(service, values);
  const missing: PriceProblems = {};
  for (const name of inputsOf(SERVICE_DEFINITIONS[service.id].pricing)) {
    if (inputs[name] === undefined) missing[name] = name === "speed" ? "Please choose standard or express." : `Please enter the ${name}.`;
  }
  if (Object.keys(missing).length > 0) return { problems: missing };
  return quoteService(service, inputs);
}
