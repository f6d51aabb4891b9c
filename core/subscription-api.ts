import { TZDate } from "@date-fns/tz";
import { format } from "date-fns";
import { z } from "zod";
import { noteText } from "./text-fields";
import { BookingRequestSchema } from "./booking-schema";
import { PACKAGE_IDS, type PackageId } from "./packages";
import { HOTEL_CLEANING_SERVICE_ID } from "./services/ids";
import { BUSINESS_TIME_ZONE } from "./time-slots";

/** The catalogue service whose slots and capacity a subscription's first cleaning uses: the hotel-style cleaning's. */
export const FIRST_CLEANING_SERVICE_ID = HOTEL_CLEANING_SERVICE_ID;

const bookingFields = BookingRequestSchema.shape;
const packageId = z.enum(PACKAGE_IDS, "Please choose a cleaning package.");

/**
 * The subscription wizard's request. Only the package id says what is bought: a price,
 * amount or product name sent by the browser is dropped here and never read.
 */
export const SubscriptionCheckoutSchema = z.object({
  package: packageId,
  firstCleaning: z.object({ date: bookingFields.appointment_date, time: bookingFields.appointment_time }),
  name: bookingFields.customer_name,
  email: bookingFields.customer_email,
  phone: bookingFields.customer_phone,
  address: bookingFields.service_address,
  notes: bookingFields.special_notes,
  /** The same unticked consent to visit texts at the phone as the booking's details step. */
  text_reminders: bookingFields.text_reminders,
  /** The first cleaning's address in parts, beside the line (core/service-address.ts). */
  address_parts: bookingFields.address,
  /** The language of the wizard's page: the first cleaning's and the plan's emails are written in it. */
  locale: bookingFields.locale,
});
export type SubscriptionCheckoutRequest = z.infer<typeof SubscriptionCheckoutSchema>;

export interface SubscriptionCheckoutResponse {
  url: string;
  session_id: string;
}

/**
 * What became of a checkout, from the server's records: paid; still open (`pending`);
 * open after a declined card (`declined`, another card may still pay it); `cancelled` by
 * the customer; `expired` (lapsed, or replaced by a newer checkout).
 */
export type CheckoutOutcome = "paid" | "pending" | "declined" | "cancelled" | "expired";

export interface CheckoutStateResponse {
  status: CheckoutOutcome;
  package: PackageId;
}

/** Cancel on the checkout: the customer's open checkout is closed, unless it was paid meanwhile. */
export interface CheckoutCancelResponse {
  status: "cancelled" | "paid" | "none";
}

export const SubscriptionChangeSchema = z.object({ package: packageId });

export const EmergencyRequestSchema = z.object({
  notes: noteText().max(1000, "Please keep the notes under 1,000 characters.").nullish(),
});

export interface EmergencyResponse {
  request: { id: string; created_at: string };
  message: string;
}

export interface BillingPortalResponse {
  url: string;
}

/** A billing date as the customer reads it, e.g. "December 1, 2026" (the day in New York). */
export function billingDate(date: Date | string): string {
  return format(new TZDate(new Date(date).getTime(), BUSINESS_TIME_ZONE), "MMMM d, yyyy");
}
