import { describe, expect, it } from "vitest";
import { runSql, signInAsAdmin } from "./admin-session";
import {
  allowConsoleError,
  appToday,
  BASE_URL,
  daysAfter,
  expectAccessible,
  gotoHydrated,
  newPage,
  openDayFrom,
  press,
  sharedBrowser,
  signedInCustomer,
  toastText,
  uniqueEmail,
} from "./support";
import { delivered } from "./outbox-wait";

const browser = sharedBrowser();
const PHONE = { width: 360, height: 740 };
const DESKTOP = { width: 1280, height: 800 };

describe("texts about visits", () => {
  it("at 360 px by keyboard: a customer gives a mobile number and ticks the consent, unticked until then, and it is kept", async () => {
    const { page } = await newPage(browser, PHONE);
    await signedInCustomer(page, { email: uniqueEmail("texts"), password: "sunny beach 2026", firstName: "Rosa", lastName: "Diaz" });
    await gotoHydrated(page, "/dashboard?tab=Profile");
    const mobile = page.getByRole("textbox", { name: "Mobile number" });
    const consent = page.getByRole("checkbox", { name: /Text me a reminder the day before each visit/ });
    await expect.poll(() => mobile.isEnabled()).toBe(true);
    expect(await consent.isChecked()).toBe(false);
    expect(await mobile.inputValue()).toBe("");
    await expectAccessible(page);

    // Ticking the consent without a number is refused at the field.
    allowConsoleError(page, /status of 400 .*\/api\/text-settings\]$/, "the test saves the consent without a number");
    await press(consent, "Space");
    await press(page.getByRole("button", { name: "Save text settings" }));
    await page.getByRole("alert").filter({ hasText: "Please enter your mobile number to get texts." }).waitFor();
    await expectAccessible(page);

    await mobile.focus();
    await page.keyboard.type("(305) 555-0142");
    await press(page.getByRole("button", { name: "Save text settings" }));
    await expect.poll(() => toastText(page)).toContain("We will text +13055550142 about your visits.");
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow).toBeLessThanOrEqual(0);

    await gotoHydrated(page, "/dashboard?tab=Profile");
    await expect.poll(() => mobile.inputValue()).toBe("+13055550142");
    expect(await consent.isChecked()).toBe(true);
  });

  it("the local text outbox is a page beside the mailbox", async () => {
    const { page } = await newPage(browser, PHONE);
    await page.goto("/dev/texts");
    await page.getByRole("heading", { name: "Local text outbox" }).waitFor();
    await page.getByRole("link", { name: "mailbox" }).waitFor();
    await expectAccessible(page);
  });
});

describe("a booking's messages in the console", () => {
  it("at 360 px: the owner sees every email about the booking, with its status, on the booking's page", async () => {
    const { context, page } = await newPage(browser, PHONE);
    await signInAsAdmin(context);
    const made = await context.request.post(`${BASE_URL}/api/bookings`, {
      headers: { "Idempotency-Key": crypto.randomUUID(), Origin: BASE_URL },
      data: {
        service_id: "pet-sitting",
        appointment_date: openDayFrom(daysAfter(appToday(), 17), "2:00 PM", "pet-sitting"),
        appointment_time: "2:00 PM",
        customer_name: "Iris Mora",
        customer_email: uniqueEmail("messages"),
        customer_phone: "(305) 555-0177",
        service_address: "500 Brickell Key Dr, Apt 910, Miami, FL 33131",
      },
    });
    expect(made.status()).toBe(201);
    const { booking } = (await made.json()) as { booking: { reference: string } };
    // Both go through the outbox queue locally too: the page shows them once its consumer sent them.
    await delivered(booking.reference, 2);
    await gotoHydrated(page, `/admin/bookings/${booking.reference}`);
    const messages = page.getByRole("region", { name: "Messages" });
    await messages.getByText(/^Email: Booking received/).waitFor();
    await messages.getByText(/^Email: New booking/).waitFor();
    expect(await messages.getByText("sent", { exact: true }).count()).toBe(2);
    await expectAccessible(page);
  });

  it("at desktop width by keyboard: the owner resends a failed email from the booking's page and watches it go from queued to sent", async () => {
    const { context, page } = await newPage(browser, DESKTOP);
    await signInAsAdmin(context);
    const customerEmail = uniqueEmail("resend");
    const made = await context.request.post(`${BASE_URL}/api/bookings`, {
      headers: { "Idempotency-Key": crypto.randomUUID(), Origin: BASE_URL },
      data: {
        service_id: "pet-sitting",
        appointment_date: openDayFrom(daysAfter(appToday(), 18), "2:00 PM", "pet-sitting"),
        appointment_time: "2:00 PM",
        customer_name: "Lina Vidal",
        customer_email: customerEmail,
        customer_phone: "(305) 555-0178",
        service_address: "500 Brickell Key Dr, Apt 911, Miami, FL 33131",
      },
    });
    expect(made.status()).toBe(201);
    const { booking } = (await made.json()) as { booking: { reference: string } };
    await delivered(booking.reference, 2);
    // Nothing fails without a real provider: the customer's confirmation is made a dead one.
    runSql(
      `UPDATE emails SET status = 'dead', error = 'Resend answered 503: provider outage', attempts = 11 WHERE booking_reference = '${booking.reference}' AND kind = 'booking-customer'`,
    );
    await gotoHydrated(page, `/admin/bookings/${booking.reference}`);
    const messages = page.getByRole("region", { name: "Messages" });
    const confirmation = messages.getByRole("listitem").filter({ hasText: /^Email: Booking received/ });
    await confirmation.getByText("Resend answered 503: provider outage").waitFor();
    await confirmation.getByText("dead", { exact: true }).waitFor();
    await expectAccessible(page);

    await press(confirmation.getByRole("button", { name: `Resend the email to ${customerEmail}` }));
    await expect.poll(() => toastText(page)).toContain(`To ${customerEmail}: queued.`);
    // The section follows the message while it is on its way, with no reload.
    await confirmation.getByText("sent", { exact: true }).waitFor({ timeout: 20_000 });
    expect(await confirmation.getByRole("button", { name: /Resend/ }).count()).toBe(0);
    expect(await confirmation.getByText("Resend answered 503: provider outage").count()).toBe(0);
    await expectAccessible(page);
    await context.close();
  });
});
