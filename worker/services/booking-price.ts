import { and, inArray, ne, sql } from "drizzle-orm";
import type { BookingRequest } from "../../core/booking-schema";
import type { PriceInputs, Quote } from "../../core/pricing";
import { FIRST_CLEANING_OFFER_SERVICE_IDS, hasFirstCleaningOffer, type Service } from "../../core/service-index";
import { quoteService } from "../../core/service-pricing";
import type { Database } from "../db/client";
import { bookings } from "../db/schema";
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

/**
 * The first-time 20% off: a home cleaning for an email address that has no other home
 * cleaning booked (guest or account, any status but cancelled). The unique index on live
 * offers per address settles two first bookings sent at once (see createBooking).
 */
export async function isFirstCleaning(db: Database, serviceId: string, email: string): Promise<boolean> {
  if (!hasFirstCleaningOffer(serviceId)) return false;
  const [earlier] = await db
    .select({ id: bookings.id })
    .from(bookings)
    .where(
      and(
        sql`lower(${bookings.customerEmail}) = ${email.trim().toLowerCase()}`,
        inArray(bookings.serviceId, [...FIRST_CLEANING_OFFER_SERVICE_IDS]),
        ne(bookings.status, "cancelled"),
      ),
    )
    .limit(1);
  return !earlier;
}

/** D1's message when a second live first-time offer for the same address was refused. */
export function isFirstCleaningTaken(error: unknown): boolean {
  return String(error).includes("bookings_first_cleaning_idx");
}
