import { index, integer, sqliteTable, text } from "drizzle-orm/sqlite-core";
import { bookings } from "./booking-schema";

/**
 * Photos of the finished work, uploaded by the job's provider. The image is in R2 (the
 * PHOTOS bucket) under `objectKey`, a name the server made; this row says whose it is.
 */
export const jobPhotos = sqliteTable(
  "job_photos",
  {
    id: text("id").primaryKey(),
    bookingId: text("booking_id")
      .notNull()
      .references(() => bookings.id),
    objectKey: text("object_key").notNull(),
    contentType: text("content_type").notNull(),
    sizeBytes: integer("size_bytes").notNull(),
    uploadedBy: text("uploaded_by").notNull(),
    /** The upload's Idempotency-Key, per uploader: a retried upload stores one photo. */
    idempotencyKey: text("idempotency_key").notNull().unique(),
    createdAt: integer("created_at", { mode: "timestamp_ms" }).notNull(),
  },
  (table) => [index("job_photos_booking_idx").on(table.bookingId)],
);

export type JobPhotoRecord = typeof jobPhotos.$inferSelect;
