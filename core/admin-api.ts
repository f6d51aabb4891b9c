import type { JobPhoto } from "./job-photos";
import { z } from "zod";
import { lineText } from "./text-fields";
import type { FinalOffer, PriceInputs, Quote } from "./pricing";
import { calendarDateField } from "./date-fields";
import { RescheduleRequestSchema } from "./my-bookings";
import type { AdminBookingPayment } from "./payments-api";
import type { AdminBuilding } from "./buildings";
import type { AddressParts } from "./service-address";

/** The admin console's API: query and body schemas (used by the routes) and answers (read by the page). */

export const ADMIN_PAGE_SIZE = 20;

const isoDate = calendarDateField("Use a date like 2026-12-01.");
const page = z.coerce.number().int().min(1).max(10_000).default(1);
const blankToUndefined = (value: unknown) => (value === "" ? undefined : value);

export const BOOKING_STATUS_FILTERS = ["pending", "confirmed", "cancelled", "completed"] as const;

export const BookingListQuerySchema = z.object({
  status: z.preprocess(blankToUndefined, z.enum(BOOKING_STATUS_FILTERS).optional()),
  from: z.preprocess(blankToUndefined, isoDate.optional()),
  to: z.preprocess(blankToUndefined, isoDate.optional()),
  service: z.preprocess(blankToUndefined, z.string().max(60).optional()),
  q: z.preprocess(blankToUndefined, z.string().trim().max(100).optional()),
  page,
});
export type BookingListQuery = z.infer<typeof BookingListQuerySchema>;

const BOOKING_ACTIONS = ["confirm", "complete", "cancel"] as const;
export type BookingAction = (typeof BOOKING_ACTIONS)[number];
export const BookingActionSchema = z.object({ action: z.enum(BOOKING_ACTIONS, "Choose confirm, complete or cancel.") });

export const CrewAssignmentSchema = z.object({
  crewName: lineText("Please enter the crew's name.")
    .min(1, "Please enter the crew's name.")
    .max(80, "Please keep the crew name under 80 characters."),
});

export const VendorListQuerySchema = z.object({
  status: z.preprocess(blankToUndefined, z.enum(["pending", "approved", "rejected"]).optional()),
  page,
});
export const VendorDecisionSchema = z.object({ decision: z.enum(["approved", "rejected"], "Choose approve or reject.") });

export const EmailLogQuerySchema = z.object({
  status: z.preprocess(
    blankToUndefined,
    z.enum(["pending", "queued", "sending", "sent", "delivered", "stored", "failed", "dead"]).optional(),
  ),
  page,
});

/** Subscribers: one page, optionally those whose name or email contains `q`. */
/** A stored message's id in a console path. */
export const MessageIdParamSchema = z.object({ id: z.string().min(1).max(100) });

export const SubscriberListQuerySchema = z.object({
  q: z.preprocess(blankToUndefined, z.string().trim().max(100, "Please keep the search under 100 characters.").optional()),
  page,
});

/**
 * An admin moving a booking: the customer's own reschedule fields, so the date check and the
 * booking horizon are the same; the server skips the customer's 24-hour rule, not the past.
 */
export type SubscriberListQuery = z.infer<typeof SubscriberListQuerySchema>;

export const AdminRescheduleSchema = RescheduleRequestSchema;

export interface Paged {
  page: number;
  pageSize: number;
  total: number;
}

/** One admin action, as shown in a record's history. */
export interface AuditEntry {
  actorEmail: string;
  action: string;
  detail: string | null;
  at: string;
}

export interface AdminBooking {
  reference: string;
  serviceId: string;
  serviceTitle: string;
  servicePrice: string;
  appointmentDate: string;
  appointmentTime: string;
  /** The visit's start, ISO 8601 (the visit can be completed from then on). */
  startsAt: string;
  /** Hours the visit holds its crew (core/services/visit-hours.ts). */
  lengthHours: number;
  /** What the provider or the business noted when completing it. */
  completionNote: string | null;
  status: string;
  customerName: string;
  customerEmail: string;
  customerPhone: string;
  serviceAddress: string;
  /** The area whose crews go; null for a booking whose ZIP is unknown. */
  area: string | null;
  /** The address in parts; null for bookings made before parts existed (their one-line address stands). */
  addressParts: AddressParts | null;
  specialNotes: string | null;
  /** The price computed when it was booked; null for a plan's cleaning and older bookings. */
  estimate: Quote | null;
  /** The quantities the customer asked for, where the completion form starts. */
  priceInputs: PriceInputs | null;
  /** Who does it: the staff member's name, or a crew name typed before staff accounts. */
  crewName: string | null;
  /** The staff account doing it; null for an old free-text crew name or nobody. */
  providerId: string | null;
  createdAt: string;
}

