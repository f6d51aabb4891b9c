import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import {
  appToday,
  BASE_URL,
  daysAfter,
  expectAccessible,
  gotoHydrated,
  newPage,
  nextMonthDay,
  openDayFrom,
  sharedBrowser,
  signedInCustomer,
  uniqueEmail,
} from "./support";

const browser = sharedBrowser();
const PHONE_WIDTH = { width: 360, height: 740 };
const SERVICE = "heating-service";
const FORT_LAUDERDALE_ZIP = "33304";
const MIAMI_ZIP = "33131";

/** Books `time` on `date` in Fort Lauderdale until the server says the slot is full; the places it took. */
async function fillFortLauderdale(date: string, time: string): Promise<number> {
  for (let booked = 0; booked < 20; booked += 1) {
    const response = await fetch(`${BASE_URL}/api/bookings`, {
      method: "POST",
      headers: { "Content-Type": "application/json", "Idempotency-Key": crypto.randomUUID() },
      body: JSON.stringify({
        service_id: SERVICE,
        appointment_date: date,
        appointment_time: time,
        customer_name: `Las Olas Neighbour ${booked + 1}`,
        customer_email: uniqueEmail("las-olas"),
        customer_phone: "9545550101",
        service_address: `${100 + booked} E Las Olas Blvd, Fort Lauderdale, FL ${FORT_LAUDERDALE_ZIP}`,
      }),
    });
    if (response.status === 409) return booked;
    expect(response.status).toBe(201);
  }
  throw new Error("The Fort Lauderdale slot never filled");
}

async function pickDay(page: Page, date: string) {
  const target = page.locator(`button[data-date="${date}"]`);
  await page.getByRole("button", { name: "Next month" }).waitFor();
  if ((await target.count()) === 0) await page.getByRole("button", { name: "Next month" }).click();
  await target.focus();
  await page.keyboard.press("Enter");
}

