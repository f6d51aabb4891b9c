import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import type { AvailabilityResponse } from "#core/booking-schema";
import { businessToday } from "#core/time-slots";
import { app } from "#worker/app";
import { clockOf } from "#worker/clock";
import { parseSettings } from "#worker/env";
import { addDays, nextOpenDay } from "./business-calendar";

const production = {
  APP_ENV: "production",
  SITE_URL: "https://sflconcierge.com",
  EMAIL_FROM: "Team <hello@sflconcierge.com>",
  BUSINESS_EMAIL: "bookings@sflconcierge.com",
  BETTER_AUTH_SECRET: "a-production-secret-of-at-least-32-characters",
  ACCESS_SECRET_KEY: "another-production-secret-of-32-characters",
  RESEND_API_KEY: "re_test_not_used",
  STRIPE_SECRET_KEY: "sk_test_not_used",
  STRIPE_WEBHOOK_SECRET: "whsec_test_not_used",
};

/**
 * A weekday the machine's clock (not the app's, which this suite may have moved) sees as
 * bookable, and a clock setting that moves the app two days past it, so all its slots have passed.
 */
function dayAndMovedClock() {
  const day = nextOpenDay(businessToday(new Date()), { weekday: true });
  const offset = Date.parse(`${addDays(day, 2)}T12:00:00Z`) - Date.now();
  return { day, offset: String(offset) };
}

async function slotsOn(bindings: Record<string, unknown>, date: string) {
  const response = await app.request(`http://localhost:5173/api/availability?service=regular-cleaning&date=${date}`, {}, bindings);
  expect(response.status).toBe(200);
  return { answer: (await response.json()) as AvailabilityResponse, clock: response.headers.get("X-App-Clock") };
}

describe("the app's one clock", () => {
  it("starts locally at the instant LOCAL_CLOCK_OFFSET_MS names, runs on from there, and names it on API answers", async () => {
    const { day, offset } = dayAndMovedClock();
    const before = Date.now();
    const { answer, clock } = await slotsOn({ ...env, LOCAL_CLOCK_OFFSET_MS: offset }, day);
    expect(answer.slots.length).toBeGreaterThan(0);
    expect(answer.slots.every((slot) => !slot.available && slot.reason === "past")).toBe(true);
    expect(Number(clock)).toBeGreaterThanOrEqual(before + Number(offset));
    expect(Number(clock)).toBeLessThan(Date.now() + Number(offset) + 1000);
  });

  it("cannot be moved in production: the setting is ignored and no answer names a time", async () => {
    const { day, offset } = dayAndMovedClock();
    const settings = parseSettings({ ...production, LOCAL_CLOCK_OFFSET_MS: offset });
    expect(settings.clockOffsetMs).toBe(0);
    expect(Math.abs(clockOf(settings)().getTime() - Date.now())).toBeLessThan(1000);

    const { answer, clock } = await slotsOn({ ...env, ...production, LOCAL_CLOCK_OFFSET_MS: offset }, day);
    expect(clock).toBeNull();
    expect(answer.slots.some((slot) => slot.reason === "past")).toBe(false);
    expect(answer.slots.some((slot) => slot.available)).toBe(true);
  });

  it("refuses a setting that is not whole milliseconds, rather than run at the real date by mistake", () => {
    expect(() =>
      parseSettings({ ...production, APP_ENV: "local", SITE_URL: "http://localhost:5173", LOCAL_CLOCK_OFFSET_MS: "tomorrow" }),
    ).toThrow(/LOCAL_CLOCK_OFFSET_MS/);
  });
});
