import { Hono } from "hono";
import { getService } from "../../core/catalogue";
import { QuoteQuerySchema } from "../../core/price-inputs-schema";
import { priceInputsOf, type QuoteResponse } from "../../core/pricing";
import type { AppEnv } from "../context";
import { Invalid } from "../services/errors";
import { quoteService } from "../../core/services/quote";
import { validate } from "../validate";

/**
 * The estimate the booking page shows as the quantities change, from the same function the
 * booking is priced with. The first-time 20% off is decided when the booking is made (it
 * depends on the email address, which a quote does not ask for), so a quote leaves it out.
 */
export const quoteRoutes = new Hono<AppEnv>().get("/", validate("query", QuoteQuerySchema), (c) => {
  const { service: serviceId, ...inputs } = c.req.valid("query");
  const service = getService(serviceId);
  if (!service) throw new Invalid("invalid_input", "Please check the highlighted fields.", { service: "This service does not exist." });
  const priced = quoteService(service, priceInputsOf(inputs));
  if ("problems" in priced) throw new Invalid("invalid_input", "Please check the highlighted fields.", priced.problems);
  return c.json<QuoteResponse>({ quote: priced.quote });
});
