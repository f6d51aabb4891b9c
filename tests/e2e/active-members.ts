import type { BrowserContext } from "playwright-core";
import { expect } from "vitest";
import { clockOf, openingMinutes, WEEKDAYS } from "#core/staff-hours";
import { runSqlWhenFree } from "./staff-shifts";
import { BASE_URL, uniqueEmail } from "./support";

/** Every day's opening hours, so a member is on shift whenever the business sells. */
const ALL_OPENING_HOURS = Object.fromEntries(
  WEEKDAYS.map((day) => {
    const { opens, closes } = openingMinutes(day);
    return [day, closes > opens ? [{ start: clockOf(opens), end: clockOf(closes) }] : []];
  }),
);

/**
 * An active member who does `serviceId` in `areas`, on shift during the opening hours, made
 * through the console's API by the signed-in owner of `context`, then marked as having
 * accepted the invitation (the acceptance is the member's own walk, in the work portal's specs).
 */
export async function activeMember(
  context: BrowserContext,
  { firstName, lastName, areas, serviceId }: { firstName: string; lastName: string; areas: string[]; serviceId: string },
): Promise<{ name: string; userId: string }> {
  const invited = await context.request.post("/api/admin/staff/invitations", {
    headers: { Origin: BASE_URL },
    data: { email: uniqueEmail(firstName.toLowerCase()), firstName, lastName, serviceIds: [serviceId] },
  });
  expect(invited.status()).toBe(201);
  const { userId } = (await invited.json()) as { userId: string };
  // Marks the invitation accepted (the acceptance is the member's own walk, in the work portal's specs).
  runSqlWhenFree(`UPDATE staff_members SET active = 1 WHERE user_id = '${userId}'`);
  const hours = await context.request.put(`/api/admin/staff/${userId}/hours`, {
    headers: { Origin: BASE_URL },
    data: { areas, hours: ALL_OPENING_HOURS },
  });
  expect(hours.status()).toBe(200);
  return { name: `${firstName} ${lastName}`, userId };
}
