import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import {
  BASE_URL,
  expectAccessible,
  fillServiceAddress,
  gotoHydrated,
  newPage,
  outbox,
  pickNextMonthDay,
  uniqueEmail,
  sharedBrowser,
} from "./support";

const browser = sharedBrowser();

const estimate = (page: Page, name = "Estimate") => page.getByRole("region", { name });

async function detailsAndConfirm(page: Page, email: string) {
  await page.getByLabel("Full Name").fill("Marisol Vega");
  await page.getByLabel("Email Address").fill(email);
  await page.getByLabel("Phone Number").fill("(305) 555-0143");
  await fillServiceAddress(page, { street: "88 SW 7th St", unit: "1702", city: "Miami", zip: "33130" });
  await page.getByRole("button", { name: "Confirm Booking" }).click();
  await page.getByRole("heading", { name: "Booking Confirmed!" }).waitFor();
}

describe("prices while booking", () => {
  it("asks laundry's weight and speed, shows the estimate as it changes, keeps it on reload and carries it to the confirmation and email", async () => {
    const { context, page } = await newPage(browser, { width: 360, height: 740 });
    const email = uniqueEmail("laundry-price");
    await gotoHydrated(page, "/booking?service=laundry-service");
    await page.getByRole("heading", { name: "Select Date & Time" }).waitFor();
    // The starting quantities price at the minimum order.
    expect(await estimate(page).textContent()).toContain("$23.00");

    await page.getByLabel("Estimated weight (lb)").fill("30.5");
    await page.getByLabel("Speed").selectOption("express");
    await expect.poll(() => estimate(page).textContent()).toContain("Express wash and fold, 30.5 lb at $2/lb$61.00");
    expect(await estimate(page).textContent()).toContain("Total$64.00");
    await expectAccessible(page);

    // A weight the business cannot take is shown at its field, and Continue stays on this step.
    await page.getByLabel("Estimated weight (lb)").fill("0");
    await pickNextMonthDay(page, 12);
    await page.getByRole("button", { name: "10:00 AM", exact: true }).click();
    await page.getByRole("button", { name: "Continue to Details" }).click();
    expect(await page.getByText("Please enter pounds from 1 to 150 in steps of 0.1.").isVisible()).toBe(true);
    expect(await page.evaluate(() => document.activeElement?.id)).toBe("quantity-pounds");
    expect(await estimate(page).count()).toBe(0);

    await page.getByLabel("Estimated weight (lb)").fill("30.5");
    await page.reload();
    await page.getByRole("heading", { name: "Select Date & Time" }).waitFor();
    await expect.poll(() => page.getByLabel("Estimated weight (lb)").inputValue()).toBe("30.5");
    expect(await page.getByLabel("Speed").inputValue()).toBe("express");

    await page.getByRole("button", { name: "Continue to Details" }).click();
    await page.getByRole("heading", { name: "Your Details" }).waitFor();
    expect(await page.getByText("$64.00 estimate").isVisible()).toBe(true);
    await detailsAndConfirm(page, email);
    expect(await estimate(page, "Estimated price").textContent()).toContain("Total$64.00");
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    await expectAccessible(page);

    const confirmation = (await outbox()).find((message) => message.to === email && message.kind === "booking-customer");
    expect(confirmation?.html).toContain("$64.00 estimate");
    expect(confirmation?.html).toContain("Express wash and fold, 30.5 lb at $2/lb: $61.00; Service fee: $3.00; Total: $64.00");
    await context.close();
  });

  it("takes the first-time 20% off a first home cleaning, decided when it is booked", async () => {
    const { context, page } = await newPage(browser);
    await gotoHydrated(page, "/booking?service=regular-cleaning");
    await page.getByRole("heading", { name: "Select Date & Time" }).waitFor();
    await page.getByLabel("Bedrooms").selectOption("2");
    await expect.poll(() => estimate(page).textContent()).toContain("Total$100.00");
    expect(await estimate(page).textContent()).toContain("First-time customers get 20% off their initial cleaning.");
    await pickNextMonthDay(page, 13);
    await page.getByRole("button", { name: "11:00 AM", exact: true }).click();
    await page.getByRole("button", { name: "Continue to Details" }).click();
    await page.getByRole("heading", { name: "Your Details" }).waitFor();
    await detailsAndConfirm(page, uniqueEmail("first-clean"));
    const confirmed = await estimate(page, "Estimated price").textContent();
    expect(confirmed).toContain("First cleaning: 20% off-$20.00");
    expect(confirmed).toContain("Total$80.00");
    await context.close();
  });

  it("shows on each service page how the booking prices it, from the same model, in the prerendered HTML", async () => {
    const html = await (await fetch(`${BASE_URL}/services/moving-service`)).text();
    expect(html).toContain("$100 per hour, 2 hours minimum");
    const cleaning = await (await fetch(`${BASE_URL}/services/regular-cleaning`)).text();
    expect(cleaning).toContain("$20 per extra bedroom, $15 per extra bathroom");
  });
});
