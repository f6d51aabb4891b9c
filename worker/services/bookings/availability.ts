import type { AvailabilityResponse, SlotAvailability } from "#core/booking-schema";
import { getService } from "#core/catalogue";
import { areaOfZip, zipProblem } from "#core/service-areas";
import type { ServiceLocation } from "#core/services/areas";
import { SLOT_PROBLEM_MESSAGES, slotProblem, slotsOn, visitProblem } from "#core/opening-hours";
import { type ClosedDays, NO_CLOSED_DAYS } from "#core/holidays";
import { serviceVisitHours } from "#core/services/visit-hours";
import { runBatch } from "#worker/db/raw-batch";
import type { ServiceContext } from "../context";
import { Invalid, NotFound } from "../errors";
import { closedDaysFrom, closedDaysOnQuery } from "../capacity/closed-days";
import { crewsOf } from "../capacity/slot-capacity";
import { type PlaceRow, placesFrom, placesQuery, placesRosterQuery, rosterOf } from "../capacity/slot-places";

/**
 * Refuses a past slot, one on a holiday or outside the opening hours, one whose visit of
 * `lengthHours` would run past closing, or one inside the minimum notice.
 */
export function assertBookableSlot(date: string, time: string, now: Date, lengthHours = 1, closed: ClosedDays = NO_CLOSED_DAYS) {
  const problem = visitProblem(date, time, lengthHours, now, closed);
  if (!problem) return;
  const field = problem === "past" ? "This time has already passed." : SLOT_PROBLEM_MESSAGES[problem];
  throw new Invalid("invalid_input", SLOT_PROBLEM_MESSAGES[problem], {
    [problem === "holiday" || problem === "closed_day" || problem === "beyond_horizon" ? "appointment_date" : "appointment_time"]: field,
  });
}

/**
 * The slots of a date for one service in one area (those inside the day's opening hours):
 * taken places (schedule visits included), and why a slot cannot be booked ("past",
 * "too_soon" for the minimum notice, "full"). The area is the ZIP's (the booking wizard
 * asks it before showing times); without a ZIP, the service's area with the most free places
 * that day, named in the answer.
 */
export async function availability(
  ctx: ServiceContext,
  serviceId: string,
  date: string,
  visit: { zip?: string; length?: number } = {},
): Promise<AvailabilityResponse> {
  const { zip } = visit;
  const service = getService(serviceId);
  if (!service) throw new NotFound("not_found", "This service does not exist.");
  const problem = zip ? zipProblem(zip, service) : undefined;
  if (problem) throw new Invalid("invalid_input", problem.message, { zip: problem.message });
  const now = ctx.now();
  const lengthHours = visit.length ?? serviceVisitHours(serviceId);
  // The day's places and its closing in one call.
  const query = { from: date, to: date, group: crewsOf(serviceId) };
  const [placeRows, closedRows, roster] = await runBatch(ctx.db, [
    placesQuery(query),
    closedDaysOnQuery(ctx.db, [date]),
    placesRosterQuery(query),
  ]);
  const places = placesFrom(placeRows?.results as PlaceRow[], rosterOf(roster));
  const closed = closedDaysFrom(closedRows?.results as { date: string; reason: string }[]);
  const times = slotsOn(date, lengthHours, closed);
  // Whether a time has passed or is inside the notice is the same in every area: decided once per time.
  const timing = times.map((time) => {
    const problem = slotProblem(date, time, now, times, closed);
    return problem === "past" || problem === "too_soon" ? problem : undefined;
  });
  const slotsIn = (area: ServiceLocation) =>
    times.map((time, index) => {
      const remaining = places.free(crewsOf(serviceId, area), { date, time, lengthHours });
      const reason = timing[index] ?? (remaining === 0 ? ("full" as const) : undefined);
      return { time, available: !reason, remaining, ...(reason ? { reason } : {}) };
    });
  const zipArea = zip ? areaOfZip(zip) : undefined;
  const candidates = (zipArea ? [zipArea] : service.locations).map((area) => ({ area, slots: slotsIn(area) }));
  const freePlaces = (slots: SlotAvailability[]) => slots.reduce((sum, slot) => sum + (slot.available ? slot.remaining : 0), 0);
  // The first of the most free, in catalogue order, so the same day always names the same area.
  const best = candidates.reduce((most, next) => (freePlaces(next.slots) > freePlaces(most.slots) ? next : most));
  return { service_id: serviceId, date, area: best.area, area_from: zipArea ? "zip" : "most_free", slots: best.slots };
}
