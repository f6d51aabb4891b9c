import { describe, expect, it } from "vitest";
import { runSql, signInAsAdmin } from "./admin-session";
import { giveOpeningHours } from "./staff-support";
import { formatLongDate } from "#core/i18n/format";
import {
  appNow,
  appToday,
  BASE_URL,
  clientAddress,
  expectAccessible,
  gotoHydrated,
  linkEmailed,
  linkIn,
  newPage,
  nextMonthDay,
  noSidewaysScroll,
  outbox,
  press,
  sharedBrowser,
  signedInCustomer,
  toastText,
  typeInto,
  uniqueEmail,
} from "./support";

const browser = sharedBrowser();

const PHONE = { width: 360, height: 740 };
const VENDOR_PASSWORD = "lucia works 2026";

/** A real 1x1 PNG, as a phone's camera roll would hand over a (much larger) one. */
const PNG = Buffer.from("iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==", "base64");

describe("the work portal", () => {
  it("at 360 px by keyboard: the owner approves a vendor, who chooses a password, accepts an offered booking, taps On my way and completes it; the customer rates it and the owner sees the rating", async () => {
    const vendorEmail = uniqueEmail("stylist");
    const name = `Lucia Navarro${crypto.randomUUID().slice(0, 4)}`;
    const applied = await fetch(`${BASE_URL}/api/vendor-applications`, {
      method: "POST",
      headers: { "Content-Type": "application/json", "Idempotency-Key": crypto.randomUUID(), "CF-Connecting-IP": clientAddress() },
      body: JSON.stringify({
        name,
        serviceType: "Hair",
        email: vendorEmail,
        phone: "(305) 555-0188",
        message: "Stylist for weddings and events, with a mobile kit.",
      }),
    });
    expect(applied.status).toBe(201);
    const customerEmail = uniqueEmail("hair-customer");
    const visitDay = nextMonthDay(17);
    // The customer has an account and said yes to visit texts at a mobile number of their own.
    const textingCustomer = await newPage(browser, PHONE);
    await signedInCustomer(textingCustomer.page, {
      email: customerEmail,
      password: "gloria books 2026",
      firstName: "Gloria",
      lastName: "Estrada",
    });
    const mobile = `+1305555${String(Math.floor(Math.random() * 10_000)).padStart(4, "0")}`;
    const consent = await textingCustomer.context.request.put(`${BASE_URL}/api/text-settings`, {
      headers: { Origin: BASE_URL },
      data: { mobile_phone: mobile, reminder_texts: true },
    });
    expect(consent.status()).toBe(200);
    const made = await textingCustomer.context.request.post(`${BASE_URL}/api/bookings`, {
      headers: { "Idempotency-Key": crypto.randomUUID(), Origin: BASE_URL },
      data: {
        service_id: "hair-stylist",
        appointment_date: visitDay,
        appointment_time: "10:00 AM",
        customer_name: "Gloria Estrada",
        customer_email: customerEmail,
        customer_phone: "(305) 555-0123",
        service_address: "500 Brickell Key Dr, Apt 910, Miami, FL 33131",
      },
    });
    expect(made.status()).toBe(201);
    const { booking } = (await made.json()) as { booking: { reference: string } };

    // The owner, on a phone, approves the application.
    const owner = await newPage(browser, PHONE);
    await signInAsAdmin(owner.context);
    await gotoHydrated(owner.page, "/admin?tab=vendors");
    await press(owner.page.getByRole("button", { name }).first());
    await owner.page.getByRole("heading", { name: `Application from ${name}` }).waitFor();
    await press(owner.page.getByRole("button", { name: "Approve" }));
    await expect.poll(() => toastText(owner.page)).toContain("Application approved");
    await press(owner.page.getByRole("tab", { name: "Vendor applications" }), "ArrowRight");
    await owner.page.getByRole("heading", { name: "Staff" }).waitFor();
    await owner.page.getByRole("row").filter({ hasText: vendorEmail }).getByText("Hair Stylist").waitFor();
    await expectAccessible(owner.page);
    // Offers go to vendors on shift in the visit's area: the owner gives her Miami hours.
    await giveOpeningHours(owner.context.request, vendorEmail, ["Miami, FL"]);

    // The vendor follows the emailed link and chooses a password.
    const vendor = await newPage(browser, PHONE);
    const approval = (await outbox()).find((email) => email.to === vendorEmail && email.kind === "vendor-approved");
    expect(approval?.html).toContain(`${BASE_URL}/work`);
    await vendor.page.goto(await linkEmailed(vendorEmail, "reset-password", "/api/auth/reset-password/"));
    await vendor.page.waitForFunction(() => document.documentElement.dataset.hydrated === "true");
    await typeInto(vendor.page.getByRole("textbox", { name: "New password" }), VENDOR_PASSWORD);
    await vendor.page.keyboard.press("Enter");
    await vendor.page.getByText(/For your safety, every other device was signed out/).waitFor();

    // Then opens the invitation from the approval email, signs in there and accepts it; the booking is among the offers.
    const invitation = new URL(linkIn(approval!, "/work?invitation="));
    await gotoHydrated(vendor.page, `${invitation.pathname}${invitation.search}`);
    await typeInto(vendor.page.getByRole("textbox", { name: "Email" }), vendorEmail);
    await typeInto(vendor.page.getByLabel("Password", { exact: true }), VENDOR_PASSWORD);
    await vendor.page.keyboard.press("Enter");
    await vendor.page.getByRole("heading", { name: "Your invitation" }).waitFor();
    await expectAccessible(vendor.page);
    await press(vendor.page.getByRole("button", { name: "Accept the invitation" }));
    await vendor.page.getByText(/^Hello Lucia\. Approved vendor\./).waitFor();
    await press(vendor.page.getByRole("tab", { name: "My jobs" }), "ArrowRight");
    await vendor.page.getByRole("heading", { name: "Job offers" }).waitFor();
    const accept = vendor.page.getByRole("button", { name: `Accept: Hair Stylist, ${booking.reference}` });
    await accept.waitFor();
    expect(await vendor.page.getByText("500 Brickell Key Dr").count()).toBe(0);
    await expectAccessible(vendor.page);
    await noSidewaysScroll(vendor.page);
    await press(accept);
    await expect.poll(() => toastText(vendor.page)).toContain("Job accepted");

    // The job is theirs, with its address. Its steps wait for the business's confirmation, then for the visit's day.
    await vendor.page.getByRole("heading", { name: "My jobs", level: 2 }).waitFor();
    await vendor.page.getByText("500 Brickell Key Dr, Apt 910, Miami, FL 33131").waitFor();
    await vendor.page.getByText("On my way and Start open once the business confirms this booking.").waitFor();
    const maps = vendor.page.getByRole("link", { name: "Open in Google Maps" });
    expect(await maps.getAttribute("href")).toBe(
      `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent("500 Brickell Key Dr, Apt 910, Miami, FL 33131")}`,
    );
    const onMyWay = vendor.page.getByRole("button", { name: `On my way: Hair Stylist, ${booking.reference}` });
    const start = vendor.page.getByRole("button", { name: `Start: Hair Stylist, ${booking.reference}` });
    expect(await onMyWay.count()).toBe(0);
    expect(await start.count()).toBe(0);
    await expectAccessible(vendor.page);
    await noSidewaysScroll(vendor.page);
    runSql(`UPDATE bookings SET status = 'confirmed' WHERE reference = '${booking.reference}'`);
    await gotoHydrated(vendor.page, "/work");
    await vendor.page.getByText(`On my way and Start are available on ${formatLongDate(visitDay, "en")}.`).waitFor();
    expect(await start.count()).toBe(0);

    // On the visit's day (staged: the clock cannot be moved) On my way emails the customer.
    runSql(
      `UPDATE bookings SET appointment_date = '${appToday()}', starts_at = ${appNow().getTime() + 60 * 60 * 1000} WHERE reference = '${booking.reference}'`,
    );
    await gotoHydrated(vendor.page, "/work");
    await expectAccessible(vendor.page);
    await press(vendor.page.getByRole("button", { name: `On my way: Hair Stylist, ${booking.reference}` }));
    await expect.poll(() => toastText(vendor.page)).toContain("We emailed the customer that you are on the way.");
    const told = (await outbox()).find((email) => email.to === customerEmail && email.kind === "on-the-way");
    expect(told?.subject).toContain("Lucia is on the way");
    // The customer's text goes through the outbox queue to the local text outbox: sent a moment later.
    await textingCustomer.page.goto("/dev/texts");
    const sentLine = textingCustomer.page.getByText(`to ${mobile} · on-the-way-text · sent`);
    await expect
      .poll(
        async () => {
          await textingCustomer.page.reload();
          return sentLine.count();
        },
        { timeout: 20_000 },
      )
      .toBe(1);
    await textingCustomer.page.getByText(`Lucia is on the way for your Hair Stylist (${booking.reference})`).waitFor();
    expect(await textingCustomer.page.getByText("Brickell Key").count()).toBe(0);
    await vendor.page.getByText("On the way", { exact: true }).waitFor();

    // Started, it says when Complete opens; once the visit has begun (staged again) it is completed with its quantities.
    await press(start);
    await expect.poll(() => toastText(vendor.page)).toContain("Job started");
    await vendor.page.getByText("Complete opens at 10:00 AM, when the visit begins.").waitFor();
    runSql(`UPDATE bookings SET starts_at = ${appNow().getTime() - 60 * 60 * 1000} WHERE reference = '${booking.reference}'`);
    await gotoHydrated(vendor.page, "/work");
    const complete = vendor.page.getByRole("form", { name: "Complete this job" });
    await complete.waitFor();
    await expectAccessible(vendor.page);
    // With a photo of the finished work (a real 1x1 PNG; a file chooser has no keyboard path to script).
    await complete.getByLabel(/Photos of the finished work/).setInputFiles({ name: "finished.png", mimeType: "image/png", buffer: PNG });
    await complete.getByText("1 chosen.", { exact: false }).waitFor();
    await press(complete.getByRole("button", { name: "Complete" }));
    // Completing prices and charges on the server: on a busy machine that outlasts the poll's default second.
    await expect.poll(() => toastText(vendor.page), { timeout: 10_000 }).toContain("Job completed");
    await vendor.page.getByRole("region", { name: "Done" }).getByText("Completed", { exact: true }).waitFor();
    await noSidewaysScroll(vendor.page);

    // The customer rates the visit from the email, without signing in; the owner sees it in the Staff view.
    const customer = await newPage(browser, PHONE);
    await customer.page.goto(await linkEmailed(customerEmail, "rating-request", "/rate?"));
    await customer.page.waitForFunction(() => document.documentElement.dataset.hydrated === "true");
    await customer.page.getByText("with Lucia").waitFor();
    await press(customer.page.getByRole("radio", { name: "5 stars" }), "Space");
    await typeInto(customer.page.getByRole("textbox", { name: "Comment (optional)" }), "Lovely blow-dry, right on time.");
    await expectAccessible(customer.page);
    await press(customer.page.getByRole("button", { name: "Send rating" }));
    await customer.page.getByText("Thank you! You rated this visit 5 out of 5.").waitFor();
    await noSidewaysScroll(customer.page);

    // The photo reaches the customer's booking page, opened by the emailed link, through the worker.
    const manage = new URL(await linkEmailed(customerEmail, "booking-customer", "/manage-booking"));
    await gotoHydrated(customer.page, manage.pathname + manage.search);
    const photo = customer.page.getByRole("img", { name: /the finished work \(1 of 1\)/ });
    await expect.poll(() => photo.evaluate((image) => (image as HTMLImageElement).naturalWidth)).toBe(1);
    await expectAccessible(customer.page);

    await gotoHydrated(owner.page, "/admin?tab=staff");
    const row = owner.page.getByRole("row").filter({ hasText: vendorEmail });
    await row.getByText("5 / 5 (1)").waitFor();
    await row.getByText("Lovely blow-dry, right on time.", { exact: false }).waitFor();
  }, 180_000);
});
