import { providerAssignedEmail } from "#worker/emails/staff";
import { slotLabel } from "#core/time-slots";
import { and, asc, eq, gt, inArray, sql } from "drizzle-orm";
import { fullName } from "#core/display-name";
import { neighbourhoodOf, providerEarningsCents } from "#core/offer-details";
import { areaName } from "#core/service-areas";
import { JOB_TAKEN_MESSAGE, type JobActionResponse, type JobOffer, type JobOffers } from "#core/staff-api";
import type { Database } from "#worker/db/client";
import { bookings, crewAssignments, jobOfferDeclines, jobOfferNotices, type BookingRecord } from "#worker/db/schema";
import { jobOfferEmail, workPortalUrl } from "#worker/emails/staff";
import { jobOfferText, textJob } from "#worker/texts/job-texts";
import type { ServiceContext, SignedInContext } from "../context";
import { textingNumberOf } from "../outbox/texts";
import { messagesToStore, queueStored, storeMessagesIf } from "../outbox/messages-in-batch";
import { Conflict, NotFound } from "../errors";
import { vendorCanTake, vendorsWhoCanTake } from "./vendor-availability";
import { ownJob, workJob } from "./work-jobs";
import { staffLanguageOf } from "./staff-language";
import { BOOKING_VISIT_TYPE } from "../bookings/booking-status-rules";

/**
 * Job offers: a pending or confirmed booking still to come, with no one assigned, is offered
 * to the active vendors who cover its service, until one accepts it (or the admin assigns
 * someone). A vendor who declines no longer sees it.
 */

const NOT_OFFERED = "This job is not offered to you.";
const NOT_FREE_THEN = "You are not free for this job any more: your hours, time off, areas or another job cover its time.";
const OFFER_BATCH = 20;

/** SQL true when booking `b` is open for offers at `now`. */
const openForOffers = (now: Date) => sql`b.status IN ('pending', 'confirmed') AND b.starts_at > ${now.getTime()}
  AND NOT EXISTS (SELECT 1 FROM crew_assignments a WHERE a.visit_type = ${BOOKING_VISIT_TYPE} AND a.visit_id = b.id)`;

/** SQL true when booking `b` is offered to vendor `userId` whether or not they are free then: one of their services, not declined by them. */
const offeredWhenFree = (userId: string) => sql`EXISTS (SELECT 1 FROM staff_members s, json_each(s.service_ids) j
    WHERE s.user_id = ${userId} AND s.active = 1 AND s.role = 'vendor' AND j.value = b.service_id)
  AND NOT EXISTS (SELECT 1 FROM job_offer_declines d WHERE d.booking_id = b.id AND d.user_id = ${userId})`;

/** SQL true when booking `b` is offered to vendor `userId`: as above, and they can do it (vendor-availability.ts). */
const offeredTo = (userId: string) => sql`${offeredWhenFree(userId)} AND ${vendorCanTake(userId)}`;

function toOffer(booking: BookingRecord): JobOffer {
  const inputs = booking.priceInputs ?? {};
  return {
    reference: booking.reference,
    serviceId: booking.serviceId,
    serviceTitle: booking.serviceTitle,
    appointmentDate: booking.appointmentDate,
    appointmentTime: slotLabel(booking.appointmentTime),
    startsAt: booking.startsAt.toISOString(),
    estimate: booking.estimate ?? null,
    area: booking.area ? areaName(booking.area) : null,
    neighbourhood: neighbourhoodOf(booking.serviceAddress, booking.addressParts),
    bedrooms: inputs.bedrooms ?? null,
    bathrooms: inputs.bathrooms ?? null,
    lengthHours: booking.lengthHours,
    earningsCents: providerEarningsCents(booking.estimate),
  };
}

export async function listOffers(ctx: SignedInContext): Promise<JobOffers> {
  const now = ctx.now();
  const rows = await ctx.db
    .select()
    .from(bookings)
    .where(sql`${bookings.id} IN (SELECT b.id FROM bookings b WHERE ${openForOffers(now)} AND ${offeredTo(ctx.user.id)})`)
    .orderBy(asc(bookings.startsAt))
    .limit(100);
  return { offers: rows.map(toOffer) };
}