export interface AdminBookingList extends Paged {
  bookings: AdminBooking[];
  /** The first visit date listed: the `from` filter, else today in New York when no date filter is set. */
  startsFrom: string | null;
  /** By visit time; latest first only when the filters give an end date and no start. */
  order: "soonest-first" | "latest-first";
}

export interface AdminBookingDetail {
  booking: AdminBooking;
  history: AuditEntry[];
  /** Which actions the booking's status allows now. */
  allowedActions: BookingAction[];
  /** Whether the business can still move it to another date or time (pending or confirmed). */
  canReschedule: boolean;
  /** The visit's money, with the last charge error for the retry button. */
  payment: AdminBookingPayment;
  /** The way in (codes included), opened for the admin only: never in a list, an email or a calendar file. */
  accessNotes: string | null;
  /** The provider's photos of the finished work. */
  photos: JobPhoto[];
  /** Whether completing it now prices the first-time offer, decided as the completion decides it, so the form previews what is charged. */
  firstCleaningOffer: FinalOffer;
}

export interface BookingActionResponse extends AdminBookingDetail {
  /** The customer's email about this change, if one was due. */
  email: { status: string } | null;
}

/** The day-view source (and crew assignments' visit type) of subscription cleanings: the admin can name their crew in the day view. */
export const SCHEDULE_VISIT_SOURCE = "schedule";

export interface DayVisit {
  source: string;
  id: string;
  reference: string | null;
  serviceId: string;
  title: string;
  customerName: string;
  address: string;
  status: string;
  crewName: string | null;
  /** Its member could not come (time off, deactivated) and no other member was free: the owner finds someone. */
  needsCrew: boolean;
  /** The day-before reminder (email or text) failed or gave up: the owner may want to call. */
  reminderFailed: boolean;
  /** Where and how the crew gets in, for a booking with its address in parts (codes opened for the admin). */
  place?: { area: string | null; parts: AddressParts; accessNotes: string | null };
}

export interface DaySlot {
  time: string;
  visits: DayVisit[];
  /** Per service with a visit in this slot: places taken and left. */
  capacity: { serviceId: string; title: string; taken: number; free: number }[];
}

/** One New York day of the day view: the day asked, or today. */
export interface DayViewResponse {
  date: string;
  /** The directory's entries of the buildings these visits are in (by name): desk phone, lift hours, entry. */
  buildings: AdminBuilding[];
  slots: DaySlot[];
}

export interface AdminVendorApplication {
  id: string;
  name: string;
  company: string | null;
  serviceType: string;
  email: string;
  phone: string;
  hearAboutUs: string | null;
  message: string;
  status: string;
  decidedBy: string | null;
  decidedAt: string | null;
  createdAt: string;
  /**
   * The account that already uses the applicant's email, if any: anyone can type any address
   * into the form, so approving only invites, and the console says whose mailbox it is.
   */
  existingAccount: ExistingAccount | null;
}

/** What an existing account with an application's email is: the owner's, a staff member's (by role), or a customer's. */
export type ExistingAccount = "admin" | "crew" | "vendor" | "customer";

export interface AdminVendorList extends Paged {
  applications: AdminVendorApplication[];
}

export interface AdminVendorDetail {
  application: AdminVendorApplication;
  history: AuditEntry[];
}

/** An approval or a rejection, with the applicant's email about it. */
export interface VendorDecisionResponse extends AdminVendorDetail {
  email: { status: string };
}

export interface AdminSubscriber {
  subscriptionId: string;
  name: string;
  email: string;
  packageId: string;
  plan: string;
  status: string;
  /** End of the paid period: when Stripe bills next, unless cancelling. */
  nextBillingDate: string | null;
  cancelAtPeriodEnd: boolean;
}

export interface AdminSubscriberList extends Paged {
  subscribers: AdminSubscriber[];
}

export interface AdminEmail {
  id: string;
  /** "email" or "sms" (a text: its subject is empty). */
  channel: string;
  kind: string;
  to: string;
  subject: string;
  status: string;
  error: string | null;
  attempts: number;
  createdAt: string;
  sentAt: string | null;
}

/**
 * One message with its body: the stored copy, or (for a message past the 90 days a body is
 * kept) the body rendered again from its template and values, `rerendered` saying which.
 */
export interface AdminMessage extends AdminEmail {
  html: string;
  text: string;
  rerendered: boolean;
}

/** Every message about one booking, emails and texts, oldest first. */
export interface AdminBookingMessages {
  messages: AdminEmail[];
}

export interface AdminEmailList extends Paged {
  emails: AdminEmail[];
}

/** A crew named for one visit of a subscriber's cleaning schedule (a day-view visit of source "schedule"). */
export interface ScheduleVisitCrewResponse {
  id: string;
  crewName: string;
  /** The member's account the cleaning is now given to. */
  providerId: string;
}