describe("where before when", () => {
  it("asks the ZIP first and shows its area's times: a slot full in Fort Lauderdale is disabled there, offered in Miami, and the ZIP carries into the details", async () => {
    const date = openDayFrom(nextMonthDay(26), "1:00 PM", SERVICE);
    expect(await fillFortLauderdale(date, "1:00 PM")).toBeGreaterThan(0);

    const { context, page } = await newPage(browser, PHONE_WIDTH);
    await gotoHydrated(page, `/booking?service=${SERVICE}`);
    await page.getByRole("heading", { name: "Select Date & Time" }).waitFor();
    const zip = page.getByLabel("ZIP code of the visit");

    // Before a ZIP, a date shows no times: they depend on the area.
    await pickDay(page, date);
    await page.getByText("Enter the ZIP code of the visit above to see its times.").waitFor();
    expect(
      await page
        .getByRole("group", { name: /^Times on / })
        .getByRole("button")
        .count(),
    ).toBe(0);

    // A ZIP outside the service areas says so at the field, by keyboard.
    await zip.focus();
    await page.keyboard.type("32801");
    const notServed = page.getByRole("alert").filter({ hasText: "We do not serve this ZIP yet" });
    await notServed.waitFor();
    expect(await zip.getAttribute("aria-invalid")).toBe("true");
    expect(await zip.getAttribute("aria-describedby")).toContain((await notServed.getAttribute("id")) ?? "missing");
    await expectAccessible(page);

    // Fort Lauderdale's crews are all taken at 1 PM.
    await zip.fill("");
    await page.keyboard.type(FORT_LAUDERDALE_ZIP);
    await page.getByText("Our Fort Lauderdale team comes to this ZIP: these are its times.").waitFor();
    const fullThere = page.getByRole("button", { name: "1:00 PM (fully booked)", exact: true });
    await fullThere.waitFor();
    expect(await fullThere.isDisabled()).toBe(true);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE_WIDTH.width);
    await expectAccessible(page);

    // The same time in Miami is offered.
    await zip.fill("");
    await page.keyboard.type(MIAMI_ZIP);
    await page.getByText("Our Miami team comes to this ZIP: these are its times.").waitFor();
    const offered = page.getByRole("button", { name: "1:00 PM", exact: true });
    await offered.waitFor();
    expect(await offered.isDisabled()).toBe(false);
    await offered.focus();
    await page.keyboard.press("Enter");
    await page.getByRole("button", { name: "Continue to Details" }).focus();
    await page.keyboard.press("Enter");

    // The ZIP arrives in the details; going back and forth keeps it and the time.
    await page.getByRole("heading", { name: "Your Details" }).waitFor();
    expect(await page.getByLabel("ZIP code", { exact: true }).inputValue()).toBe(MIAMI_ZIP);
    await page.getByLabel("Street address").fill("1 SE 3rd Ave");
    await page.getByRole("button", { name: "Back to Date & Time" }).click();
    await page.getByRole("heading", { name: "Select Date & Time" }).waitFor();
    expect(await zip.inputValue()).toBe(MIAMI_ZIP);
    expect(await page.getByRole("button", { name: "1:00 PM", exact: true }).getAttribute("aria-pressed")).toBe("true");
    await page.getByRole("button", { name: "Continue to Details" }).click();
    expect(await page.getByLabel("Street address").inputValue()).toBe("1 SE 3rd Ave");
    await context.close();
  });

  it("offers a signed-in customer her saved address first, with its area's times, and a ZIP for another address", async () => {
    const { context, page } = await newPage(browser, PHONE_WIDTH);
    const email = uniqueEmail("where-saved");
    await signedInCustomer(page, { email, password: "sunny beach 2026", firstName: "Nora", lastName: "Vega" });
    const earlier = await context.request.post(`${BASE_URL}/api/bookings`, {
      headers: { "Idempotency-Key": crypto.randomUUID(), Origin: BASE_URL },
      data: {
        service_id: SERVICE,
        appointment_date: openDayFrom(daysAfter(appToday(), 11), "12:00 PM", SERVICE),
        appointment_time: "12:00 PM",
        customer_name: "Nora Vega",
        customer_email: email,
        customer_phone: "(954) 555-0177",
        service_address: "2 Ocean Blvd, Fort Lauderdale, FL 33316",
        address: { street: "2 Ocean Blvd", city: "Fort Lauderdale", zip: "33316", access_method: "home" },
      },
    });
    expect(earlier.status()).toBe(201);

    await gotoHydrated(page, `/booking?service=${SERVICE}`);
    const where = page.getByLabel("Where is the visit?");
    await expect.poll(() => where.inputValue()).toBe("0");
    expect(await where.locator("option:checked").textContent()).toBe("2 Ocean Blvd, Fort Lauderdale, FL 33316");
    await page.getByText("Our Fort Lauderdale team comes to this ZIP: these are its times.").waitFor();
    await pickDay(page, openDayFrom(nextMonthDay(27), "11:00 AM", SERVICE));
    await page.getByRole("button", { name: "11:00 AM", exact: true }).waitFor();
    await expectAccessible(page);

    // Another address: its ZIP is asked, and the times wait for it.
    await where.focus();
    await where.selectOption({ label: "Another address" });
    const zip = page.getByLabel("ZIP code of the visit");
    expect(await zip.inputValue()).toBe("");
    await page.getByText("Enter the ZIP code of the visit above to see its times.").waitFor();
    await zip.focus();
    await page.keyboard.type(MIAMI_ZIP);
    await page.getByRole("button", { name: "11:00 AM", exact: true }).click();
    await page.getByRole("button", { name: "Continue to Details" }).click();
    await page.getByRole("heading", { name: "Your Details" }).waitFor();
    expect(await page.getByLabel("ZIP code", { exact: true }).inputValue()).toBe(MIAMI_ZIP);
    expect(await page.getByLabel("Street address").inputValue()).toBe("");
    await context.close();
  });
});
