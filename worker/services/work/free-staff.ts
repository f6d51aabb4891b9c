import type { z } from "zod";
import type { FreeStaffQuerySchema, FreeStaffResponse } from "#core/staff-hours";
import type { Database } from "#worker/db/client";
import { rosterWithCleanings } from "../capacity/schedule-visit-holds";
import { listStaff } from "./staff";

/**
 * Who is free at a time ("2 PM Tuesday"): the active members on shift for the whole time, not
 * off, and given no visit that overlaps it, a booking or a subscription cleaning: the rule that
 * chooses a member for a visit.
 */
export async function freeStaff(db: Database, query: z.output<typeof FreeStaffQuerySchema>): Promise<FreeStaffResponse> {
  const [roster, { staff }] = await Promise.all([rosterWithCleanings(db, query.date), listStaff(db, query.date)]);
  const free = new Set(roster.freeAt({ date: query.date, time: query.time, lengthHours: query.hours }));
  return {
    ...query,
    members: staff
      .filter((member) => free.has(member.userId))
      .map((member) => ({
        userId: member.userId,
        name: `${member.firstName} ${member.lastName}`.trim() || member.email,
        role: member.role,
        areas: member.areas,
        serviceIds: member.serviceIds,
      })),
  };
}
