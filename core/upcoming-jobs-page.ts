import { z } from "zod";
import { decodeKeysetCursor, encodeKeysetCursor } from "./keyset-cursor";
import type { WorkJob } from "./staff-api";

/** Upcoming jobs the work portal shows at a time; "Show more" asks for the next ones. */
export const UPCOMING_JOBS_PAGE_SIZE = 20;

/** Where a page of a provider's upcoming jobs ends: the last job's start and its booking, the order they are read in. */
export interface UpcomingJobsCursor {
  startsAt: number;
  bookingId: string;
}

export function encodeUpcomingJobsCursor(cursor: UpcomingJobsCursor): string {
  return encodeKeysetCursor([cursor.startsAt, cursor.bookingId]);
}

/** The cursor a page was given, or undefined for anything else. */
export function decodeUpcomingJobsCursor(text: string): UpcomingJobsCursor | undefined {
  const keys = decodeKeysetCursor(text);
  if (keys?.length !== 2) return undefined;
  const [startsAt, bookingId] = keys;
  if (!Number.isSafeInteger(startsAt) || typeof bookingId !== "string" || bookingId.length > 100) return undefined;
  return { startsAt: startsAt as number, bookingId };
}

/** GET /api/work/jobs/upcoming: `cursor` is the previous page's `moreUpcoming`. */
export const UpcomingJobsQuerySchema = z.object({
  cursor: z
    .string()
    .max(300)
    .refine((text) => decodeUpcomingJobsCursor(text) !== undefined, "This page of jobs no longer exists: start from the first page."),
});

/** The next upcoming jobs, soonest first, and the cursor of the ones after them (null at the end). */
export interface UpcomingJobsPage {
  upcoming: WorkJob[];
  moreUpcoming: string | null;
}
