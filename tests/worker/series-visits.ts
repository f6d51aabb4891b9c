import { and, eq } from "drizzle-orm";
import { slotStart } from "#core/time-slots";
import { cleaningSchedules, crewAssignments } from "#worker/db/schema";
import { api, type Account, appNow, db } from "./support";
import { subscriber } from "./subscription-factory";

export const MIAMI_ADDRESS = "1200 Brickell Bay Dr, Apt 7, Miami, FL 33131";

const MIAMI_PARTS = {
  building: undefined,
  street: "1200 Brickell Bay Dr",
  unit: "7",
  city: "Miami",
  zip: "33131",
  access_method: "home",
  parking_notes: undefined,
  pets: undefined,
} as const;

/**
 * A new subscriber's weekly Miami series whose first visit is `date` at `time`; the id of that
 * visit. `withoutParts`: saved as before the schedule form asked for parts and an area, its
 * one-line address only.
 */
export async function seriesVisit(date: string, time: string, options: { withoutParts?: boolean } = {}): Promise<string> {
  const customer = await subscriber();
  const id = crypto.randomUUID();
  const now = appNow();
  await db.insert(cleaningSchedules).values({
    id,
    userId: customer.userId,
    email: customer.email,
    scheduledDate: date,
    scheduledTime: time,
    startsAt: slotStart(date, time),
    frequency: "weekly",
    status: "active",
    subscriptionTier: "2bed2bath",
    area: options.withoutParts ? null : "Miami, FL",
    serviceAddress: MIAMI_ADDRESS,
    addressParts: options.withoutParts ? null : MIAMI_PARTS,
    createdAt: now,
    updatedAt: now,
  });
  return `${id}@${date}`;
}

/** The owner gives one cleaning to a member from the day view. */
export const giveCleaning = (admin: Account, visitId: string, providerId: string, headers?: Record<string, string>) =>
  api(`/api/admin/schedule-visits/${encodeURIComponent(visitId)}/crew`, {
    method: "PUT",
    cookie: admin.cookie,
    json: { providerId },
    ...(headers ? { headers } : {}),
  });

/** The member a cleaning is given to (its crew assignment's provider), or null. */
export async function providerOfScheduleVisit(visitId: string): Promise<string | null> {
  const [row] = await db
    .select({ providerId: crewAssignments.providerId })
    .from(crewAssignments)
    .where(and(eq(crewAssignments.visitType, "schedule"), eq(crewAssignments.visitId, visitId)));
  return row?.providerId ?? null;
}
