import type { BookingRequest } from "../../core/booking-schema";
import type { PriceInputs, Quote } from "../../core/pricing";
import type { Service } from "../../core/service-index";
import { quoteService } from "../../core/service-pricing";
import { Invalid } from "./errors";

/** The quantities of a booking request, without the fields it does not give. */
export function priceInputsOf(input: PriceInputs): PriceInputs {
  const { bedrooms, bathrooms, hours, pounds, speed, days, guests } = input;
  const all: PriceInputs = { bedrooms, bathrooms, hours, pounds, speed, days, guests };
  return Object.fromEntries(Object.entries(all).filter(([, value]) => value !== undefined));
}

/** The server's price of a requested visit; quantities that do not fit the service are refused at their fields. */
export function estimateOf(service: Service, input: BookingRequest, firstCleaning: boolean): { priceInputs: PriceInputs; estimate: Quote } {
  const priceInputs = priceInputsOf(input);
  const priced = quoteService(service, priceInputs, { firstCleaning });
  if ("problems" in priced) throw new Invalid("invalid_input", "Please check the highlighted fields.", priced.problems);
  return { priceInputs, estimate: priced.quote };
}
