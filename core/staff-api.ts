import type { CrewCover } from "./crew-cover-api";
import { z } from "zod";
import { lineText, noteText } from "./text-fields";
import { CompletionNoteField } from "./completion-note";
import { PriceInputsSchema } from "./price-inputs-schema";
import type { FinalOffer, PriceInputs, Quote } from "./pricing";
import { isServiceId } from "./services/ids";
import type { StaffRole } from "./staff";
import type { StaffSchedule } from "./staff-hours";

/** The admin's Staff view and the work portal's API: body schemas (used by the routes) and answers (read by the pages). */

const serviceIds = z
  .array(z.string().refine(isServiceId, "Please choose services from the catalogue."))
  .max(40)
  .transform((ids) => [...new Set(ids)]);

/** The admin invites a crew member: they choose their password from the emailed link. */
export const CrewInvitationSchema = z.object({
  email: z.string().trim().toLowerCase().pipe(z.email("Please enter a valid email address.")),
  firstName: lineText("Please enter the first name.")
    .min(1, "Please enter the first name.")
    .max(60, "Please keep the first name under 60 characters."),
  lastName: lineText("Please enter the last name.")
    .min(1, "Please enter the last name.")
    .max(60, "Please keep the last name under 60 characters."),
  serviceIds: serviceIds.optional(),
});

export const StaffServicesSchema = z.object({ serviceIds });

/** The invitation's token from the emailed link, sent back by the work portal's page while signed in. */
export const StaffInvitationAcceptSchema = z.object({
  token: z
    .string("Please open the link from the invitation email.")
    .trim()
    .min(1, "Please open the link from the invitation email.")
    .max(200),
});

/**
 * Where a staff row stands: "invited" grants nothing until the person accepts the emailed
 * invitation signed in to that address; "active" opens the work portal; "deactivated" closes
 * it for good (the account stays a customer account).
 */
export type StaffStatus = "invited" | "active" | "deactivated";

/** How long an emailed staff invitation works. */
export const INVITATION_DAYS = 7;

/** The admin sends a booking to a staff member (crew or vendor). */
export const ProviderAssignmentSchema = z.object({ providerId: z.string().trim().min(1, "Please choose who does this job.").max(100) });

/** A member, with when and where they work (their time off from today on). */
export interface StaffMember extends StaffSchedule {
  userId: string;
  email: string;
  firstName: string;
  lastName: string;
  role: StaffRole;
  serviceIds: string[];
  status: StaffStatus;
  /** Whether the role works now: status "active". */
  active: boolean;
  /** Until when an invited member's emailed link works; null once accepted or withdrawn. */
  invitationExpiresAt: string | null;
  /** Whether they have chosen a password (an invitee who has not yet cannot sign in). */
  passwordSet: boolean;
  /** Customers' ratings of their jobs: the average (null before the first), how many, the latest comment. */
  rating: { average: number | null; count: number; latestComment: string | null };
  createdAt: string;
}

export interface StaffList {
  staff: StaffMember[];
}

export interface StaffDeactivation extends CrewCover {
  member: StaffMember;
  /** References of the future jobs that went back to unassigned: nobody else was free (needs_crew). */
  unassigned: string[];
}

/** Who a signed-in staff member is, for the portal's header. */
export interface WorkMe {
  firstName: string;
  role: StaffRole;
  serviceIds: string[];
}

/** The state of a job as the provider and the customer see it. */
export type JobProgress = "assigned" | "on_the_way" | "started" | "completed";

/** What a job's first steps wait for: the business to confirm the booking, or the visit's own day. */
export type JobStepsWait = "confirmation" | "visit_day";

