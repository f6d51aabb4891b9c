import type { z } from "zod";
import type { FreeStaffQuerySchema, FreeStaffResponse } from "#core/staff-hours";
import type { Database } from "#worker/db/client";
import { runBatch } from "#worker/db/raw-batch";
import { PLACE_HOLDING_STATUSES } from "../capacity/slot-capacity";
import { rosterFrom, rosterQuery, type RosterRow } from "../capacity/staff-places";
import { listStaff } from "./staff";

/**
 * Who is free at a time ("2 PM Tuesday"): the active members on shift for the whole time, not
 * off, and given no visit that overlaps it, by the same rule that counts a slot's places.
 */
export async function freeStaff(db: Database, query: z.output<typeof FreeStaffQuerySchema>): Promise<FreeStaffResponse> {
  const [[roster], { staff }] = await Promise.all([
    runBatch(db, [rosterQuery(query.date, query.date, PLACE_HOLDING_STATUSES)]),
    listStaff(db, query.date),
  ]);
  const free = new Set(
    rosterFrom((roster?.results as RosterRow[] | undefined)?.[0]).freeAt({ date: query.date, time: query.time, lengthHours: query.hours }),
  );
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