/**
 * The first vendor to accept gets the job: one INSERT ... SELECT whose SELECT checks the offer
 * still stands and whose primary key (one row per visit) lets only one of two racing accepts
 * in. The loser learns it was taken (409); the winner's repeated click gets its job again.
 */
export async function acceptOffer(ctx: SignedInContext, reference: string): Promise<JobActionResponse> {
  const now = ctx.now();
  const { user } = ctx;
  const name = fullName(user) || user.email;
  // The customer learns who is coming, once: the email is stored in the accept's batch, only by the accept that took the job.
  const [offered] = await ctx.db.select().from(bookings).where(eq(bookings.reference, reference)).limit(1);
  const mail = offered ? messagesToStore(ctx.mailer, [providerAssignedEmail(offered, user.firstName || null)], now) : [];
  const [inserted, stored] = await ctx.db.batch([
    // Selected in the column order of crew_assignments, which the insert lists; visit_starts_at is its trigger's (migrations/0044).
    ctx.db
      .insert(crewAssignments)
      .select(
        sql`SELECT ${BOOKING_VISIT_TYPE}, b.id, ${name}, ${user.email}, ${now.getTime()}, ${user.id}, NULL, NULL, NULL FROM bookings b
        WHERE b.reference = ${reference} AND ${openForOffers(now)} AND ${offeredTo(user.id)}`,
      )
      .onConflictDoNothing()
      .returning({ visitId: crewAssignments.visitId }),
    storeMessagesIf(ctx.mailer, mail),
  ]);
  if (!inserted.length) {
    const mine = await ownJob(ctx.db, user.id, reference).catch(() => null);
    if (mine) return { job: await workJob(ctx, mine, now), email: null };
    const [taken] = await ctx.db
      .select({ providerId: crewAssignments.providerId })
      .from(crewAssignments)
      .innerJoin(bookings, eq(bookings.id, crewAssignments.visitId))
      .where(and(eq(crewAssignments.visitType, BOOKING_VISIT_TYPE), eq(bookings.reference, reference)))
      .limit(1);
    if (taken && (await wasOfferedTo(ctx.db, user.id, reference))) throw new Conflict("already_taken", JOB_TAKEN_MESSAGE);
    if (await standsButNotFree(ctx.db, user.id, reference, now)) throw new Conflict("not_free_then", NOT_FREE_THEN);
    throw new NotFound("not_found", NOT_OFFERED);
  }
  const row = await ownJob(ctx.db, user.id, reference);
  const [email] = await queueStored(ctx.mailer, mail, stored);
  return { job: await workJob(ctx, row, now), email: email ? { status: email.status } : null };
}

/**
 * Whether the offer stands for the vendor but they cannot take it then: off shift, off, or given
 * another visit. Only a vendor who does the service in that area hears this.
 */
async function standsButNotFree(db: Database, userId: string, reference: string, now: Date): Promise<boolean> {
  const [row] = await db
    .select({ id: bookings.id })
    .from(bookings)
    .where(
      sql`${bookings.id} IN (SELECT b.id FROM bookings b WHERE b.reference = ${reference} AND ${openForOffers(now)} AND ${offeredWhenFree(userId)}
        AND EXISTS (SELECT 1 FROM staff_areas a WHERE a.user_id = ${userId} AND a.area = b.area))`,
    )
    .limit(1);
  return Boolean(row);
}

/** Whether the vendor covers the booking's service (so telling them it was taken reveals nothing new). */
async function wasOfferedTo(db: Database, userId: string, reference: string): Promise<boolean> {
  const [row] = await db
    .select({ id: bookings.id })
    .from(bookings)
    .where(
      sql`${bookings.reference} = ${reference} AND EXISTS (SELECT 1 FROM staff_members s, json_each(s.service_ids) j
        WHERE s.user_id = ${userId} AND s.active = 1 AND s.role = 'vendor' AND j.value = ${bookings.serviceId})`,
    )
    .limit(1);
  return Boolean(row);
}

