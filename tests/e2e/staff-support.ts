import type { APIRequestContext } from "playwright-core";
import { expect } from "vitest";
import type { StaffList } from "#core/staff-api";
import { clockOf, openingMinutes, WEEKDAYS } from "#core/staff-hours";
import { BASE_URL } from "./support";

/** Every weekday's opening hours, as the owner's hours form sends them. */
export function openingHoursEveryDay() {
  return Object.fromEntries(
    WEEKDAYS.map((day) => {
      const { opens, closes } = openingMinutes(day);
      return [day, closes > opens ? [{ start: clockOf(opens), end: clockOf(closes) }] : []];
    }),
  );
}

/**
 * The owner (signed in on `request`) gives the member with this email the opening hours of
 * every day in these areas, through the Staff tab's API: the people on shift decide what can
 * be sold, so a new member takes nothing until they have hours.
 */
export async function giveOpeningHours(request: APIRequestContext, email: string, areas: string[]): Promise<void> {
  const listed = await request.get(`${BASE_URL}/api/admin/staff`);
  expect(listed.status()).toBe(200);
  const member = ((await listed.json()) as StaffList).staff.find((each) => each.email === email);
  expect(member, `the staff member ${email}`).toBeDefined();
  const saved = await request.put(`${BASE_URL}/api/admin/staff/${member!.userId}/hours`, {
    headers: { Origin: BASE_URL },
    data: { areas, hours: openingHoursEveryDay() },
  });
  expect(saved.status()).toBe(200);
}
