import type { BrowserContext, Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { CHANGE_NOTICE_HOURS, CHANGE_NOTICE_MESSAGE, canChangeOnline } from "#core/change-notice";
import { slotStart } from "#core/time-slots";
import { runSql } from "./admin-session";
import {
  allowConsoleError,
  appNow,
  appToday,
  BASE_URL,
  daysAfter,
  expectAccessible,
  fillServiceAddress,
  gotoHydrated,
  linkIn,
  newPage,
  openDayFrom,
  outbox,
  pickNextMonthDay,
  signedInCustomer,
  soonestBookableSlot,
  toastText,
  uniqueEmail,
  sharedBrowser,
} from "./support";

const browser = sharedBrowser();

async function bookAs(context: BrowserContext, body: Record<string, unknown>) {
  const response = await context.request.post(`${BASE_URL}/api/bookings`, {
    // As the booking page sends it: the browser names the page's origin on every write.
    headers: { "Idempotency-Key": crypto.randomUUID(), Origin: BASE_URL },
    data: { customer_name: "Lena Park", customer_phone: "(954) 555-0177", service_address: "2 Ocean Blvd, Fort Lauderdale, FL", ...body },
  });
  expect(response.status()).toBe(201);
  return ((await response.json()) as { booking: { reference: string } }).booking.reference;
}

/** A new customer, signed in on `page`, who has booked a pet sitting at `address`: their saved address. */
async function customerWhoBookedAt(page: Page, context: BrowserContext, address: Record<string, string>) {
  const email = uniqueEmail("saved-address");
  await signedInCustomer(page, { email, password: "sunny beach 2026", firstName: "Nora", lastName: "Vega" });
  await bookAs(context, {
    service_id: "pet-sitting",
    appointment_date: openDayFrom(daysAfter(appToday(), 11), "12:00 PM", "pet-sitting"),
    appointment_time: "12:00 PM",
    customer_email: email,
    address,
  });
}

const HOUR_MS = 60 * 60 * 1000;

/**
 * Books the soonest slot the form takes now for `email`: a visit inside the 24-hour notice,
 * unless a holiday closes the next day. From the evening before one until its morning the
 * soonest open slot is more than 24 hours away; the hours until it is inside the notice are
 * then staged in D1 (its start moves to an hour inside it), as the clock cannot be moved mid-run.
 */
async function bookInsideNotice(context: BrowserContext, email: string): Promise<string> {
  const soon = soonestBookableSlot("massage-service");
  const reference = await bookAs(context, {
    service_id: "massage-service",
    appointment_date: soon.date,
    appointment_time: soon.time,
    customer_email: email,
  });
  if (canChangeOnline(slotStart(soon.date, soon.time), appNow())) {
    const insideNotice = appNow().getTime() + (CHANGE_NOTICE_HOURS - 1) * HOUR_MS;
    runSql(`UPDATE bookings SET starts_at = ${insideNotice} WHERE reference = '${reference}'`);
  }
  return reference;
}

describe("my bookings", () => {
  it("a signed-in customer books with details prefilled, finds it under Bookings, reschedules and cancels it", async () => {
    const { context, page } = await newPage(browser);
    const email = uniqueEmail("mine");
    await signedInCustomer(page, { email, password: "sunny beach 2026", firstName: "Lena", lastName: "Park" });

    await gotoHydrated(page, "/booking?service=massage-service");
    await pickNextMonthDay(page, 10);
    await page.getByRole("button", { name: "11:00 AM", exact: true }).click();
    await page.getByRole("button", { name: "Continue to Details" }).click();
    await page.getByRole("heading", { name: "Your Details" }).waitFor();
    expect(await page.getByLabel("Full Name").inputValue()).toBe("Lena Park");
    expect(await page.getByLabel("Email Address").inputValue()).toBe(email);
    await page.getByLabel("Phone Number").fill("(954) 555-0177");
    await fillServiceAddress(page, { street: "2 Ocean Blvd", city: "Fort Lauderdale", zip: "33316" });
    await page.getByRole("button", { name: "Confirm Booking" }).click();
    await page.getByRole("heading", { name: "Booking Confirmed!" }).waitFor();
    const reference = (await page.getByText(/^SFB-[2-9A-Z]{6}$/).textContent()) ?? "";

    await page.getByRole("link", { name: "My Bookings" }).click();
    await page.getByRole("tab", { name: "Bookings", selected: true }).waitFor();
    const upcoming = page.getByRole("region", { name: "Upcoming bookings" });
    const item = upcoming.getByRole("article").filter({ hasText: reference });
    await item.getByText("11:00 AM (Eastern Time)").waitFor();
    expect(await item.getByText("Waiting for confirmation").isVisible()).toBe(true);
    await expectAccessible(page);

    await item.getByRole("button", { name: "Reschedule" }).click();
    const panel = item.getByRole("group", { name: `New time for ${reference}` });
    await pickNextMonthDay(page, 12);
    await panel.getByRole("button", { name: "2:00 PM", exact: true }).click();
    await expectAccessible(page);
    await panel.getByRole("button", { name: "Confirm New Time" }).click();
    await expect.poll(() => toastText(page)).toContain("Booking Rescheduled");
    await item.getByText("2:00 PM (Eastern Time)").waitFor();

    await item.getByRole("button", { name: "Cancel Booking" }).click();
    await item.getByRole("button", { name: "Yes, Cancel Booking" }).click();
    await expect.poll(() => toastText(page)).toContain("Booking Cancelled");
    const past = page.getByRole("region", { name: "Past and cancelled bookings" });
    const pastItem = past.getByRole("article").filter({ hasText: reference });
    await pastItem.getByText("Cancelled", { exact: true }).waitFor();
    expect(await upcoming.getByText(reference).count()).toBe(0);
    const bookAgain = pastItem.getByRole("link", { name: /^Book Again\b.*Massage Therapy/ });
    expect(await bookAgain.getAttribute("href")).toBe("/booking?service=massage-service");

    const kinds = (await outbox()).filter((message) => message.subject.includes(reference)).map((message) => message.kind);
    expect(kinds).toEqual(
      expect.arrayContaining([
        "booking-rescheduled-customer",
        "booking-rescheduled-business",
        "booking-cancelled-customer",
        "booking-cancelled-business",
      ]),
    );

    // A visit less than 24 hours away explains why it cannot be changed online, before any try.
    const soonReference = await bookInsideNotice(context, email);
    await page.reload();
    await page.getByRole("tab", { name: "Bookings", selected: true }).waitFor();
    const soonItem = page.getByRole("article").filter({ hasText: soonReference });
    await soonItem.getByText(CHANGE_NOTICE_MESSAGE).waitFor();
    expect(await soonItem.getByRole("button", { name: "Reschedule" }).count()).toBe(0);
    expect(await soonItem.getByRole("button", { name: "Cancel Booking" }).count()).toBe(0);
    await expectAccessible(page);
    await context.close();
  });

  it("lets a guest cancel from the link in the confirmation email, at 360 px by keyboard", async () => {
    const { context, page } = await newPage(browser, { width: 360, height: 740 });
    const email = uniqueEmail("guest");
    const reference = await bookAs(context, {
      service_id: "pet-sitting",
      appointment_date: openDayFrom(daysAfter(appToday(), 9), "12:00 PM", "pet-sitting"),
      appointment_time: "12:00 PM",
      customer_email: email,
    });
    const confirmation = (await outbox()).find((message) => message.to === email && message.kind === "booking-customer")!;
    const link = linkIn(confirmation, "/manage-booking");

    await gotoHydrated(page, new URL(link).pathname + new URL(link).search);
    const item = page.getByRole("article").filter({ hasText: reference });
    await item.getByText("12:00 PM (Eastern Time)").waitFor();
    await expectAccessible(page);
    await item.getByRole("button", { name: "Cancel Booking" }).focus();
    await page.keyboard.press("Enter");
    await item.getByRole("button", { name: "Yes, Cancel Booking" }).focus();
    await page.keyboard.press("Enter");
    await item.getByText("Cancelled", { exact: true }).waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    expect((await outbox()).filter((message) => message.subject.includes(reference)).map((message) => message.kind)).toContain(
      "booking-cancelled-business",
    );
    await context.close();
  });

  it("lists the addresses a customer booked under Addresses, at 360 px by keyboard: renamed, then removed", async () => {
    const { context, page } = await newPage(browser, { width: 360, height: 740 });
    await customerWhoBookedAt(page, context, {
      street: "88 SW 7th St",
      unit: "2210",
      city: "Miami",
      zip: "33130",
      access_method: "concierge",
    });

    await gotoHydrated(page, "/dashboard?tab=Addresses");
    const saved = page.getByTestId("saved-address").filter({ hasText: "88 SW 7th St, Unit 2210, Miami, FL 33130" });
    await saved.waitFor();
    await expectAccessible(page);
    await saved.getByLabel("Name this address").focus();
    await page.keyboard.type("Home");
    await page.keyboard.press("Enter");
    await expect.poll(() => toastText(page)).toContain("Saved as Home.");
    await saved.getByText("Home", { exact: true }).waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);

    await saved.getByRole("button", { name: /^Remove\b.*Home$/ }).focus();
    await page.keyboard.press("Enter");
    await page.getByRole("button", { name: "Remove address" }).focus();
    await page.keyboard.press("Enter");
    await page.getByText("No saved addresses yet: they appear after you book.").waitFor();
    await page.reload();
    await page.getByText("No saved addresses yet: they appear after you book.").waitFor();
    await context.close();
  });

  it("starts a new address from empty fields after a saved one was chosen", async () => {
    const { context, page } = await newPage(browser);
    await customerWhoBookedAt(page, context, {
      building: "Icon Brickell",
      street: "465 Brickell Ave",
      unit: "4102",
      city: "Miami",
      zip: "33131",
      access_method: "concierge",
    });

    await gotoHydrated(page, "/booking?service=massage-service");
    await pickNextMonthDay(page, 10);
    await page.getByRole("button", { name: "11:00 AM", exact: true }).click();
    await page.getByRole("button", { name: "Continue to Details" }).click();
    const saved = page.getByLabel("Use a saved address");
    await saved.selectOption({ label: "Icon Brickell, 465 Brickell Ave, Unit 4102, Miami, FL 33131" });
    expect(await page.getByLabel("Unit (optional)").inputValue()).toBe("4102");
    await page.getByLabel("How does the crew get in?").selectOption({ label: "Lockbox" });
    await page.getByLabel(/^Access instructions/).fill("Lockbox 2207 by the service door");

    await saved.selectOption({ label: "A new address" });
    for (const field of ["Building or community (optional)", "Street address", "Unit (optional)", "City", "ZIP code"])
      expect(await page.getByLabel(field, { exact: true }).inputValue(), field).toBe("");
    expect(await page.getByLabel("How does the crew get in?").inputValue()).toBe("home");
    expect(await page.getByLabel(/^Access instructions/).inputValue()).toBe("");
    await context.close();
  });

  it("says why a link 30 days past the visit no longer works, and offers what does instead of opening it again", async () => {
    const { context, page } = await newPage(browser);
    allowConsoleError(page, /status of 404 .*\/api\/my-bookings\/SFB-/, "the test opens an expired link");
    const email = uniqueEmail("expired");
    const reference = await bookAs(context, {
      service_id: "pet-sitting",
      appointment_date: openDayFrom(daysAfter(appToday(), 10), "1:00 PM", "pet-sitting"),
      appointment_time: "1:00 PM",
      customer_email: email,
    });
    const link = new URL(
      linkIn((await outbox()).find((message) => message.to === email && message.kind === "booking-customer")!, "/manage-booking"),
    );
    // The visit was 31 days ago: only the database can move a booking into the past.
    runSql(`UPDATE bookings SET starts_at = ${appNow().getTime() - 31 * 24 * HOUR_MS} WHERE reference = '${reference}'`);

    await gotoHydrated(page, link.pathname + link.search);
    const alert = page.getByRole("alert");
    await alert.getByText(/^This link has expired: links to a booking work until 30 days after the visit\./).waitFor();
    expect(await alert.getByText("open the link from your confirmation email again").count()).toBe(0);
    expect(await alert.getByRole("link", { name: "(954) 555-0142" }).getAttribute("href")).toBe("tel:+19545550142");
    expect(await alert.getByRole("link", { name: "My Bookings" }).getAttribute("href")).toBe("/dashboard?tab=Bookings");
    expect(await alert.getByRole("link", { name: "Book Again" }).getAttribute("href")).toBe("/booking");
    await expectAccessible(page);
    await context.close();
  });
});
