import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { longDate } from "#core/time-slots";
import { signInAsAdmin } from "./admin-session";
import {
  appToday,
  BASE_URL,
  daysAfter,
  expectAccessible,
  fillServiceAddress,
  gotoHydrated,
  newPage,
  openDayFrom,
  outbox,
  pickNextMonthDay,
  uniqueEmail,
  sharedBrowser,
  answerWhere,
} from "./support";

const browser = sharedBrowser();

/** A day two to a few days ahead on which the business takes a 1 PM cleaning. */
function dayThisWeek(): string {
  return openDayFrom(daysAfter(appToday(), 2), "1:00 PM", "regular-cleaning");
}

async function pickDay(page: Page, date: string) {
  await answerWhere(page);
  const target = page.locator(`button[data-date="${date}"]`);
  await page.getByRole("button", { name: "Next month" }).waitFor();
  if ((await target.count()) === 0) await page.getByRole("button", { name: "Next month" }).click();
  await target.click();
}

const PHONE_WIDTH = { width: 360, height: 740 };

describe("where the work happens, on a phone", () => {
  it("tells a West Palm Beach ZIP at once that Yacht Rental is not available there", async () => {
    const { page } = await newPage(browser, PHONE_WIDTH);
    await gotoHydrated(page, "/booking?service=yacht-rental");
    await pickNextMonthDay(page, 12);
    // A 4-hour charter: 10 AM ends by closing on any day of the week.
    await page.getByRole("button", { name: "10:00 AM", exact: true }).click();
    await page.getByRole("button", { name: "Continue to Details" }).click();
    await page.getByRole("heading", { name: "Your Details" }).waitFor();
    await page.getByLabel("Full Name").fill("Wes Palmer");
    await page.getByLabel("Email Address").fill(uniqueEmail("westpalm"));
    await page.getByLabel("Phone Number").fill("(561) 555-0142");
    await fillServiceAddress(page, { street: "777 S Flagler Dr", city: "West Palm Beach", zip: "33401" });

    // As soon as the ZIP is typed, before anything is sent.
    const zip = page.getByLabel("ZIP code");
    await expect.poll(() => zip.getAttribute("aria-invalid")).toBe("true");
    const message = page.getByRole("alert").filter({ hasText: "Yacht Rental is available in Fort Lauderdale and Miami." });
    expect(await message.isVisible()).toBe(true);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    await expectAccessible(page);

    // Confirming sends nothing and keeps everything typed.
    let sent = 0;
    page.on("request", (request) => {
      if (request.method() === "POST" && request.url().endsWith("/api/bookings")) sent += 1;
    });
    await page.getByRole("button", { name: "Confirm Booking" }).click();
    expect(sent).toBe(0);
    expect(await page.getByLabel("Street address").inputValue()).toBe("777 S Flagler Dr");

    // A ZIP outside the three counties.
    await zip.fill("32801");
    await page.getByRole("alert").filter({ hasText: "We do not serve this ZIP yet" }).waitFor();
    // Miami: no message, and the booking can go.
    await zip.fill("33131");
    await expect.poll(() => zip.getAttribute("aria-invalid")).toBe(null);
  });

  it("a Miami tenant picks her building, books with her unit and the concierge's key, and only the admin sees how to get in", async () => {
    // The team lists the building in the directory.
    const building = `Brickell Heights ${Date.now().toString(36)}`;
    const { context: team } = await newPage(browser);
    await signInAsAdmin(team);
    const listed = await team.request.post("/api/admin/buildings", {
      headers: { Origin: BASE_URL },
      data: { name: building, street: "55 SW 9th St", city: "Miami", zip: "33130", concierge_phone: "(305) 555-0150" },
    });
    expect(listed.status()).toBe(201);

    const { context, page } = await newPage(browser, PHONE_WIDTH);
    const email = uniqueEmail("miami-tenant");
    const instructions = "Key at the front desk under Estrada, code #4471 for the service lift";
    const date = dayThisWeek();
    await gotoHydrated(page, "/booking?service=regular-cleaning");
    await pickDay(page, date);
    await page.getByRole("button", { name: "1:00 PM", exact: true }).click();
    await page.getByRole("button", { name: "Continue to Details" }).click();
    await page.getByRole("heading", { name: "Your Details" }).waitFor();
    await page.getByLabel("Full Name").fill("Gloria Estrada");
    await page.getByLabel("Email Address").fill(email);
    await page.getByLabel("Phone Number").fill("(305) 555-0199");
    // Typing the building's name (as picking it from the suggestions does) fills its address.
    const buildingField = page.getByLabel("Building or community (optional)");
    await expect.poll(() => page.locator(`datalist option[value="${building}"]`).count()).toBe(1);
    await buildingField.fill(building);
    expect(await page.getByLabel("Street address").inputValue()).toBe("55 SW 9th St");
    expect(await page.getByLabel("City", { exact: true }).inputValue()).toBe("Miami");
    expect(await page.getByLabel("ZIP code").inputValue()).toBe("33130");
    await page.getByLabel("Unit (optional)").fill("1203");
    await page.getByLabel("How does the crew get in?").selectOption({ label: "The concierge desk holds a key" });
    await page.getByLabel(/^Access instructions/).fill(instructions);
    await page.getByLabel("Parking notes (optional)").fill("Guest parking, level 2");
    await page.getByLabel("Pets (optional)").fill("One cat");
    await expectAccessible(page);

    // A reload keeps every part typed.
    await page.reload();
    await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true");
    expect(await page.getByLabel("Unit (optional)").inputValue()).toBe("1203");
    expect(await page.getByLabel(/^Access instructions/).inputValue()).toBe(instructions);
    expect(await page.getByLabel("How does the crew get in?").inputValue()).toBe("concierge");

    await page.getByRole("button", { name: "Confirm Booking" }).click();
    await page.getByRole("heading", { name: "Booking Confirmed!" }).waitFor();
    const reference = (await page.getByText(/^SFB-[2-9A-Z]{6}$/).textContent()) ?? "";
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);

    // The emails carry the address, never the way in; nor does the calendar file.
    const mail = (await outbox()).filter((message) => message.subject.includes(reference));
    expect(mail.map((message) => message.kind).sort()).toEqual(["booking-business", "booking-customer"]);
    for (const message of mail) {
      expect(message.html).toContain(`${building}, 55 SW 9th St, Unit 1203, Miami, FL 33130`);
      expect(message.html).not.toContain("#4471");
      expect(message.html).not.toContain("Estrada, code");
    }
    const calendar = await context.request.get((await page.getByRole("link", { name: "Add to calendar" }).getAttribute("href")) ?? "");
    expect(calendar.status()).toBe(200);
    expect(await calendar.text()).not.toContain("#4471");

    // The admin's booking page and day view show how to get in.
    await signInAsAdmin(context);
    await gotoHydrated(page, `/admin/bookings/${reference}`);
    await page.getByRole("heading", { name: `Booking ${reference}` }).waitFor();
    await page.getByText(`The concierge desk holds a key: ${instructions}`).waitFor();
    expect(await page.getByText("Guest parking, level 2").isVisible()).toBe(true);
    await expectAccessible(page);

    // The day view lists the visit under its building, with the desk's phone from the directory.
    await gotoHydrated(page, `/admin?tab=day-view&day=${date}`);
    const group = page.getByTestId("day-building").filter({ hasText: reference });
    await group.waitFor();
    expect(await group.textContent()).toContain(`${building}Concierge desk: (305) 555-0150`);
    const visit = group.getByTestId("day-visit").filter({ hasText: reference });
    expect(await visit.textContent()).toContain(`Way in: The concierge desk holds a key: ${instructions}`);
    // Above the day's slots, its buildings: how many visits each has, and when.
    const summary = page
      .getByRole("list", { name: `Buildings on ${longDate(date)}` })
      .getByTestId("day-building-summary")
      .filter({ hasText: building });
    expect(await summary.textContent()).toMatch(/visits? \(.*1:00 PM.*\)/);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    await expectAccessible(page);
  });
});
