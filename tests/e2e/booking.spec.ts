import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import {
  allowConsoleError,
  BASE_URL,
  expectAccessible,
  fillServiceAddress,
  gotoHydrated,
  newPage,
  outbox,
  pickNextMonthDay,
  toastText,
  uniqueEmail,
  type OutboxEmail,
  sharedBrowser,
  answerWhere,
} from "./support";

const browser = sharedBrowser();

/** The emails about one booking: the customer's and the business's (named by reference). */
async function outboxFor(customer: string, reference: string): Promise<OutboxEmail[]> {
  return (await outbox()).filter(
    (email) => email.subject.includes(reference) && (email.to === customer || email.kind === "booking-business"),
  );
}

async function fillDetails(page: Page, email: string) {
  await page.getByLabel("Full Name").fill("Renata Silva");
  await page.getByLabel("Email Address").fill(email);
  await page.getByLabel("Phone Number").fill("(954) 555-0188");
  await fillServiceAddress(page, { street: "401 E Las Olas Blvd", unit: "2201", city: "Fort Lauderdale", zip: "33301" });
  await page.getByLabel("Special Notes (optional)").fill("Front desk has a key.");
}

describe("booking a service", () => {
  it("goes from a service page to the confirmation, keeps the form on Back, and emails both sides", async () => {
    const { context, page } = await newPage(browser);
    const email = uniqueEmail("wizard");
    await gotoHydrated(page, "/services/car-detailing");
    await page.getByRole("link", { name: "Book This Service" }).click();
    await page.getByRole("heading", { name: "Select Date & Time" }).waitFor();
    expect(await page.getByText("Car Detailing").first().isVisible()).toBe(true);
    expect(await page.getByRole("button", { name: "Continue to Details" }).count()).toBe(0);
    await expectAccessible(page);

    await pickNextMonthDay(page, 15);
    await page.getByRole("button", { name: "10:00 AM", exact: true }).click();
    await expectAccessible(page);
    await page.getByRole("button", { name: "Continue to Details" }).click();
    await page.getByRole("heading", { name: "Your Details" }).waitFor();
    const confirm = page.getByRole("button", { name: "Confirm Booking" });
    // Incomplete, it reads as disabled; pressed anyway, it sends nothing and points at the first missing field.
    expect(await confirm.getAttribute("aria-disabled")).toBe("true");
    const posted: string[] = [];
    page.on("request", (request) => {
      if (request.method() === "POST" && request.url().endsWith("/api/bookings")) posted.push(request.url());
    });
    await confirm.click({ force: true });
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute("name"))).toBe("customerName");
    await page.getByText("Please enter your full name.").waitFor();
    await page.getByText("Please enter the street address.").waitFor();
    expect(posted).toEqual([]);
    await fillDetails(page, email);
    expect(await page.getByText("Please enter your full name.").count()).toBe(0);
    expect(await confirm.getAttribute("aria-disabled")).toBeNull();
    await expectAccessible(page);

    await page.getByRole("button", { name: "Back to Date & Time" }).click();
    await page.getByRole("button", { name: "Continue to Details" }).click();
    expect(await page.getByLabel("Full Name").inputValue()).toBe("Renata Silva");
    expect(await page.getByLabel("Special Notes (optional)").inputValue()).toBe("Front desk has a key.");
    expect(await page.getByLabel("Unit (optional)").inputValue()).toBe("2201");
    expect(await page.getByLabel("ZIP code").inputValue()).toBe("33301");

    await confirm.click();
    await page.getByRole("heading", { name: "Booking Confirmed!" }).waitFor();
    const reference = (await page.getByText(/^SFB-[2-9A-Z]{6}$/).textContent()) ?? "";
    expect(await page.getByText(`A confirmation email has been sent to ${email}.`).isVisible()).toBe(true);
    expect(await toastText(page)).toContain("Your appointment has been scheduled.");
    expect(await page.getByRole("link", { name: "Add to calendar" }).getAttribute("href")).toContain("/calendar.ics?token=");
    await expectAccessible(page);

    const sent = await outboxFor(email, reference);
    expect(sent.map((message) => message.kind).sort()).toEqual(["booking-business", "booking-customer"]);

    await page.getByRole("button", { name: "Book Another Service" }).click();
    await page.getByRole("heading", { name: "Select Your Service" }).waitFor();
    await page.getByRole("button", { name: /Regular Cleaning/ }).click();
    await pickNextMonthDay(page, 16);
    await page.getByRole("button", { name: "11:00 AM", exact: true }).click();
    await page.getByRole("button", { name: "Continue to Details" }).click();
    expect(await page.getByLabel("Full Name").inputValue()).toBe("");
    await context.close();
  });

  it("moves the focus to a lockbox's missing code when Confirm is pressed by keyboard, and books once it is typed", async () => {
    const { context, page } = await newPage(browser, { width: 360, height: 740 });
    await gotoHydrated(page, "/booking?service=pet-sitting");
    await pickNextMonthDay(page, 18);
    await page.getByRole("button", { name: "11:00 AM", exact: true }).click();
    await page.getByRole("button", { name: "Continue to Details" }).click();
    await fillDetails(page, uniqueEmail("lockbox"));
    await page.getByLabel("How does the crew get in?").selectOption({ label: "Lockbox" });
    // Tab still reaches Confirm, which the missing code dims.
    await page.getByLabel("Special Notes (optional)").focus();
    await page.keyboard.press("Tab");
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe("Back to Date & Time");
    await page.keyboard.press("Tab");
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe("Confirm Booking");
    await page.keyboard.press("Enter");
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute("name"))).toBe("accessNotes");
    await page.getByText("Please tell the crew how to get in (the code, or where the key is).").waitFor();
    await expectAccessible(page);
    await page.keyboard.type("Lockbox 4411 on the service door");
    await page.getByRole("button", { name: "Confirm Booking" }).focus();
    await page.keyboard.press("Enter");
    await page.getByRole("heading", { name: "Booking Confirmed!" }).waitFor();
    await context.close();
  });

  it("can be completed by keyboard alone at 360 px", async () => {
    const { context, page } = await newPage(browser, { width: 360, height: 740 });
    await gotoHydrated(page, "/booking?service=pet-sitting");
    await page.getByRole("heading", { name: "Select Date & Time" }).waitFor();
    await answerWhere(page);
    await page.getByRole("button", { name: "Next month" }).focus();
    await page.keyboard.press("Enter");
    await page.keyboard.press("Tab");
    // The month's first bookable day has focus; move to the next week and choose it.
    await page.keyboard.press("ArrowDown");
    await page.keyboard.press("Enter");
    // 11 AM is open every day of the week (Sunday opens at 10).
    await page.getByRole("button", { name: "11:00 AM", exact: true }).focus();
    await page.keyboard.press("Enter");
    // Picking a time brings Continue into view on a phone, without the customer scrolling for it.
    const continueButton = page.getByRole("button", { name: "Continue to Details" });
    await expect
      .poll(() => continueButton.evaluate((element) => element.getBoundingClientRect().bottom <= window.innerHeight), { timeout: 5000 })
      .toBe(true);
    await continueButton.focus();
    await page.keyboard.press("Enter");
    await page.getByRole("heading", { name: "Your Details" }).waitFor();
    await page.getByLabel("Full Name").focus();
    await page.keyboard.type("Keyboard Only");
    await page.keyboard.press("Tab");
    // A long address must wrap on the confirmation, not widen the page.
    await page.keyboard.type(`a-very-long-mailbox-name-for-testing.${uniqueEmail("keys")}`);
    await page.keyboard.press("Tab");
    await page.keyboard.type("305 555 0100");
    // Beside the phone: the reminder text's consent, unticked until the customer ticks it.
    await page.keyboard.press("Tab");
    const consent = page.getByRole("checkbox", {
      name: "Text me about this visit: a reminder the day before, and when the crew is on the way and when it is done (optional).",
    });
    expect(await consent.evaluate((element) => element === document.activeElement)).toBe(true);
    expect(await consent.isChecked()).toBe(false);
    await page.keyboard.press("Space");
    expect(await consent.isChecked()).toBe(true);
    const sent: unknown[] = [];
    page.on("request", (request) => {
      if (request.method() === "POST" && new URL(request.url()).pathname === "/api/bookings") sent.push(request.postDataJSON());
    });
    // The address in parts: building (skipped), street, unit (skipped), city, ZIP.
    await page.keyboard.press("Tab");
    await page.keyboard.press("Tab");
    await page.keyboard.type("1 Ocean Dr");
    await page.keyboard.press("Tab");
    await page.keyboard.press("Tab");
    await page.keyboard.type("Miami Beach");
    await page.keyboard.press("Tab");
    await page.keyboard.type("33139");
    await page.keyboard.press("Enter");
    await page.getByRole("heading", { name: "Booking Confirmed!" }).waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    expect(sent).toEqual([expect.objectContaining({ customer_phone: "305 555 0100", text_reminders: true })]);
    await expectAccessible(page);
    await context.close();
  });

  it("opens step 1 for an unknown service and shows a slot taken meanwhile as full", async () => {
    const { context, page } = await newPage(browser);
    allowConsoleError(page, /status of 409 .*\/api\/bookings\]$/, "the test books a slot others just filled");
    await gotoHydrated(page, "/booking?service=not-a-service");
    await page.getByRole("heading", { name: "Select Your Service" }).waitFor();
    await expectAccessible(page);

    await gotoHydrated(page, "/booking?service=tv-mounting");
    await pickNextMonthDay(page, 20);
    await page.getByRole("button", { name: "1:00 PM", exact: true }).click();
    await page.getByRole("button", { name: "Continue to Details" }).click();
    await fillDetails(page, uniqueEmail("late"));

    // Two other customers take the slot's last places while this one types.
    await page.getByRole("button", { name: "Back to Date & Time" }).click();
    const chosenDate = await page.locator("button[aria-pressed=true][data-date]").getAttribute("data-date");
    await page.getByRole("button", { name: "Continue to Details" }).click();
    for (const name of ["First Neighbour", "Second Neighbour"]) {
      const response = await fetch(`${BASE_URL}/api/bookings`, {
        method: "POST",
        headers: { "Content-Type": "application/json", "Idempotency-Key": crypto.randomUUID() },
        body: JSON.stringify({
          service_id: "tv-mounting",
          appointment_date: chosenDate,
          appointment_time: "1:00 PM",
          customer_name: name,
          customer_email: uniqueEmail("neighbour"),
          customer_phone: "3055550101",
          service_address: "2 Ocean Dr, Miami Beach, FL",
        }),
      });
      expect(response.status).toBe(201);
    }
    await page.getByRole("button", { name: "Confirm Booking" }).click();
    await expect.poll(() => toastText(page)).toContain("Booking Failed");
    expect(await toastText(page)).toContain("Sorry, that time was just booked. Please choose another time.");
    await page.getByRole("heading", { name: "Select Date & Time" }).waitFor();
    expect(await page.getByRole("button", { name: "1:00 PM (fully booked)" }).isDisabled()).toBe(true);
    // A TV mounting holds its crew 2 hours: 2 PM overlaps the 1 PM visits, 11 AM ends as they start.
    expect(await page.getByRole("button", { name: "2:00 PM (fully booked)", exact: true }).isDisabled()).toBe(true);
    await page.getByRole("button", { name: "11:00 AM", exact: true }).click();
    await page.getByRole("button", { name: "Continue to Details" }).click();
    expect(await page.getByLabel("Full Name").inputValue()).toBe("Renata Silva");
    await context.close();
  });

  it("sends a retry after a lost answer with the same Idempotency-Key, and changed details with a new one that books", async () => {
    const { context, page } = await newPage(browser);
    await gotoHydrated(page, "/booking?service=pet-grooming");
    await pickNextMonthDay(page, 24);
    await page.getByRole("button", { name: "11:00 AM", exact: true }).click();
    await page.getByRole("button", { name: "Continue to Details" }).click();
    await fillDetails(page, uniqueEmail("lost"));
    const keys: string[] = [];
    page.on("request", (request) => {
      if (request.method() === "POST" && request.url().endsWith("/api/bookings")) keys.push(request.headers()["idempotency-key"] ?? "");
    });
    const confirm = page.getByRole("button", { name: "Confirm Booking" });

    // The server books, but its answer never reaches the browser, twice.
    allowConsoleError(page, /ERR_CONNECTION_RESET \[.*\/api\/bookings\]$/, "the test cuts the connection on purpose");
    await page.route("**/api/bookings", async (route) => {
      await route.fetch();
      await route.abort("connectionreset");
    });
    for (let attempt = 0; attempt < 2; attempt += 1) {
      const lost = page.waitForEvent("requestfailed", (request) => request.url().endsWith("/api/bookings"));
      await confirm.click();
      await lost;
    }
    expect(keys[1]).toBe(keys[0]);

    // The customer changes the email before trying again: another request, so another key.
    await page.unroute("**/api/bookings");
    const email = uniqueEmail("changed");
    await page.getByLabel("Email Address").fill(email);
    const answer = page.waitForResponse((response) => response.url().endsWith("/api/bookings"));
    await confirm.click();
    expect((await answer).status()).toBe(201);
    expect(keys[2]).not.toBe(keys[0]);
    await page.getByRole("heading", { name: "Booking Confirmed!" }).waitFor();
    expect(await page.getByText(`A confirmation email has been sent to ${email}.`).isVisible()).toBe(true);
    await context.close();
  });
});
