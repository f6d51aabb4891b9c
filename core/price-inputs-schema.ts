import { z } from "zod";
import { SPEEDS } from "./pricing";

/** A quantity from JSON (a number) or a query string (its digits); empty means not given. */
const quantity = z.preprocess(
  (value) => (value === "" || value === null ? undefined : typeof value === "string" ? Number(value) : value),
  z.number("Please enter a number.").finite("Please enter a number.").optional(),
);

/**
 * The quantities a price depends on, with the same names in GET /api/quote and the booking
 * request. Which ones a service takes, and their ranges, are its pricing model's to check
 * (priceInputProblems), so a 0-hour massage is refused at its field.
 */
export const PriceInputsSchema = z.object({
  bedrooms: quantity,
  bathrooms: quantity,
  hours: quantity,
  pounds: quantity,
  speed: z.preprocess((value) => (value === "" ? undefined : value), z.enum(SPEEDS, "Please choose standard or express.").optional()),
  days: quantity,
  guests: quantity,
});

export const QuoteQuerySchema = PriceInputsSchema.extend({
  service: z.string().min(1, "Please choose a service.").max(60, "Please choose a service."),
});
