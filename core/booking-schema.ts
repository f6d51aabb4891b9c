import { z } from "zod";
import { lineText, noteText } from "./text-fields";
import { calendarDateField } from "./date-fields";
import { phoneField } from "./phone-field";
import { PriceInputsSchema } from "./price-inputs-schema";
import type { Quote } from "./pricing";
import { ServiceAddressSchema, ZipSchema } from "./service-address";
import type { ServiceLocation } from "./services/areas";
import { BOOKING_SLOTS } from "./time-slots";
import { slotField } from "./slot-field";
import { localeField } from "./i18n/locale-field";

/** Room for a house number and a street name ("9 Elm" is 5); a stray character or two is refused. */
const MIN_ADDRESS_LENGTH = 5;

/**
 * The single-service booking form, with the specification's payload names and the quantities its price
 * needs (core/pricing.ts). Price, amount and title are never accepted.
 */
export const NAME_MESSAGE = "Please enter your full name.";
export const EMAIL_MESSAGE = "Please enter a valid email address.";
export const SERVICE_ADDRESS_MESSAGE = "Please enter the service address.";

export const BookingRequestSchema = z.object({
  service_id: z.string().trim().min(1, "Please choose a service.").max(60, "Please choose a service."),
  appointment_date: calendarDateField("Please choose a date."),
  appointment_time: slotField(BOOKING_SLOTS, "Please choose a time."),
  customer_name: lineText(NAME_MESSAGE).min(1, NAME_MESSAGE).max(120, "Please keep the name under 120 characters."),
  customer_email: z.string().trim().pipe(z.email(EMAIL_MESSAGE)),
  customer_phone: phoneField(),
  service_address: lineText(SERVICE_ADDRESS_MESSAGE)
    .min(1, SERVICE_ADDRESS_MESSAGE)
    .min(MIN_ADDRESS_LENGTH, `Please enter the full service address (at least ${MIN_ADDRESS_LENGTH} characters).`)
    .max(300, "Please keep the address under 300 characters."),
  special_notes: noteText().max(2000, "Please keep the notes under 2,000 characters.").nullish(),
  ...PriceInputsSchema.shape,
  /**
   * The address in parts (core/service-address.ts), beside the one-line service_address.
   * Optional so that clients sending only the line keep working; the server then reads the
   * area from a ZIP at the end of the line.
   */
  address: ServiceAddressSchema.optional(),
  /**
   * A signed-in customer's saved card (an id of GET /api/wallet/cards) the visit is charged
   * to after it happens, chosen before Confirm; the server checks it is the account's.
   */
  card_id: z.string().trim().min(1, "Please choose one of your saved cards.").max(100, "Please choose one of your saved cards.").optional(),
  /**
   * The consent to visit texts (the day-before reminder) at the phone above, unticked unless
   * the person ticks it; the phone must then be a US mobile number (checked by the server).
   */
  text_reminders: z.boolean().optional(),
  /** The language of the page it was booked from: the booking's emails, texts and calendar file are written in it. */
  locale: localeField,
});
export type BookingRequest = z.infer<typeof BookingRequestSchema>;
/** A booking as the server books it: one it makes itself (a plan's first cleaning, a test) may leave out the language (English). */
export type BookingInput = Omit<BookingRequest, "locale"> & Partial<Pick<BookingRequest, "locale">>;

export const AvailabilityQuerySchema = z.object({
  service: z.string().min(1).max(60),
  date: calendarDateField("Use a date like 2026-12-01."),
  /** The visit's ZIP: its area's places. Without it, the area with the most free places answers. */
  zip: ZipSchema.optional(),
  /**
   * Hours the visit holds its crew (core/services/visit-hours.ts, from the quantities typed or the
   * booking being moved): only slots where all of them are free and end by closing are offered.
   */
  length: z.coerce.number().int().min(1).max(12).optional(),
});

export type EmailOutcome = "sent" | "failed";

/** What every answer about a booking starts with: its reference, service and slot. */
export interface BookingBasics {
  reference: string;
  service_id: string;
  service_title: string;
  service_price: string;
  appointment_date: string;
  /** The slot as the English pages name it, "3:00 PM" (what the booking request sends). */
  appointment_time: string;
  /** The same slot as a New York wall clock, "15:00": what is stored, and what each language formats. */
  appointment_clock: string;
  /** The itemised price computed when it was booked; null for a plan's cleaning and bookings older than prices. */
  estimate: Quote | null;
}

export interface BookingSummary extends BookingBasics {
  status: string;
  customer_name: string;
  customer_email: string;
  created_at: string;
  calendar_url: string;
  /** The signed link of the confirmation email to its manage page, for whoever just booked it (guests have no other way there). */
  manage_url: string;
}

export interface BookingResponse {
  booking: BookingSummary;
  emails: { customer: EmailOutcome; admin: EmailOutcome };
}

export interface SlotAvailability {
  time: string;
  available: boolean;
  remaining: number;
  /** past: started or passed; too_soon: inside the minimum notice; full: no crew left. */
  reason?: "past" | "too_soon" | "full";
}

export interface AvailabilityResponse {
  service_id: string;
  date: string;
  /**
   * The area whose places these are: the ZIP's, or (without a ZIP) the one with the most
   * free places that day. The schedules' list (one customer's own area) leaves it out.
   */
  area?: ServiceLocation;
  area_from?: "zip" | "most_free";
  slots: SlotAvailability[];
}