export interface WorkJob {
  reference: string;
  serviceId: string;
  serviceTitle: string;
  appointmentDate: string;
  appointmentTime: string;
  startsAt: string;
  status: string;
  progress: JobProgress;
  address: string;
  notes: string | null;
  /** Only from the day before the visit (New York), so providers do not collect customers' numbers. */
  customer: { firstName: string; phone: string } | null;
  /** The day from which the customer's first name and phone show. */
  contactFrom: string;
  /**
   * The way in (codes included), parking and pets, for the provider of the job only and, like
   * the phone, from the day before the visit until it is done; null before, after, or for an
   * address given on one line.
   */
  place: { wayIn: string; parking: string | null; pets: string | null } | null;
  estimate: Quote | null;
  /** The quantities the customer booked, where the completion form starts. */
  priceInputs: PriceInputs | null;
  /** Whether Complete is open: the visit has started and the business has confirmed it. */
  canComplete: boolean;
  /** The bedrooms and bathrooms booked, when the service is priced by them. */
  size: { bedrooms: number; bathrooms: number } | null;
  /** The owner's notes on the building from the directory, when the address names a building listed there. */
  building: {
    conciergePhone: string | null;
    serviceElevatorHours: string | null;
    entryInstructions: string | null;
    parkingInstructions: string | null;
    notes: string | null;
  } | null;
  /** A Google Maps search of the address. */
  mapsUrl: string;
  /** What "On my way" and "Start" wait for, or null when they are open (the visit's own day, confirmed). */
  stepsWaitFor: JobStepsWait | null;
  /**
   * Whether completing it now prices the first-time offer, decided as the completion decides
   * it (not applying while Complete is closed), so the form previews what is charged.
   */
  firstCleaningOffer: FinalOffer;
}

export interface WorkJobs {
  today: WorkJob[];
  /** The first page of the jobs after today; `moreUpcoming` asks for the next (GET /api/work/jobs/upcoming), null when none. */
  upcoming: WorkJob[];
  moreUpcoming: string | null;
  done: WorkJob[];
}

/** An unassigned booking offered to a vendor: no address or customer until it is theirs. */
export interface JobOffer {
  reference: string;
  serviceId: string;
  serviceTitle: string;
  appointmentDate: string;
  appointmentTime: string;
  startsAt: string;
  estimate: Quote | null;
  /** The area whose vendors it is offered to ("Miami"); null when its ZIP is unknown. */
  area: string | null;
  /** The city and ZIP ("Miami 33131"): where, without the street, before the job is taken. */
  neighbourhood: string | null;
  /** The home's size, for the services priced by it. */
  bedrooms: number | null;
  bathrooms: number | null;
  /** Hours the visit holds its provider (core/services/visit-hours.ts). */
  lengthHours: number;
  /** What the provider earns for it, tips apart (core/offer-details.ts). */
  earningsCents: number | null;
}

export interface JobOffers {
  offers: JobOffer[];
}

export interface JobActionResponse {
  job: WorkJob;
  /** The customer's email about this step, when one went out. */
  email: { status: string } | null;
}

/**
 * A provider completes a job with the real quantities the price needs (the same fields as
 * the booking); the business adds any extra lines itself in the console.
 */
export const WorkCompleteSchema = PriceInputsSchema.extend({ note: CompletionNoteField });

export const JOB_TAKEN_MESSAGE = "This job was already taken by another provider.";

/** A customer's rating of a finished visit, from the signed link in the email. */
export const RatingSchema = z.object({
  stars: z.coerce
    .number("Please choose from 1 to 5 stars.")
    .int("Please choose from 1 to 5 stars.")
    .min(1, "Please choose from 1 to 5 stars.")
    .max(5, "Please choose from 1 to 5 stars."),
  comment: noteText().max(1000, "Please keep the comment under 1,000 characters.").optional(),
});

export const RatingTokenQuerySchema = z.object({ token: z.string().min(1).max(100) });

export interface RatingPage {
  reference: string;
  /** The catalogue's id: the page names the service in its reader's language. */
  serviceId: string;
  serviceTitle: string;
  appointmentDate: string;
  providerFirstName: string | null;
  rating: { stars: number; comment: string | null } | null;
}