/** Hides an offer from this vendor; only an offer that stands can be declined (else 404). Repeats are harmless. */
export async function declineOffer(ctx: SignedInContext, reference: string): Promise<JobOffers> {
  const now = ctx.now();
  const inserted = await ctx.db
    .insert(jobOfferDeclines)
    .select(
      sql`SELECT b.id, ${ctx.user.id}, ${now.getTime()} FROM bookings b WHERE b.reference = ${reference} AND ${openForOffers(now)}
        AND EXISTS (SELECT 1 FROM staff_members s, json_each(s.service_ids) j
          WHERE s.user_id = ${ctx.user.id} AND s.active = 1 AND s.role = 'vendor' AND j.value = b.service_id)`,
    )
    .onConflictDoNothing()
    .returning();
  if (!inserted.length) {
    const [declined] = await ctx.db
      .select({ id: jobOfferDeclines.bookingId })
      .from(jobOfferDeclines)
      .innerJoin(bookings, eq(bookings.id, jobOfferDeclines.bookingId))
      .where(and(eq(bookings.reference, reference), eq(jobOfferDeclines.userId, ctx.user.id)))
      .limit(1);
    if (!declined) throw new NotFound("not_found", NOT_OFFERED);
  }
  return listOffers(ctx);
}

/**
 * The cron emails each new offer to the vendors who cover it, once: a booking is claimed by
 * inserting its job_offer_notices row, so overlapping runs cannot both send.
 */
export async function emailNewOffers(ctx: ServiceContext): Promise<number> {
  const now = ctx.now();
  const candidates = await ctx.db
    .select()
    .from(bookings)
    .where(
      and(
        inArray(bookings.status, ["pending", "confirmed"]),
        gt(bookings.startsAt, now),
        sql`NOT EXISTS (SELECT 1 FROM ${crewAssignments} WHERE ${crewAssignments.visitType} = ${BOOKING_VISIT_TYPE} AND ${crewAssignments.visitId} = ${bookings.id})`,
        sql`NOT EXISTS (SELECT 1 FROM ${jobOfferNotices} WHERE ${jobOfferNotices.bookingId} = ${bookings.id})`,
      ),
    )
    .orderBy(asc(bookings.startsAt))
    .limit(OFFER_BATCH);
  let sent = 0;
  for (const booking of candidates) {
    // The claim and the vendors' messages are one batch: a run that claims the booking tells them, or neither happens.
    const vendors = await vendorsWhoCanTake(ctx.db, booking.id);
    const messages = await Promise.all(vendors.map((vendor) => offerMessages(ctx, vendor, booking)));
    const mail = messagesToStore(
      ctx.mailer,
      messages.map((message) => message.email),
      now,
      messages.flatMap((message) => message.text ?? []),
    );
    const [claimed, stored] = await ctx.db.batch([
      ctx.db.insert(jobOfferNotices).values({ bookingId: booking.id, sentAt: now }).onConflictDoNothing().returning(),
      storeMessagesIf(ctx.mailer, mail),
    ]);
    if (claimed.length === 0) continue;
    await queueStored(ctx.mailer, mail, stored);
    sent += vendors.length;
  }
  return sent;
}

/** The new offer's email to a vendor, and its text if they said yes to texts, in their language. */
async function offerMessages(ctx: ServiceContext, vendor: Awaited<ReturnType<typeof vendorsWhoCanTake>>[number], booking: BookingRecord) {
  const [language, to] = await Promise.all([staffLanguageOf(ctx.db, vendor.userId), textingNumberOf(ctx.db, vendor.userId)]);
  const url = workPortalUrl(ctx.settings.siteUrl, language, "?tab=offers");
  return {
    email: jobOfferEmail(ctx.settings.siteUrl, vendor, booking, language),
    text: to ? jobOfferText(to, textJob(booking, language), url, language) : null,
  };
}
