import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import type { AvailabilityResponse } from "#core/booking-schema";
import { WEEKDAY_NAMES, WEEKDAYS } from "#core/staff-hours";
import { runSql, signInAsAdmin } from "./admin-session";
import { clearShiftsAfterThisFile } from "./staff-shifts";
import {
  appToday,
  BASE_URL,
  clientAddress,
  daysAfter,
  expectAccessible,
  gotoHydrated,
  newPage,
  openDayFrom,
  sharedBrowser,
  toastText,
  uniqueEmail,
} from "./support";

const browser = sharedBrowser();
const SERVICE = "tv-mounting";
const TIME = "2:00 PM";
const MIAMI_ZIP = "33131";
const MIAMI_ADDRESS = "1200 Brickell Bay Dr, Apt 5, Miami, FL 33131";

async function remainingInMiami(date: string): Promise<number | undefined> {
  const response = await fetch(`${BASE_URL}/api/availability?service=${SERVICE}&date=${date}&zip=${MIAMI_ZIP}`);
  expect(response.status).toBe(200);
  const { slots } = (await response.json()) as AvailabilityResponse;
  return slots.find((slot) => slot.time === TIME)?.remaining;
}

function book(date: string): Promise<Response> {
  return fetch(`${BASE_URL}/api/bookings`, {
    method: "POST",
    headers: { "Content-Type": "application/json", "Idempotency-Key": crypto.randomUUID(), "CF-Connecting-IP": clientAddress() },
    body: JSON.stringify({
      service_id: SERVICE,
      appointment_date: date,
      appointment_time: TIME,
      customer_name: "Marta Vidal",
      customer_email: uniqueEmail("tv-customer"),
      customer_phone: "(305) 555-0123",
      service_address: MIAMI_ADDRESS,
    }),
  });
}

async function noSidewaysScroll(page: Page, where: string) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow, `horizontal scroll on ${where}`).toBeLessThanOrEqual(0);
}

// The new member's hours go when the file ends: the files after it book on the demo staff's places.
clearShiftsAfterThisFile();

describe("the people on shift decide what can be booked", () => {
  it("a full Miami slot becomes bookable once the owner gives a new crew member Miami hours, at 360 px and by keyboard", async () => {
    // A Miami slot filled through the API: the two crew members on shift then are both given a visit.
    const date = openDayFrom(daysAfter(appToday(), 11), TIME, SERVICE);
    for (let place = 0; place < 2; place += 1) {
      const booked = await book(date);
      expect(booked.status, await booked.clone().text()).toBe(201);
    }
    expect(await remainingInMiami(date)).toBe(0);
    expect((await book(date)).status).toBe(409);

    // A new crew member who mounts TVs, with no hours yet: still no place.
    const { context, page } = await newPage(browser, { width: 360, height: 740 });
    await signInAsAdmin(context);
    const lastName = `Places${Date.now()}`;
    const invited = await context.request.post("/api/admin/staff/invitations", {
      headers: { Origin: BASE_URL },
      data: { email: uniqueEmail("crew"), firstName: "Teo", lastName, serviceIds: [SERVICE] },
    });
    expect(invited.status()).toBe(201);
    const crew = (await invited.json()) as { userId: string };
    // Staged: the crew member accepts the emailed invitation (walked in the browser in work-landing.spec.ts).
    runSql(`UPDATE staff_members SET active = 1, invitation_expires_at = NULL WHERE user_id = '${crew.userId}'`);
    expect(await remainingInMiami(date)).toBe(0);

    // The owner gives them Miami and that weekday's opening hours, by keyboard, on a phone.
    const name = `Teo ${lastName}`;
    await gotoHydrated(page, "/admin?tab=staff");
    const hoursButton = page.getByRole("button", { name: `Hours of ${name}` });
    await hoursButton.waitFor();
    await noSidewaysScroll(page, "the staff tab");
    await expectAccessible(page);
    await hoursButton.focus();
    await page.keyboard.press("Enter");
    await page.getByRole("heading", { name: `Hours of ${name}` }).waitFor();
    await page.getByRole("checkbox", { name: "Miami, FL" }).focus();
    await page.keyboard.press("Space");
    const weekday = WEEKDAY_NAMES[WEEKDAYS[(new Date(`${date}T12:00:00Z`).getUTCDay() + 6) % 7]!];
    await page.getByRole("button", { name: `Add hours on ${weekday}` }).focus();
    await page.keyboard.press("Enter");
    await page.getByLabel(`${weekday} until`).press("Enter");
    await expect.poll(() => toastText(page)).toContain("Hours saved");
    await page
      .getByRole("row")
      .filter({ hasText: name })
      .getByText(/Miami, FL · /)
      .waitFor();
    await noSidewaysScroll(page, "the staff tab after saving");
    await expectAccessible(page);

    // The slot that was full now has the new member's place, and selling it gives them the visit.
    expect(await remainingInMiami(date)).toBe(1);
    expect((await book(date)).status).toBe(201);
    expect(await remainingInMiami(date)).toBe(0);
    await context.close();
  }, 120_000);
});
