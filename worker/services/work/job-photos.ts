import { and, asc, count, eq, inArray, sql } from "drizzle-orm";
import { type JobPhoto, MAX_JOB_PHOTOS, PHOTO_MESSAGES, sniffPhotoType } from "#core/job-photos";
import type { Database } from "#worker/db/client";
import { bookings, crewAssignments, jobPhotos, type JobPhotoRecord } from "#worker/db/schema";
import type { ServiceContext, SignedInContext } from "../context";
import { Conflict, Invalid, NotFound } from "../errors";
import { assertBookingLinkLive, isValidManageToken } from "../bookings/booking-links";
import { ownJob } from "./work-jobs";
import { BOOKING_VISIT_TYPE } from "../bookings/booking-status-rules";

/** Photos are for jobs still being worked or just done; a cancelled visit has none to show. */
const PHOTO_STATUSES = ["pending", "confirmed", "completed"] as const;

const PHOTO_NOT_FOUND = "This photo does not exist.";

const refuse = (message: string) => new Invalid("invalid_input", message, { photos: message });

/**
 * Stores one photo of the provider's own job (the route has read at most 10 MB of it). The
 * type is read from the bytes, never the name; the object's name is the server's. A job
 * with its 6 photos refuses a seventh before anything is written. The image then goes to
 * R2, and the row claims one of the places in one conditional insert: of two uploads racing
 * for the last place, the one left without a row has its object deleted, so a refused
 * upload leaves nothing stored. A retried upload (same Idempotency-Key) answers the first.
 */
export async function uploadJobPhoto(
  ctx: SignedInContext,
  bucket: R2Bucket,
  upload: { reference: string; bytes: Uint8Array; idempotencyKey: string },
): Promise<{ photo: JobPhoto; created: boolean }> {
  const { booking } = await ownJob(ctx.db, ctx.user.id, upload.reference);
  const key = `${ctx.user.id}:${upload.idempotencyKey}`;
  const [[earlier], [stored]] = await Promise.all([
    ctx.db.select().from(jobPhotos).where(eq(jobPhotos.idempotencyKey, key)).limit(1),
    ctx.db.select({ count: count() }).from(jobPhotos).where(eq(jobPhotos.bookingId, booking.id)),
  ]);
  if (earlier) return { photo: photoOf(earlier), created: false };
  if (!(PHOTO_STATUSES as readonly string[]).includes(booking.status)) {
    throw refuse(`This job is ${booking.status}, so no photos can be added.`);
  }
  if ((stored?.count ?? 0) >= MAX_JOB_PHOTOS) throw tooMany();
  const contentType = sniffPhotoType(upload.bytes);
  if (!contentType) throw refuse(PHOTO_MESSAGES.notImage);
  const id = crypto.randomUUID();
  const objectKey = `jobs/${booking.id}/${id}`;
  await bucket.put(objectKey, upload.bytes, { httpMetadata: { contentType } });
  const row: JobPhotoRecord = {
    id,
    bookingId: booking.id,
    objectKey,
    contentType,
    sizeBytes: upload.bytes.byteLength,
    uploadedBy: ctx.user.id,
    idempotencyKey: key,
    createdAt: ctx.now(),
  };
  const [claimed] = await ctx.db.all<{ id: string }>(sql`
    INSERT INTO job_photos (id, booking_id, object_key, content_type, size_bytes, uploaded_by, idempotency_key, created_at)
    SELECT ${row.id}, ${row.bookingId}, ${row.objectKey}, ${row.contentType}, ${row.sizeBytes}, ${row.uploadedBy}, ${key}, ${row.createdAt.getTime()}
    WHERE (SELECT COUNT(*) FROM job_photos WHERE booking_id = ${booking.id}) < ${MAX_JOB_PHOTOS}
    ON CONFLICT(idempotency_key) DO NOTHING
    RETURNING id`);
  if (claimed) return { photo: photoOf(row), created: true };
  await bucket.delete(objectKey);
  const [raced] = await ctx.db.select().from(jobPhotos).where(eq(jobPhotos.idempotencyKey, key)).limit(1);
  if (raced) return { photo: photoOf(raced), created: false };
  throw tooMany();
}

/** The job's places are taken: a state of the job (409), said at the photos field as the page shows it. */
function tooMany() {
  return new Conflict("photo_limit_reached", PHOTO_MESSAGES.tooMany, { photos: PHOTO_MESSAGES.tooMany });
}

/** The photos of these bookings, oldest first, for the pages that show them. */
export async function photosOf(db: Database, bookingIds: string[]): Promise<Map<string, JobPhoto[]>> {
  const byBooking = new Map<string, JobPhoto[]>();
  if (bookingIds.length === 0) return byBooking;
  const rows = await db.select().from(jobPhotos).where(inArray(jobPhotos.bookingId, bookingIds)).orderBy(asc(jobPhotos.createdAt));
  for (const row of rows) byBooking.set(row.bookingId, [...(byBooking.get(row.bookingId) ?? []), photoOf(row)]);
  return byBooking;
}

function photoOf(row: Pick<JobPhotoRecord, "id">): JobPhoto {
  return { id: row.id, url: `/api/photos/${row.id}` };
}

/** Who asks for a photo: a signed-in user (with the admin flag), and/or the booking's emailed link. */
export interface PhotoViewer {
  userId: string | null;
  isAdmin: boolean;
  token: string | undefined;
}

/**
 * A photo for the booking's customer (by account, or the booking's signed link while that
 * link lasts), its assigned provider, or an admin; anyone else gets the same 404 as a photo
 * that does not exist, so ids cannot be probed.
 */
export async function photoFor(
  ctx: ServiceContext,
  bucket: R2Bucket,
  photoId: string,
  viewer: PhotoViewer,
): Promise<{ body: ReadableStream; contentType: string; size: number }> {
  const [row] = await ctx.db
    .select({
      photo: jobPhotos,
      reference: bookings.reference,
      startsAt: bookings.startsAt,
      customerId: bookings.userId,
      providerId: crewAssignments.providerId,
    })
    .from(jobPhotos)
    .innerJoin(bookings, eq(bookings.id, jobPhotos.bookingId))
    .leftJoin(crewAssignments, and(eq(crewAssignments.visitType, BOOKING_VISIT_TYPE), eq(crewAssignments.visitId, bookings.id)))
    .where(eq(jobPhotos.id, photoId))
    .limit(1);
  if (!row) throw new NotFound("not_found", PHOTO_NOT_FOUND);
  const byAccount = viewer.isAdmin || (viewer.userId !== null && (viewer.userId === row.customerId || viewer.userId === row.providerId));
  const byLink =
    !byAccount && viewer.token !== undefined && (await isValidManageToken(ctx.settings.authSecret, row.reference, viewer.token));
  // The emailed link shows the photos exactly as long as it shows the booking: a photo of
  // someone's home must not outlive the page it is on for whoever holds an old email.
  if (byLink) assertBookingLinkLive(row, ctx.now());
  const object = byAccount || byLink ? await bucket.get(row.photo.objectKey) : null;
  if (!object) throw new NotFound("not_found", PHOTO_NOT_FOUND);
  return { body: object.body, contentType: row.photo.contentType, size: row.photo.sizeBytes };
}
