import { expect } from "vitest";
import type { DaySlot, DayViewResponse } from "#core/admin-api";
import { businessToday } from "#core/time-slots";
import type { ServiceContext } from "#worker/services/context";
import { dayView } from "#worker/services/reads/day-view";
import { addDays } from "./business-calendar";
import { api, appNow } from "./support";

/** The day view answers one day; these tests look at a week of it, as the owner pages through today and the next seven days. */
const DAYS_LOOKED_AT = 8;

export interface DayViewWeek {
  from: string;
  to: string;
  days: { date: string; slots: DaySlot[] }[];
}

function weekOf(views: DayViewResponse[]): DayViewWeek {
  return {
    from: views[0]!.date,
    to: views.at(-1)!.date,
    days: views.map((view) => ({ date: view.date, slots: view.slots })),
  };
}

function weekFrom(today: string): string[] {
  return Array.from({ length: DAYS_LOOKED_AT }, (_, index) => addDays(today, index));
}

/** Today's day view and the next seven days', read from the service one day at a time. */
export async function dayViewWeek(ctx: ServiceContext): Promise<DayViewWeek> {
  return weekOf(await Promise.all(weekFrom(businessToday(ctx.now())).map((date) => dayView(ctx, date))));
}

/** The same week asked over HTTP by the admin, one GET /api/admin/day-view?date= per day. */
export async function dayViewWeekOverHttp(cookie: string): Promise<DayViewWeek> {
  const views = await Promise.all(
    weekFrom(businessToday(appNow())).map(async (date) => {
      const response = await api(`/api/admin/day-view?date=${date}`, { cookie });
      expect(response.status, date).toBe(200);
      return (await response.json()) as DayViewResponse;
    }),
  );
  return weekOf(views);
}
