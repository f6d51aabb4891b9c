import type { BrowserContext } from "playwright-core";
import { describe, expect, it } from "vitest";
import { runSql, signInAsAdmin } from "./admin-session";
import { longDate } from "#core/time-slots";
import {
  appToday,
  BASE_URL,
  daysAfter,
  expectAccessible,
  gotoHydrated,
  newPage,
  openDayFrom,
  press,
  sharedBrowser,
  uniqueEmail,
} from "./support";

const browser = sharedBrowser();
const PHONE = { width: 360, height: 740 };

async function book(context: BrowserContext, date: string, time: string, name: string): Promise<string> {
  const made = await context.request.post(`${BASE_URL}/api/bookings`, {
    headers: { "Idempotency-Key": crypto.randomUUID(), Origin: BASE_URL },
    data: {
      service_id: "pet-sitting",
      appointment_date: date,
      appointment_time: time,
      customer_name: name,
      customer_email: uniqueEmail("reminder-flag"),
      customer_phone: "(305) 555-0181",
      service_address: "500 Brickell Key Dr, Apt 912, Miami, FL 33131",
    },
  });
  expect(made.status()).toBe(201);
  return ((await made.json()) as { booking: { reference: string } }).booking.reference;
}

/**
 * The day-before reminder as the cron stores it and the queue's consumer leaves it: `failed`
 * when the provider refused it (retried later), `sent` when it took it. The cron does not run
 * in the browser tests, and nothing refuses a message locally, so the row is written here.
 */
function storeReminder(reference: string, status: "failed" | "sent") {
  const now = Date.now();
  const error = status === "failed" ? "'Resend answered 503: provider outage'" : "NULL";
  const next = status === "failed" ? String(now + 60 * 60 * 1000) : "NULL";
  runSql(
    `INSERT INTO emails (id, kind, "to", subject, html, text, status, error, attempts, next_attempt_at, created_at, updated_at, channel, language, booking_reference)
     VALUES ('${crypto.randomUUID()}', 'booking-reminder', 'customer@example.com', 'Reminder', '', '', '${status}', ${error}, 1, ${next}, ${now}, ${now}, 'email', 'en', '${reference}')`,
  );
}

describe("the owner's day view", () => {
  it("at 360 px by keyboard: the owner steps to the visits' day with Next day; a visit whose day-before reminder failed is flagged, and a visit whose reminder went is not", async () => {
    const { context, page } = await newPage(browser, PHONE);
    await signInAsAdmin(context);
    const date = openDayFrom(daysAfter(appToday(), 2), "2:00 PM", "pet-sitting");
    const failing = await book(context, date, "2:00 PM", "Nora Failed");
    const fine = await book(context, date, "2:00 PM", "Omar Reached");
    storeReminder(failing, "failed");
    storeReminder(fine, "sent");

    // The view answers one day: the day before shows neither visit, the next one both.
    await gotoHydrated(page, `/admin?tab=day-view&day=${daysAfter(date, -1)}`);
    await page.getByRole("heading", { name: longDate(daysAfter(date, -1)) }).waitFor();
    expect(await page.getByTestId("day-visit").filter({ hasText: failing }).count()).toBe(0);
    const next = page.getByRole("button", { name: "Next day" });
    await press(next);
    await page.getByRole("heading", { name: longDate(date) }).waitFor();
    await page
      .getByRole("status")
      .filter({ hasText: `Showing ${longDate(date)}` })
      .waitFor({ state: "attached" });
    expect(new URL(page.url()).searchParams.get("day")).toBe(date);
    // The focus stays on the button, for the day after.
    expect(await next.evaluate((element) => element === document.activeElement)).toBe(true);
    const flagged = page.getByTestId("day-visit").filter({ hasText: failing });
    await flagged.waitFor();
    await flagged.getByText("Reminder not delivered").waitFor();
    const reached = page.getByTestId("day-visit").filter({ hasText: fine });
    expect(await reached.getByText("Reminder not delivered").count()).toBe(0);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    await expectAccessible(page);
    await context.close();
  });
});
