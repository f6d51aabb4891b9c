import { describe, expect, it } from "vitest";
import { slotStart } from "#core/time-slots";
import { activeMember } from "./active-members";
import { runSql, signInAsAdmin } from "./admin-session";
import {
  appNow,
  appToday,
  BASE_URL,
  daysAfter,
  expectAccessible,
  gotoHydrated,
  newPage,
  noSidewaysScroll,
  openDayFrom,
  sharedBrowser,
  uniqueEmail,
} from "./support";
import { clearShiftsAfterThisFile } from "./staff-shifts";

const browser = sharedBrowser();

/** A subscriber's weekly cleaning in Fort Lauderdale from `date` at 11 AM, staged in D1 (only Stripe's webhooks write subscriptions); its visit id that day. */
function cleaningOn(date: string, customerName: string): string {
  const [userId, scheduleId, now, email] = [crypto.randomUUID(), crypto.randomUUID(), appNow().getTime(), uniqueEmail("cleaning")];
  const [first, last] = customerName.split(" ");
  runSql(`INSERT INTO users (id, name, email, email_verified, first_name, last_name, created_at, updated_at)
      VALUES ('${userId}', '${customerName}', '${email}', 1, '${first}', '${last}', ${now}, ${now});
    INSERT INTO cleaning_schedules (id, user_id, email, scheduled_date, scheduled_time, starts_at, frequency, status, subscription_tier,
      area, service_address, created_at, updated_at)
      VALUES ('${scheduleId}', '${userId}', '${email}', '${date}', '11:00 AM', ${slotStart(date, "11:00 AM").getTime()}, 'weekly', 'active',
      '2bed2bath', 'Fort Lauderdale, FL', '88 Las Olas Blvd, Apt 12, Fort Lauderdale, FL 33301', ${now}, ${now});`);
  return `${scheduleId}@${date}`;
}

clearShiftsAfterThisFile();

describe("subscription cleanings on the owner's board", () => {
  it("shows a cleaning given to a member in their row, told apart from bookings, leaves them out of who is free for its hours, and leads to its subscriber, at 360 px by keyboard", async () => {
    const { context, page } = await newPage(browser, { width: 360, height: 740 });
    await signInAsAdmin(context);
    const family = `Clean${Date.now()}`;
    const date = openDayFrom(daysAfter(appToday(), 2), "11:00 AM", "deep-cleaning");
    const member = await activeMember(context, {
      firstName: "Lia",
      lastName: family,
      areas: ["Fort Lauderdale, FL"],
      serviceId: "deep-cleaning",
    });
    const customer = `Noa ${family}`;
    const visitId = cleaningOn(date, customer);
    const given = await context.request.put(`/api/admin/schedule-visits/${encodeURIComponent(visitId)}/crew`, {
      headers: { Origin: BASE_URL },
      data: { providerId: member.userId },
    });
    expect(given.status()).toBe(200);

    await gotoHydrated(page, "/admin?tab=day-view");
    const day = page.getByLabel("Day of the board");
    await day.fill(date);
    await day.press("Tab");
    const row = page.getByTestId("board-member").and(page.locator(`[data-member="${member.name}"]`));
    const cleaning = row.locator('a[data-visit="cleaning"]');
    await cleaning.waitFor();
    const words = await cleaning.textContent();
    expect(words).toContain("11:00 AM to 2:00 PM: Subscription cleaning");
    expect(words).toContain("(subscription)");
    await noSidewaysScroll(page);
    await expectAccessible(page);

    // "Free for the hour at", chosen by keyboard: the member holding the cleaning is not free
    // for any hour of it (11 AM to 2 PM), and is again from 2 PM.
    await page.getByLabel("Free for the hour at").focus();
    await page.keyboard.type("12:00");
    expect(await page.getByLabel("Free for the hour at").inputValue()).toBe(String(12 * 60));
    await expect.poll(() => row.count()).toBe(0);
    // Three hours on, by arrows (typing again so soon would add to the first letters typed).
    for (let hour = 0; hour < 3; hour += 1) await page.keyboard.press("ArrowDown");
    expect(await page.getByLabel("Free for the hour at").inputValue()).toBe(String(15 * 60));
    await expect.poll(() => row.count()).toBe(1);
    await expectAccessible(page);

    await cleaning.focus();
    await page.keyboard.press("Enter");
    await page.waitForURL((url) => url.searchParams.get("tab") === "subscribers");
    expect(new URL(page.url()).searchParams.get("subscriber")).toBe(customer);
    expect(await page.getByRole("searchbox", { name: "Search subscribers" }).inputValue()).toBe(customer);
    await expectAccessible(page);
    await context.close();
  }, 180_000);
});
