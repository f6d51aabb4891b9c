import { Hono } from "hono";
import { getService } from "#core/catalogue";
import { allThreeTyped, OfferQuoteRequestSchema, type OfferQuoteResponse } from "#core/offer-quote";
import { QuoteQuerySchema } from "#core/price-inputs-schema";
import { type PriceInputs, priceInputsOf, type QuoteResponse } from "#core/pricing";
import type { AppEnv } from "../context";
import { rateLimit } from "../middleware/rate-limit";
import { currentUser } from "../middleware/session";
import { Invalid } from "../services/errors";
import { offerForQuote } from "../services/bookings/offer-for-quote";
import { quoteService } from "#core/services/quote";
import { validate } from "../validate";

/**
 * Estimates for a person read the bookings: at most this many per client address, so the
 * estimate is no faster a way than the booking to learn whether an email has booked before
 * (docs/decisions/0027). A customer asks a few times while typing.
 */
const offerQuotesPerClient = {
  key: "offer-quotes",
  limit: 30,
  window: 10 * 60 * 1000,
  message: "Too many estimates from this connection. Please wait a few minutes or call us.",
};

function priced(serviceId: string, inputs: PriceInputs, firstCleaning = false) {
  const service = getService(serviceId);
  if (!service) throw new Invalid("invalid_input", "Please check the highlighted fields.", { service: "This service does not exist." });
  const answer = quoteService(service, priceInputsOf(inputs), { firstCleaning });
  if ("problems" in answer) throw new Invalid("invalid_input", "Please check the highlighted fields.", answer.problems);
  return answer.quote;
}

/**
 * The estimate the booking page shows, from the same function the booking is priced with.
 * GET prices the quantities alone, without the first-time offer. POST prices them for the
 * person asking (the account, and the email, phone and address typed so far, sent in the
 * body rather than the address bar, which logs keep): the server decides whether the offer
 * applies, as the booking will; the booking still decides its own price when it is made.
 */
export const quoteRoutes = new Hono<AppEnv>()
  .get("/", validate("query", QuoteQuerySchema), (c) => {
    const { service, ...inputs } = c.req.valid("query");
    return c.json<QuoteResponse>({ quote: priced(service, inputs) });
  })
  .post("/", rateLimit(offerQuotesPerClient), validate("json", OfferQuoteRequestSchema), async (c) => {
    const { service, customer_email, customer_phone, address, ...inputs } = c.req.valid("json");
    // Quantities are checked before anything is read.
    priced(service, inputs);
    const user = await currentUser(c.var.app, c.req.raw.headers);
    const typed = allThreeTyped({ customer_email, customer_phone, address });
    const offer = await offerForQuote(c.var.app.db, service, { user, typed });
    return c.json<OfferQuoteResponse>({ quote: priced(service, inputs, offer === "applies"), first_cleaning_offer: offer });
  });
