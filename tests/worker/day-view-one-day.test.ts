import { describe, expect, it } from "vitest";
import type { DayViewResponse } from "#core/admin-api";
import { businessToday } from "#core/time-slots";
import { nextOpenDay, openDayFrom, addDays } from "./business-calendar";
import { newBooking } from "./staff-support";
import { adminAccount, api, appNow } from "./support";

function referencesIn(view: DayViewResponse): (string | null)[] {
  return view.slots.flatMap((slot) => slot.visits.map((visit) => visit.reference));
}

describe("the admin's day view answers one day", () => {
  it("answers the day asked and only its visits, today's when no day is asked, and refuses a day the calendar lacks", async () => {
    const admin = await adminAccount();
    const first = openDayFrom(addDays(businessToday(appNow()), 2), { weekday: true });
    const second = nextOpenDay(first, { weekday: true });
    const { reference: onFirst } = await newBooking({ appointment_date: first });
    const { reference: onSecond } = await newBooking({ appointment_date: second });
    const dayOf = async (query: string) => {
      const response = await api(`/api/admin/day-view${query}`, { cookie: admin.cookie });
      expect(response.status, query).toBe(200);
      return (await response.json()) as DayViewResponse;
    };

    const firstDay = await dayOf(`?date=${first}`);
    expect(firstDay.date).toBe(first);
    expect(referencesIn(firstDay)).toContain(onFirst);
    expect(referencesIn(firstDay)).not.toContain(onSecond);
    const secondDay = await dayOf(`?date=${second}`);
    expect(secondDay.date).toBe(second);
    expect(referencesIn(secondDay)).toContain(onSecond);
    expect(referencesIn(secondDay)).not.toContain(onFirst);
    expect((await dayOf("")).date).toBe(businessToday(appNow()));

    const refused = await api("/api/admin/day-view?date=2027-02-30", { cookie: admin.cookie });
    expect(refused.status).toBe(400);
    expect(await refused.json()).toMatchObject({ error: { fields: { date: "Please enter a date like 2027-01-12." } } });
  });
});
