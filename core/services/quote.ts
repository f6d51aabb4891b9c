import {
  type FinalOffer,
  priceInputProblems,
  priceOf,
  type PriceInputName,
  type PriceInputs,
  type Quote,
  type QuoteLine,
  textLine,
} from "../pricing";
import { SERVICE_DEFINITIONS } from "./definitions";
import type { ServiceId } from "./ids";

export type PriceProblems = Partial<Record<PriceInputName, string>>;

/** A service's itemised price for these quantities, or the fields that do not fit its model. */
export function quoteService(
  service: { id: ServiceId; title: string },
  inputs: PriceInputs,
  options: { firstCleaning?: boolean; extras?: readonly QuoteLine[] } = {},
): { quote: Quote } | { problems: PriceProblems } {
  const model = SERVICE_DEFINITIONS[service.id].pricing;
  const problems = priceInputProblems(model, inputs);
  if (Object.keys(problems).length > 0) return { problems };
  return { quote: priceOf(service.id, model, inputs, options) };
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
  extras?: readonly { label: string; amount_cents: number }[],
): { quote: Quote } | { problems: PriceProblems } {
  // The business writes its lines in its own words: they are kept as written in every language.
  const lines = extras?.map((extra) => textLine(extra.label, extra.amount_cents));
  const priced = quoteService(service, inputs, { firstCleaning: offer.applies, extras: lines });
  // The reason is kept as its code: each reader sees it in their own language.
  if ("problems" in priced || !offer.reason) return priced;
  return { quote: { ...priced.quote, offer_reason: offer.reason } };
}
