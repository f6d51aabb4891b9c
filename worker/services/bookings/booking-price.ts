import type { BookingInput } from "#core/booking-schema";
import { type PriceInputs, priceInputsOf, type Quote } from "#core/pricing";
import type { Service } from "#core/service-index";
import { quoteService } from "#core/services/quote";
import { Invalid } from "../errors";

/** The server's price of a requested visit; quantities that do not fit the service are refused at their fields. */
export function estimateOf(service: Service, input: BookingInput, firstCleaning: boolean): { priceInputs: PriceInputs; estimate: Quote } {
  const priceInputs = priceInputsOf(input);
  const priced = quoteService(service, priceInputs, { firstCleaning });
  if ("problems" in priced) throw new Invalid("invalid_input", "Please check the highlighted fields.", priced.problems);
  return { priceInputs, estimate: priced.quote };
}
