import { useSearchParams } from "react-router";
import type { DaySlot, DayViewResponse, DayVisit } from "#core/admin-api";
import { type AdminBuilding, buildingNamed } from "#core/buildings";
import { isCalendarDate } from "#core/calendar-date";
import { longDate } from "#core/time-slots";
import { LoadState, StatusBadge } from "./admin-ui";
import { DayBoard } from "./day-board";
import { DayViewDayPicker } from "./day-view-day-picker";
import { VisitActions } from "./visit-actions";
import { PlaceLine } from "./visit-place";
import { ReminderFailedFlag } from "./reminder-failed-flag";
import { useAdminQuery } from "./use-admin-query";
import { useBusinessToday } from "#client/lib/clock";

/**
 * One day's visits (today's unless the address names another), by slot, with crews and free
 * places; each visit can be acted on from its line. The day is in the address, so a booking
 * opened from here comes back to it.
 */
export function DayViewPanel() {
  const today = useBusinessToday();
  const [params, setParams] = useSearchParams();
  const asked = params.get("day") ?? "";
  const date = isCalendarDate(asked) ? asked : today;
  const view = useAdminQuery<DayViewResponse>(`/api/admin/day-view?date=${encodeURIComponent(date)}`);
  // The answer for the day before stays out while the day picked is on its way.
  const day = view.data?.date === date ? view.data : undefined;
  const pick = (picked: string) =>
    setParams(
      (previous) => {
        const next = new URLSearchParams(previous);
        next.set("day", picked);
        return next;
      },
      { replace: true },
    );
  return (
    <div>
      <DayBoard />
      <DayViewDayPicker date={date} onPick={pick} />
      <LoadState loading={view.loading && !day} error={view.error} />
      {day && (
        <>
          <p className="mt-4 text-sm text-slate-600">
            A slot's places are the staff on shift for it (the Staff tab). Times are Eastern Time.
          </p>
          <section aria-labelledby={`day-${day.date}`} className="mt-6 rounded-xl border border-slate-200 p-4">
            <h3 id={`day-${day.date}`} className="text-lg font-semibold">
              {day.date === today ? "Today, " : ""}
              {longDate(day.date)}
            </h3>
            <DayBuildings date={day.date} slots={day.slots} />
            {day.slots.length === 0 ? (
              <p className="mt-2 text-sm text-slate-600">No visits.</p>
            ) : (
              <ol className="mt-3 space-y-4">
                {day.slots.map((slot) => (
                  <li key={slot.time} className="border-l-4 border-teal pl-3">
                    <h4 className="font-semibold">{slot.time}</h4>
                    {byBuilding(slot.visits).map(([building, visits]) => (
                      <div key={building ?? ""} data-testid={building ? "day-building" : undefined}>
                        {building && <BuildingHeading name={building} entry={buildingNamed(day.buildings, building)} />}
                        <ul className="mt-1 space-y-2 text-sm">
                          {visits.map((visit) => (
                            <li key={`${visit.source}-${visit.id}`} data-testid="day-visit" className="rounded-lg bg-slate-50 px-3 py-2">
                              <span className="font-semibold">{visit.title}</span>
                              {visit.reference && <span className="font-mono"> · {visit.reference}</span>} · {visit.customerName} ·{" "}
                              {visit.address} <StatusBadge status={visit.status} />
                              <ReminderFailedFlag failed={visit.reminderFailed} />
                              {visit.place && <PlaceLine parts={visit.place.parts} accessNotes={visit.place.accessNotes} />}
                              <br />
                              {visit.crewName ? (
                                `Crew: ${visit.crewName}`
                              ) : (
                                <span className="font-semibold text-red-800">No crew assigned</span>
                              )}
                              <VisitActions visit={visit} date={day.date} time={slot.time} onChanged={view.reload} />
                            </li>
                          ))}
                        </ul>
                      </div>
                    ))}
                    <p className="mt-1 text-sm text-slate-700">
                      {slot.capacity.map((entry) => `${entry.title}: ${entry.free} of ${entry.taken + entry.free} places free`).join(" · ")}
                    </p>
                  </li>
                ))}
              </ol>
            )}
          </section>
        </>
      )}
    </div>
  );
}

/** Visits by the building they are in (as typed or picked), named buildings first; the rest under no heading. */
function byBuilding<V extends DayVisit>(visits: V[]): [string | null, V[]][] {
  const groups = new Map<string | null, V[]>();
  for (const visit of visits) {
    const building = visit.place?.parts.building?.trim() || null;
    const key = building ? ([...groups.keys()].find((name) => name?.toLowerCase() === building.toLowerCase()) ?? building) : null;
    groups.set(key, [...(groups.get(key) ?? []), visit]);
  }
  return [...groups].sort(([a], [b]) => (a === null ? 1 : b === null ? -1 : a.localeCompare(b)));
}

/**
 * The day's visits by building, across its slots: where a crew can stay to do several, and
 * who to call at the desk once for all of them.
 */
function DayBuildings({ date, slots }: { date: string; slots: DaySlot[] }) {
  const visits = slots.flatMap((slot) => slot.visits.map((visit) => ({ ...visit, time: slot.time })));
  const buildings = byBuilding(visits).filter((entry): entry is [string, (DayVisit & { time: string })[]] => entry[0] !== null);
  if (buildings.length === 0) return null;
  return (
    <ul aria-label={`Buildings on ${longDate(date)}`} className="mt-2 flex flex-wrap gap-2 text-sm">
      {buildings.map(([building, atBuilding]) => (
        <li key={building} data-testid="day-building-summary" className="rounded-full bg-sand/60 px-3 py-1">
          <span className="font-semibold">{building}</span>: {atBuilding.length} {atBuilding.length === 1 ? "visit" : "visits"} (
          {[...new Set(atBuilding.map((visit) => visit.time))].join(", ")})
        </li>
      ))}
    </ul>
  );
}

/** The building's name, with what the directory says the crew needs there. */
function BuildingHeading({ name, entry }: { name: string; entry: AdminBuilding | undefined }) {
  const facts = entry
    ? [
        entry.concierge_phone && `Concierge desk: ${entry.concierge_phone}`,
        entry.service_elevator_hours && `Service elevator: ${entry.service_elevator_hours}`,
        entry.entry_instructions && `Entry: ${entry.entry_instructions}`,
        entry.parking_instructions && `Parking: ${entry.parking_instructions}`,
      ].filter(Boolean)
    : [];
  return (
    <p className="mt-2 text-sm">
      <span className="font-semibold">{name}</span>
      {facts.length > 0 && <span className="block text-slate-700">{facts.join(" · ")}</span>}
    </p>
  );
}
