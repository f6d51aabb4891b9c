import { and, asc, eq, gte, inArray, lte, ne, sql } from "drizzle-orm";
import { type DaySlot, type DayViewResponse, type DayVisit, SCHEDULE_VISIT_SOURCE } from "#core/admin-api";
import { getService } from "#core/catalogue";
import { areaName } from "#core/service-areas";
import { SERVICE_LOCATIONS } from "#core/services/areas";
import { businessToday, slotLabel } from "#core/time-slots";
import type { Database } from "#worker/db/client";
import { bookings, crewAssignments, crewNeeded } from "#worker/db/schema";
import { BOOKING_VISIT_TYPE } from "../bookings/booking-status-rules";
import type { ServiceContext } from "../context";
import { scheduleVisits } from "../schedules/schedule-day-visits";
import { scheduleVisitMembers } from "../schedules/schedule-visit-members";
import { unseal } from "../access-secrets";
import { buildingsNamed } from "../bookings/buildings";
import { crewsOf } from "../capacity/slot-capacity";
import { placesBetween, type SlotPlaces } from "../capacity/slot-places";
import type { Visit, VisitSource } from "../visit-source";
import { referencesWithFailedReminder } from "./failed-reminders";

const bookingVisits: VisitSource = async (db, from, to) => {
  const rows = await db
    .select()
    .from(bookings)
    .where(and(gte(bookings.appointmentDate, from), lte(bookings.appointmentDate, to), ne(bookings.status, "cancelled")))
    // Visits of one slot in the order they were booked: without the tie-breaks the order
    // follows whichever index the planner picks, which changes as the table grows.
    .orderBy(asc(bookings.startsAt), asc(bookings.createdAt), sql`${bookings}.rowid`);
  return rows.map((booking) => ({
    source: BOOKING_VISIT_TYPE,
    id: booking.id,
    reference: booking.reference,
    serviceId: booking.serviceId,
    title: booking.serviceTitle,
    date: booking.appointmentDate,
    time: slotLabel(booking.appointmentTime),
    customerName: booking.customerName,
    address: booking.serviceAddress,
    status: booking.status,
    ...(booking.addressParts
      ? { place: { area: booking.area, parts: booking.addressParts, accessNotesSealed: booking.accessNotesSealed } }
      : {}),
  }));
};

/** Every kind of visit the day view shows: bookings, then subscription cleanings. */
const VISIT_SOURCES: readonly VisitSource[] = [bookingVisits, scheduleVisits];

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
 * Crew names of the given visits, keyed by "source:id", and the bookings recorded as needing
 * a crew (crew_needed). D1 binds at most 100 values per query, so a busy day (500 visits)
 * takes 12 queries: sent in one batch, one round trip, not 12 one after the other.
 */
async function crewsFor(db: Database, visits: Visit[]): Promise<{ crews: Map<string, string>; needing: Set<string> }> {
  const chunks = <T>(group: T[]) =>
    Array.from({ length: Math.ceil(group.length / 90) }, (_, chunk) => group.slice(chunk * 90, chunk * 90 + 90));
  const queries = [...groupBy(visits, (visit) => visit.source)].flatMap(([source, group]) =>
    chunks(group).map((part) =>
      db
        .select({ visitType: crewAssignments.visitType, visitId: crewAssignments.visitId, crewName: crewAssignments.crewName })
        .from(crewAssignments)
        .where(
          and(
            eq(crewAssignments.visitType, source),
            inArray(
              crewAssignments.visitId,
              part.map((visit) => visit.id),
            ),
          ),
        ),
    ),
  );
  const bookingIds = visits.filter((visit) => visit.source === BOOKING_VISIT_TYPE).map((visit) => visit.id);
  const needed = chunks(bookingIds).map((part) =>
    db
      .select({ visitType: sql<string>`${BOOKING_VISIT_TYPE}`, visitId: crewNeeded.bookingId, crewName: sql<string | null>`NULL` })
      .from(crewNeeded)
      .where(inArray(crewNeeded.bookingId, part)),
  );
  const [first, ...rest] = [...queries, ...needed];
  const results = first ? await db.batch([first, ...rest]) : [];
  const rows = results.flat();
  const crews = new Map<string, string>();
  const needing = new Set<string>();
  for (const row of rows) {
    const key = `${row.visitType}:${row.visitId}`;
    if (row.crewName === null) needing.add(key);
    else crews.set(key, row.crewName);
  }
  return { crews, needing };
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
  const visits = (await Promise.all(VISIT_SOURCES.map((source) => source(db, date, date)))).flat();
  const places = await placesBetween(db, { from: date, to: date });
  const [{ crews, needing }, failedReminders] = await Promise.all([
    crewsFor(db, visits),
    referencesWithFailedReminder(
      db,
      visits.flatMap((visit) => (visit.reference ? [visit.reference] : [])),
    ),
  ]);
  const unnamed = visits.filter((visit) => visit.source === SCHEDULE_VISIT_SOURCE && !crews.has(`${visit.source}:${visit.id}`));
  for (const [id, { name }] of await scheduleVisitMembers(db, unnamed, date, date)) crews.set(`${SCHEDULE_VISIT_SOURCE}:${id}`, name);
  const shown = await Promise.all(
    visits.map((visit) => {
      const key = `${visit.source}:${visit.id}`;
      return toDayVisit(
        visit,
        { crewName: crews.get(key) ?? null, needsCrew: needing.has(key), reminderFailed: failedReminders.has(visit.reference ?? "") },
        settings.accessSecret,
      );
    }),
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
  const named = await buildingsNamed(
    db,
    shown.flatMap((visit) => (visit.place?.parts.building ? [visit.place.parts.building] : [])),
  );
  return { date, buildings: named, slots };
}
