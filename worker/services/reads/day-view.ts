import { and, eq, inArray } from "drizzle-orm";
import { type DaySlot, type DayViewResponse, type DayVisit, SCHEDULE_VISIT_SOURCE } from "#core/admin-api";
import { getService } from "#core/catalogue";
import { areaName } from "#core/service-areas";
import { SERVICE_LOCATIONS } from "#core/services/areas";
import { businessToday } from "#core/time-slots";
import type { Database } from "#worker/db/client";
import { crewAssignments } from "#worker/db/schema";
import type { ServiceContext } from "../context";
import { scheduleVisits } from "../schedules/schedule-day-visits";
import { scheduleVisitMembers } from "../schedules/schedule-visit-members";
import { unseal } from "../access-secrets";
import { buildingsNamed } from "../bookings/buildings";
import { crewsOf } from "../capacity/slot-capacity";
import { placesBetween, type SlotPlaces } from "../capacity/slot-places";
import type { Visit } from "../visit-source";
import { bookedDayVisits } from "./day-view-bookings";

function groupBy<T>(items: readonly T[], key: (item: T) => string): Map<string, T[]> {
  const groups = new Map<string, T[]>();
  for (const item of items) {
    const group = groups.get(key(item));
    if (group) group.push(item);
    else groups.set(key(item), [item]);
  }
  return groups;
}

/** Minutes after midnight of a label like "7:00 PM", to order slots. */
function minutesOf(label: string): number {
  const match = /^(\d{1,2}):(\d{2})\s*(AM|PM)$/i.exec(label.trim());
  if (!match) return Number.MAX_SAFE_INTEGER;
  const hour = (Number(match[1]) % 12) + (match[3]?.toUpperCase() === "PM" ? 12 : 0);
  return hour * 60 + Number(match[2]);
}

/**
 * Crew names of the day's subscription cleanings given to someone, keyed by visit id. D1 binds
 * at most 100 values per query, so a day of many is read 90 at a time, in one batch: one round
 * trip. (The bookings' crews are read with the bookings, day-view-bookings.ts.)
 */
async function scheduleCrewsOf(db: Database, visits: Visit[]): Promise<Map<string, string>> {
  const ids = visits.map((visit) => visit.id);
  const queries = Array.from({ length: Math.ceil(ids.length / 90) }, (_, chunk) =>
    db
      .select({ visitId: crewAssignments.visitId, crewName: crewAssignments.crewName })
      .from(crewAssignments)
      .where(
        and(eq(crewAssignments.visitType, SCHEDULE_VISIT_SOURCE), inArray(crewAssignments.visitId, ids.slice(chunk * 90, chunk * 90 + 90))),
      ),
  );
  const [first, ...rest] = queries;
  const rows = first ? (await db.batch([first, ...rest])).flat() : [];
  return new Map(rows.map((row) => [row.visitId, row.crewName]));
}

/** The day's subscription cleanings' crews: the one given, else the member they go to (schedule-visit-members.ts). */
async function scheduleCrewNames(db: Database, planned: Visit[], date: string): Promise<Map<string, string>> {
  const given = await scheduleCrewsOf(db, planned);
  const unnamed = planned.filter((visit) => !given.has(visit.id));
  for (const [id, { name }] of await scheduleVisitMembers(db, unnamed, date, date)) given.set(id, name);
  return given;
}

/** A visit as the admin's day view shows it: the way in opened, for the crew (admins only reach this). */
async function toDayVisit(
  visit: Visit,
  { crewName, needsCrew, reminderFailed }: Pick<DayVisit, "crewName" | "needsCrew" | "reminderFailed">,
  accessSecret: string,
): Promise<DayVisit> {
  const { source, id, reference, serviceId, title, customerName, address, status, place } = visit;
  const accessNotes = place?.accessNotesSealed ? ((await unseal(accessSecret, place.accessNotesSealed)) ?? null) : null;
  return {
    ...{ source, id, reference, serviceId, title, customerName, address, status, crewName, reminderFailed },
    // Recorded when its member could not come, and still nobody's.
    needsCrew: needsCrew && crewName === null,
    ...(place ? { place: { area: place.area, parts: place.parts, accessNotes } } : {}),
  };
}

/**
 * Places are counted per crew group, whatever created the visit: schedule visits take the
 * places of the service whose crews they share, so the group is named from the catalogue.
 */
function slotOf(date: string, time: string, visits: DayVisit[], places: SlotPlaces): DaySlot {
  // Per service and area: Miami's crews are not Fort Lauderdale's. A visit of unknown area
  // is counted with its service's places in every area (the fullest one is shown).
  const byCrews = groupBy(visits, (visit) => `${visit.serviceId}|${visit.place?.area ?? ""}`);
  return {
    time,
    visits,
    capacity: [...byCrews].map(([key, group]) => {
      const [serviceId = "", area] = key.split("|");
      const crews = crewsOf(
        serviceId,
        SERVICE_LOCATIONS.find((location) => location === area),
      );
      const title = getService(serviceId)?.title ?? group[0]?.title ?? serviceId;
      return {
        serviceId,
        title: crews.area ? `${title} in ${areaName(crews.area)}` : title,
        taken: places.taken(crews, { date, time }),
        free: places.free(crews, { date, time }),
      };
    }),
  };
}

/**
 * One New York day's visits (today's unless another day is asked), by slot, with crews and
 * free places: the owner works a day at a time, and a busy day is already about 500 visits.
 */
export async function dayView(ctx: ServiceContext, day?: string): Promise<DayViewResponse> {
  const { db, settings } = ctx;
  const date = day ?? businessToday(ctx.now());
  const [booked, planned, places] = await Promise.all([
    bookedDayVisits(db, date, date),
    scheduleVisits(db, date, date),
    placesBetween(db, { from: date, to: date }),
  ]);
  // Building names are known from the addresses: their directory entries are read beside the cleanings' crews.
  const [given, named] = await Promise.all([
    scheduleCrewNames(db, planned, date),
    buildingsNamed(
      db,
      [...booked.map((entry) => entry.visit), ...planned].flatMap((visit) =>
        visit.place?.parts.building ? [visit.place.parts.building] : [],
      ),
    ),
  ]);
  const flagged = [
    ...booked,
    ...planned.map((visit) => ({ visit, crewName: given.get(visit.id) ?? null, needsCrew: false, reminderFailed: false })),
  ];
  const visits = flagged.map((entry) => entry.visit);
  const shown = await Promise.all(
    flagged.map(({ visit, crewName, needsCrew, reminderFailed }) =>
      toDayVisit(visit, { crewName, needsCrew, reminderFailed }, settings.accessSecret),
    ),
  );
  const byTime = [
    ...groupBy(
      visits.map((visit, index) => ({ time: visit.time, visit: shown[index]! })),
      (entry) => entry.time,
    ),
  ].sort(([a], [b]) => minutesOf(a) - minutesOf(b));
  const slots = byTime.map(([time, group]) =>
    slotOf(
      date,
      time,
      group.map((entry) => entry.visit),
      places,
    ),
  );
  return { date, buildings: named, slots };
}
