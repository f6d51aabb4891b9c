import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { BASE_URL, expectAccessible, gotoHydrated, launchBrowser, newPage, uniqueEmail } from "./support";
import { clientAddress, createBooking, nextMonthDay, outbox, runSql, signInAsAdmin, signInAsCustomer } from "./admin-session";

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

async function openAdmin(page: Page, tab?: string) {
  await gotoHydrated(page, tab ? `/admin?tab=${tab}` : "/admin");
  await page.getByRole("tablist", { name: "Admin console" }).waitFor();
}

const toast = (page: Page) => page.getByTestId("toast").textContent();

async function searchBookings(page: Page, text: string) {
  await page.getByLabel("Search").fill(text);
  await page.getByRole("button", { name: "Apply filters" }).click();
}

/** Opens the booking wizard on a day of next month, where its time buttons show. */
async function openWizardOn(page: Page, service: string, day: number) {
  await gotoHydrated(page, `/booking?service=${service}`);
  await page.getByRole("button", { name: "Next month" }).click();
  await page.locator(`button[data-date$="-${String(day).padStart(2, "0")}"]`).click();
}

describe("the admin console", () => {
  it("filters bookings, confirms one (the customer is emailed), assigns a crew, and cancels another, freeing its slot", async () => {
    const name = `Console ${crypto.randomUUID().slice(0, 6)}`;
    const toConfirm = await createBooking({ service_id: "car-detailing", appointment_date: nextMonthDay(21), appointment_time: "11:00 AM", customer_name: name, customer_email: uniqueEmail("confirm") });
    const fullSlot = { service_id: "furniture-assembly", appointment_date: nextMonthDay(22), appointment_time: "3:00 PM", customer_name: name };
    const toCancel = await createBooking({ ...fullSlot, customer_email: uniqueEmail("cancel") });
    await createBooking({ ...fullSlot, customer_email: uniqueEmail("stays") });

    const { context, page } = await newPage(browser);
    await signInAsAdmin(context);
    await openAdmin(page);
    await expectAccessible(page);

    await searchBookings(page, name);
    await expect.poll(() => page.getByTestId("booking-row").count()).toBe(3);
    await page.getByLabel("Status", { exact: true }).selectOption("pending");
    await page.getByLabel("Service", { exact: true }).selectOption("car-detailing");
    await page.getByRole("button", { name: "Apply filters" }).click();
    await expect.poll(() => page.getByTestId("booking-row").count()).toBe(1);
    expect(await page.getByTestId("booking-row").textContent()).toContain(toConfirm.reference);

    await page.getByRole("button", { name: toConfirm.reference }).click();
    await page.getByRole("heading", { name: `Booking ${toConfirm.reference}` }).waitFor();
    await expectAccessible(page);
    await page.getByRole("button", { name: "Confirm booking" }).click();
    await expect.poll(() => toast(page)).toContain("Booking confirmed");
    expect(await toast(page)).toContain("The customer has been emailed.");
    await page.getByText("owner@example.com · confirm (pending -> confirmed)").waitFor();
    expect(await page.getByRole("button", { name: "Confirm booking" }).count()).toBe(0);

    await page.getByLabel("Crew name").fill("Crew Coral");
    await page.getByRole("button", { name: "Assign crew" }).click();
    await page.getByText("owner@example.com · assign crew (Crew Coral)").waitFor();

    // The customer's email is in the mailbox.
    const confirmation = (await outbox()).find((email) => email.to === toConfirm.customer_email && email.kind === "booking-confirmed");
    expect(confirmation?.subject).toContain(toConfirm.reference);
    const mailbox = await context.newPage();
    await mailbox.goto("/dev/mailbox");
    await mailbox.getByRole("link", { name: confirmation!.subject }).click();
    await mailbox.getByText(`Your booking ${toConfirm.reference} is confirmed`).first().waitFor();

    // Full before the cancellation, free after it.
    const wizard = await context.newPage();
    await openWizardOn(wizard, "furniture-assembly", 22);
    expect(await wizard.getByRole("button", { name: "3:00 PM (fully booked)" }).isDisabled()).toBe(true);

    await page.getByRole("button", { name: "Back to bookings" }).click();
    await page.getByRole("button", { name: "Clear filters" }).click();
    await searchBookings(page, toCancel.reference);
    await page.getByRole("button", { name: toCancel.reference }).click();
    page.once("dialog", (dialog) => void dialog.accept());
    await page.getByRole("button", { name: "Cancel booking" }).click();
    await expect.poll(() => toast(page)).toContain("Booking cancelled");
    await page.getByText("owner@example.com · cancel (pending -> cancelled)").waitFor();
    expect((await outbox()).some((email) => email.to === toCancel.customer_email && email.kind === "booking-cancelled")).toBe(true);

    await openWizardOn(wizard, "furniture-assembly", 22);
    expect(await wizard.getByRole("button", { name: "3:00 PM", exact: true }).isDisabled()).toBe(false);
    await context.close();
  });

  it("shows the day view, approves a vendor (who is emailed), and resends a failed email", async () => {
    const applicant = uniqueEmail("vendor");
    const applied = await fetch(`${BASE_URL}/api/vendor-applications`, {
      method: "POST",
      headers: { "Content-Type": "application/json", "Idempotency-Key": crypto.randomUUID(), "CF-Connecting-IP": clientAddress() },
      body: JSON.stringify({ name: "Dario Benitez", serviceType: "TV Wall Mount Install", email: applicant, phone: "(954) 555-0177", message: "Ten years mounting TVs in high-rises, fully insured." }),
    });
    expect(applied.status).toBe(201);

    const { context, page } = await newPage(browser);
    await signInAsAdmin(context);
    await openAdmin(page, "day-view");
    await page.getByRole("heading", { name: /^Today, / }).waitFor();
    expect(await page.getByRole("heading", { level: 3 }).count()).toBe(8);
    await expectAccessible(page);

    await page.getByRole("tab", { name: "Vendor applications" }).click();
    await page.getByRole("button", { name: "Dario Benitez" }).first().click();
    await page.getByRole("heading", { name: "Application from Dario Benitez" }).waitFor();
    await expectAccessible(page);
    await page.getByRole("button", { name: "Approve" }).click();
    await expect.poll(() => toast(page)).toContain("Application approved");
    await page.getByText("owner@example.com · approve").waitFor();
    expect((await outbox()).some((email) => email.to === applicant && email.kind === "vendor-approved")).toBe(true);

    // No email fails without a provider; the applicant's acknowledgement is made a failed one.
    runSql(`UPDATE emails SET status = 'failed', error = 'Resend answered 503: provider outage', attempts = 5 WHERE "to" = '${applicant}' AND kind = 'vendor-acknowledgement'`);
    await page.getByRole("tab", { name: "Email log" }).click();
    await page.getByLabel("Show emails").selectOption("failed");
    const row = page.getByRole("row").filter({ hasText: applicant });
    await row.getByText("Resend answered 503: provider outage").waitFor();
    await expectAccessible(page);
    await row.getByRole("button", { name: `Resend the email to ${applicant}` }).click();
    await expect.poll(() => toast(page)).toContain("Email sent again");
    await expect.poll(() => row.count()).toBe(0);

    await page.getByRole("link", { name: "Send a test email" }).click();
    await page.getByRole("heading", { name: "Email Test" }).waitFor();
    await context.close();
  });

  it("works at 360 px and by keyboard", async () => {
    const { context, page } = await newPage(browser, { width: 360, height: 740 });
    await signInAsAdmin(context);
    for (const tab of ["bookings", "day-view", "vendors", "subscribers", "emails"]) {
      await openAdmin(page, tab);
      await page.getByRole("tabpanel").getByRole("heading", { level: 2 }).waitFor();
      // Measured once the tab's data is on the page, not while it loads.
      await expect.poll(() => page.getByRole("status").filter({ hasText: "Loading..." }).count()).toBe(0);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
      expect(overflow, `horizontal scroll on ${tab}`).toBeLessThanOrEqual(0);
      await expectAccessible(page);
    }
    await openAdmin(page, "bookings");
    await page.getByRole("tab", { name: "Bookings" }).focus();
    await page.keyboard.press("ArrowRight");
    await page.getByRole("tab", { name: "Day view", selected: true }).waitFor();
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe("Day view");
    await page.keyboard.press("End");
    await page.getByRole("tab", { name: "Email log", selected: true }).waitFor();
    await context.close();
  });

  it("shows a customer no admin data, and the server refuses them", async () => {
    const { context, page } = await newPage(browser);
    const adminCalls: string[] = [];
    page.on("request", (request) => {
      if (request.url().includes("/api/admin")) adminCalls.push(request.url());
    });
    await gotoHydrated(page, "/admin");
    await page.getByRole("form", { name: "Sign In" }).waitFor();
    expect(await page.getByRole("tablist").count()).toBe(0);

    await signInAsCustomer(context);
    await gotoHydrated(page, "/admin");
    await page.getByText("This page is for the business team only.").waitFor();
    expect(await page.getByRole("tablist").count()).toBe(0);
    expect(await page.getByRole("table").count()).toBe(0);
    await expectAccessible(page);
    expect(adminCalls).toEqual([]);
    expect((await context.request.get("/api/admin/bookings")).status()).toBe(403);
    await context.close();
  });
});
