import type { JobPhoto } from "./job-photos";
import { z } from "zod";
import type { BookingBasics } from "./booking-schema";
import type { JobProgress } from "./staff-api";
import { calendarDateField } from "./date-fields";
import type { BookingPayment } from "./payments-api";
import type { AddressParts } from "./service-address";
import { BOOKING_SLOTS } from "./time-slots";
import { slotField } from "./slot-field";

/** A customer moving their own booking: only the new date and time are accepted. */
export const RescheduleRequestSchema = z.object({
  appointment_date: calendarDateField("Please choose a date."),
  appointment_time: slotField(BOOKING_SLOTS, "Please choose a time."),
});
export type RescheduleRequest = z.infer<typeof RescheduleRequestSchema>;

/** The token of the signed link in the confirmation email, for customers without an account. */
export const ManageTokenQuerySchema = z.object({ token: z.string().min(1).max(100).optional() });

/** A booking as its customer sees it. */
export interface MyBooking extends BookingBasics {
  /** The visit's start, ISO 8601, so the page can apply the 24-hour rule as time passes. */
  starts_at: string;
  /** held_for_checkout: a subscription's first cleaning while its checkout is open. */
  status: "held_for_checkout" | "pending" | "confirmed" | "cancelled" | "completed";
  customer_name: string;
  customer_email: string;
  customer_phone: string;
  service_address: string;
  special_notes: string | null;
  /** Still pending or confirmed and at least 24 hours away when the server answered. */
  can_change: boolean;
  /** Hours the visit holds its crew (core/services/visit-hours.ts): a new time must have them all free before closing. */
  length_hours: number;
  /** The card on file, the final price once completed, what was paid, refunded and tipped. */
  payment: BookingPayment;
  /** Who is coming, once a crew member or vendor has the job. */
  provider: BookingProvider | null;
  /** Photos of the finished work from its provider, served by the worker to this customer only. */
  photos: JobPhoto[];
  /** What the provider or the business noted when completing the visit. */
  completion_note: string | null;
}

/** The provider's first name and how far they are with the visit. */
export interface BookingProvider {
  first_name: string;
  progress: JobProgress;
}

export interface MyBookingsResponse {
  /** Pending or confirmed visits still to come, soonest first. */
  upcoming: MyBooking[];
  /** Visits that took place or were cancelled, latest first. */
  past: MyBooking[];
  /** Phone and address of the latest booking, to prefill the next one. */
  last_details: { customer_phone: string; service_address: string } | null;
  /**
   * The customer's last distinct addresses in parts (newest first, at most 5), offered by the
   * booking form; never their access instructions, which only the team reads.
   */
  saved_addresses: AddressParts[];
}

export interface MyBookingResponse {
  booking: MyBooking;
}
