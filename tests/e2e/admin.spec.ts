import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { holidayOn } from "#core/holidays";
import { longDate, slotStart } from "#core/time-slots";
import {
  appNow,
  appToday,
  BASE_URL,
  clientAddress,
  daysAfter,
  expectAccessible,
  allowConsoleError,
  gotoHydrated,
  latestEmailTo,
  linkIn,
  newPage,
  outbox,
  nextMonthDay,
  openDayFrom,
  pickNextMonthDay,
  toastText,
  uniqueEmail,
  sharedBrowser,
  answerWhere,
} from "./support";
import { createBooking, PASSWORD, runSql, signInAsAdmin, signInAsCustomer } from "./admin-session";

const browser = sharedBrowser();

async function openAdmin(page: Page, tab?: string) {
  await gotoHydrated(page, tab ? `/admin?tab=${tab}` : "/admin");
  await page.getByRole("tablist", { name: "Admin console" }).waitFor();
}

async function searchBookings(page: Page, text: string) {
  await page.getByLabel("Search").fill(text);
  await page.getByRole("button", { name: "Apply filters" }).click();
}

/** Opens the booking wizard on a day of next month, where its time buttons show. */
async function openWizardOn(page: Page, service: string, day: number) {
  await gotoHydrated(page, `/booking?service=${service}`);
  await pickNextMonthDay(page, day);
}

/** The days the owner looks at in the day view, one at a time: today and the next seven days. */
const DAY_VIEW_DAYS = 8;

/**
 * The visits a weekly series has in today and the next seven days when it starts on the first
 * open one: that day and, when today is open and so is next week's, the one a week later (the
 * last of the eight). A holiday's visit is skipped, so a series has one visit in them then.
 */
function weeklyVisitsInDayView(): string[] {
  const today = appToday();
  let first = today;
  while (holidayOn(first)) first = daysAfter(first, 1);
  const weekLater = daysAfter(first, 7);
  return weekLater <= daysAfter(today, DAY_VIEW_DAYS - 1) && !holidayOn(weekLater) ? [first, weekLater] : [first];
}

/** The day view on `date`, picked in its date field, as the owner would jump to a day. */
async function dayViewOn(page: Page, date: string) {
  await page.getByLabel("Day of the view").fill(date);
  await page.getByRole("heading", { level: 3, name: longDate(date) }).waitFor();
}

/**
 * A subscriber whose weekly cleaning starts on `firstDate`, staged in D1: subscriptions are
 * written only by Stripe's webhooks, which these tests do not drive. The subscription's first
 * booking is a real one, months ahead on an open day, and gives the address.
 */
async function weeklySubscriberFrom(firstDate: string, time: string): Promise<{ name: string; address: string }> {
  const later = openDayFrom(daysAfter(appToday(), 200), "10:00 AM", "regular-cleaning");
  const lastName = `Day${crypto.randomUUID().slice(0, 6)}`;
  const email = uniqueEmail("schedule");
  const address = "88 Las Olas Blvd, Apt 12, Fort Lauderdale, FL";
  const first = await createBooking({
    service_id: "regular-cleaning",
    appointment_date: later,
    appointment_time: "10:00 AM",
    customer_name: `Ines ${lastName}`,
    customer_email: email,
    service_address: address,
  });
  const [userId, scheduleId, now] = [crypto.randomUUID(), crypto.randomUUID(), appNow().getTime()];
  runSql(`INSERT INTO users (id, name, email, email_verified, first_name, last_name, created_at, updated_at)
      VALUES ('${userId}', 'Ines ${lastName}', '${email}', 1, 'Ines', '${lastName}', ${now}, ${now});
    INSERT INTO subscriptions (id, user_id, stripe_customer_id, stripe_subscription_id, package_id, status, first_booking_id, created_at, updated_at)
      SELECT '${userId}', '${userId}', 'cus_fixture', 'sub_${userId}', '2bed2bath', 'active', id, ${now}, ${now} FROM bookings WHERE reference = '${first.reference}';
    INSERT INTO cleaning_schedules (id, user_id, email, scheduled_date, scheduled_time, starts_at, frequency, status, subscription_tier, created_at, updated_at)
      VALUES ('${scheduleId}', '${userId}', '${email}', '${firstDate}', '${time}', ${slotStart(firstDate, time).getTime()}, 'weekly', 'active', '2bed2bath', ${now}, ${now});`);
  return { name: `Ines ${lastName}`, address };
}

/** Bookings staged in D1 in one call, where the booking form refuses them (the past, later today). */
function insertBookings(rows: { reference: string; date: string; time: string; name: string }[]) {
  const now = appNow().getTime();
  runSql(
    rows
      .map(
        (
          row,
        ) => `INSERT INTO bookings (id, reference, service_id, service_title, service_price, appointment_date, appointment_time, starts_at,
      customer_name, customer_email, customer_phone, service_address, status, idempotency_key, created_at, updated_at)
      VALUES ('${crypto.randomUUID()}', '${row.reference}', 'car-detailing', 'Car Detailing', '$150', '${row.date}', '${row.time}',
      ${slotStart(row.date, row.time).getTime()}, '${row.name}', '${uniqueEmail("staged")}', '(305) 555-0155',
      '9 Ocean Dr, Apt 4, Miami Beach, FL', 'pending', '${crypto.randomUUID()}', ${now}, ${now});`,
      )
      .join("\n"),
  );
}

const SECOND_OWNER = "partner@example.com";

describe("the admin console", () => {
  // A second owner (in SECOND_OWNERS for the browser tests, scripts/e2e.mjs) whose account no other test makes:
  // the owner of SECOND_OWNER is signed in by other files, in whatever order they run.
  it("lets the owner in through the mailbox: the sign-up password is discarded and the owner chooses one from the email", async () => {
    const { context, page } = await newPage(browser);
    await gotoHydrated(page, "/auth");
    await page.getByRole("button", { name: "Create Account" }).click();
    const signUp = page.getByRole("form", { name: "Create Account" });
    await signUp.getByLabel("First Name").fill("Owner");
    await signUp.getByLabel("Last Name").fill("Team");
    await signUp.getByLabel("Email").fill(SECOND_OWNER);
    await signUp.getByLabel("Password").fill("typed at sign-up 2026");
    await signUp.getByRole("button", { name: "Create Account" }).click();
    // The same answer as any sign-up, so the page tells nobody that this address is special.
    // A password is hashed on the server first (about 100 ms, longer on a loaded machine).
    await expect.poll(() => toastText(page), { timeout: 5000 }).toContain("Account created!");

    expect((await outbox()).filter((email) => email.to === SECOND_OWNER).map((email) => [email.kind, email.subject])).toEqual([
      ["reset-password", "Choose your password"],
    ]);
    await page.goto("/dev/mailbox");
    await page
      .getByRole("listitem")
      .filter({ hasText: `to ${SECOND_OWNER}` })
      .getByRole("link", { name: "Choose your password" })
      .click();
    await page.getByRole("link", { name: /\/api\/auth\/reset-password\// }).click();
    await page.waitForURL("**/reset-password?token=*");
    await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true");
    await page.getByLabel("New password", { exact: true }).fill(PASSWORD);
    await page.keyboard.press("Enter");
    await page.getByRole("heading", { name: "Your password has been changed" }).waitFor();

    await page.getByRole("link", { name: "Sign In" }).click();
    await page.waitForURL("**/auth");
    // Asked outside the page: a refused sign-in is a 401, which Chromium logs as a console error.
    const typed = await context.request.post("/api/auth/sign-in/email", {
      headers: { Origin: BASE_URL },
      data: { email: SECOND_OWNER, password: "typed at sign-up 2026" },
    });
    expect(typed.status()).toBe(401);
    const form = page.getByRole("form", { name: "Sign In" });
    await form.getByLabel("Email").fill(SECOND_OWNER);
    await form.getByLabel("Password").fill(PASSWORD);
    await form.getByRole("button", { name: "Sign In" }).click();
    await page.waitForURL("**/dashboard");
    await openAdmin(page);
    await context.close();
  });

  it("filters bookings, confirms one (the customer is emailed), assigns a crew member, and cancels another, freeing its slot", async () => {
    const name = `Console ${crypto.randomUUID().slice(0, 6)}`;
    const toConfirm = await createBooking({
      service_id: "car-detailing",
      appointment_date: nextMonthDay(21),
      appointment_time: "11:00 AM",
      customer_name: name,
      customer_email: uniqueEmail("confirm"),
    });
    const fullSlot = {
      service_id: "furniture-assembly",
      appointment_date: nextMonthDay(22),
      // Its 3-hour visits end by 4 PM even if that day is a Sunday.
      appointment_time: "1:00 PM",
      customer_name: name,
    };
    const toCancel = await createBooking({ ...fullSlot, customer_email: uniqueEmail("cancel") });
    await createBooking({ ...fullSlot, customer_email: uniqueEmail("stays") });

    const { context, page } = await newPage(browser);
    await signInAsAdmin(context);
    await openAdmin(page, "bookings");
    await expectAccessible(page);

    await searchBookings(page, name);
    await expect.poll(() => page.getByTestId("booking-row").count()).toBe(3);
    await page.getByLabel("Status", { exact: true }).selectOption("pending");
    await page.getByLabel("Service", { exact: true }).selectOption("car-detailing");
    await page.getByRole("button", { name: "Apply filters" }).click();
    await expect.poll(() => page.getByTestId("booking-row").count()).toBe(1);
    expect(await page.getByTestId("booking-row").textContent()).toContain(toConfirm.reference);

    await page.getByRole("link", { name: toConfirm.reference }).click();
    await page.getByRole("heading", { name: `Booking ${toConfirm.reference}` }).waitFor();
    await page.waitForURL(`**/admin/bookings/${toConfirm.reference}`);
    await expectAccessible(page);
    await page.getByRole("button", { name: "Confirm booking" }).click();
    await expect.poll(() => toastText(page)).toContain("Booking confirmed");
    expect(await toastText(page)).toContain("The customer has been emailed.");
    await page.getByText("owner@example.com · confirm (pending -> confirmed)").waitFor();
    expect(await page.getByRole("button", { name: "Confirm booking" }).count()).toBe(0);

    // The provider is a staff account, here a crew member the owner invited.
    const invited = await context.request.post("/api/admin/staff/invitations", {
      headers: { Origin: BASE_URL },
      data: { email: uniqueEmail("crew"), firstName: "Coral", lastName: name },
    });
    expect(invited.status()).toBe(201);
    const crew = (await invited.json()) as { userId: string };
    // Staged: the crew member accepts the emailed invitation (walked in the browser in work.spec.ts); until then they cannot be assigned.
    runSql(`UPDATE staff_members SET active = 1, invitation_expires_at = NULL WHERE user_id = '${crew.userId}'`);
    await page.reload();
    await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true");
    await page.getByLabel("Provider", { exact: true }).selectOption(crew.userId);
    await page.getByRole("button", { name: "Assign provider" }).click();
    await page.getByText(`owner@example.com · assign provider (Coral ${name})`).waitFor();

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
    expect(await wizard.getByRole("button", { name: "1:00 PM (fully booked)" }).isDisabled()).toBe(true);

    // Back to the list as it was filtered: pending car detailing, which the confirmed booking has left.
    await page.getByRole("link", { name: "Back to bookings" }).click();
    await page.getByText("No bookings match these filters.").waitFor();
    expect(await page.getByLabel("Service", { exact: true }).inputValue()).toBe("car-detailing");
    await page.getByRole("button", { name: "Clear filters" }).click();
    await searchBookings(page, toCancel.reference);
    await page.getByRole("link", { name: toCancel.reference }).click();
    page.once("dialog", (dialog) => void dialog.accept());
    await page.getByRole("button", { name: "Cancel booking" }).click();
    await expect.poll(() => toastText(page)).toContain("Booking cancelled");
    await page.getByText("owner@example.com · cancel (pending -> cancelled)").waitFor();
    expect((await outbox()).some((email) => email.to === toCancel.customer_email && email.kind === "booking-cancelled")).toBe(true);

    await openWizardOn(wizard, "furniture-assembly", 22);
    expect(await wizard.getByRole("button", { name: "1:00 PM", exact: true }).isDisabled()).toBe(false);
    await context.close();
  });

  it("shows the day view with subscription cleanings and gives one visit to a member free then, approves a vendor (who is emailed), and resends a failed email", async () => {
    const applicant = uniqueEmail("vendor");
    const applied = await fetch(`${BASE_URL}/api/vendor-applications`, {
      method: "POST",
      headers: { "Content-Type": "application/json", "Idempotency-Key": crypto.randomUUID(), "CF-Connecting-IP": clientAddress() },
      body: JSON.stringify({
        name: "Dario Benitez",
        serviceType: "TV Wall Mount Install",
        email: applicant,
        phone: "(954) 555-0177",
        message: "Ten years mounting TVs in high-rises, fully insured.",
      }),
    });
    expect(applied.status).toBe(201);

    const inView = weeklyVisitsInDayView();
    const subscriber = await weeklySubscriberFrom(inView[0]!, "11:00 AM");

    const { context, page } = await newPage(browser);
    await signInAsAdmin(context);
    await openAdmin(page, "day-view");
    await page.getByRole("heading", { name: /^Today, / }).waitFor();
    // One day's heading, and the board's.
    expect(await page.getByRole("heading", { level: 3 }).count()).toBe(2);
    await expectAccessible(page);

    // The schedule's visits in today and the next seven days (today's and next week's on open days), at the address of the subscription's first booking.
    const visits = page.getByTestId("day-visit").filter({ hasText: subscriber.name });
    await dayViewOn(page, inView[0]!);
    await expect.poll(() => visits.count()).toBe(1);
    expect(await visits.first().textContent()).toContain(subscriber.address);
    const firstVisit = `${subscriber.name} at 11:00 AM on ${longDate(inView[0]!)}`;
    // Given to a member free then, from the list a booking's choice shows, by keyboard.
    await page.getByRole("button", { name: `Choose crew for ${firstVisit}` }).press("Enter");
    const choice = page.getByLabel(`Crew member for ${firstVisit}`);
    await choice.waitFor();
    const freeLabel = (await choice.locator('optgroup[label="Free then"] option').first().textContent()) ?? "";
    const member = freeLabel.replace(/ \(crew\)$/, "");
    expect(member).not.toBe("");
    await choice.selectOption({ label: freeLabel });
    await expectAccessible(page);
    await page.getByRole("button", { name: `Assign crew for ${firstVisit}` }).press("Enter");
    await expect.poll(() => toastText(page)).toContain(`${member} is on the cleaning of ${firstVisit}`);
    await visits.first().getByText(`Crew: ${member}`).waitFor();

    await page.getByRole("tab", { name: "Vendor applications" }).click();
    await page.getByRole("button", { name: "Dario Benitez" }).first().click();
    await page.getByRole("heading", { name: "Application from Dario Benitez" }).waitFor();
    await expectAccessible(page);
    await page.getByRole("button", { name: "Approve" }).click();
    await expect.poll(() => toastText(page)).toContain("Application approved");
    await page.getByText("owner@example.com · approve").waitFor();
    expect((await outbox()).some((email) => email.to === applicant && email.kind === "vendor-approved")).toBe(true);

    // No email fails without a provider; the applicant's acknowledgement is made a failed one.
    runSql(
      `UPDATE emails SET status = 'failed', error = 'Resend answered 503: provider outage', attempts = 5 WHERE "to" = '${applicant}' AND kind = 'vendor-acknowledgement'`,
    );
    await page.getByRole("tab", { name: "Email log" }).click();
    await page.getByLabel("Show emails").selectOption("failed");
    const row = page.getByRole("row").filter({ hasText: applicant });
    await row.getByText("Resend answered 503: provider outage").waitFor();
    await expectAccessible(page);
    await row.getByRole("button", { name: `Resend the email to ${applicant}` }).click();
    // Every message goes through the outbox's queue, locally too: the resend queues it, and it leaves the failed ones.
    await expect.poll(() => toastText(page)).toContain("Email queued again");
    await expect.poll(() => row.count(), { timeout: 15_000 }).toBe(0);

    await page.getByRole("link", { name: "Send a test email" }).click();
    await page.getByRole("heading", { name: "Email Test" }).waitFor();
    await context.close();
  });

  it("opens the bookings on today and what is coming, soonest first; the day view confirms and opens one; an admin moves a booking from its page", async () => {
    const name = `Order ${crypto.randomUUID().slice(0, 6)}`;
    const tag = crypto.randomUUID().slice(0, 4).toUpperCase();
    const [past, soonest] = [`SFB-P${tag}0`, `SFB-T${tag}0`];
    const soonestDate = openDayFrom(appToday(), "11:00 AM", "car-detailing");
    // On open days: the past one two or more days ago, the soonest today (or on the next open day when today is a holiday).
    insertBookings([
      { reference: past, date: openDayFrom(daysAfter(appToday(), -2), "11:00 AM", "car-detailing", -1), time: "11:00 AM", name },
      { reference: soonest, date: soonestDate, time: "11:00 AM", name },
    ]);
    const later = await createBooking({
      service_id: "car-detailing",
      appointment_date: nextMonthDay(24),
      appointment_time: "1:00 PM",
      customer_name: name,
      customer_email: uniqueEmail("later"),
    });
    const toMove = await createBooking({
      service_id: "car-detailing",
      appointment_date: nextMonthDay(9),
      appointment_time: "11:00 AM",
      customer_name: name,
      customer_email: uniqueEmail("move"),
    });
    // Both places of the slot it is first moved to.
    for (const email of ["full-1", "full-2"]) {
      await createBooking({
        service_id: "car-detailing",
        appointment_date: nextMonthDay(12),
        appointment_time: "1:00 PM",
        customer_name: `Full ${tag}`,
        customer_email: uniqueEmail(email),
      });
    }

    const { context, page } = await newPage(browser);
    await signInAsAdmin(context);
    await openAdmin(page, "bookings");
    await searchBookings(page, name);
    // From today, the soonest on top: the past stays out until a From date asks for it.
    await expect.poll(() => page.getByTestId("booking-row").count()).toBe(3);
    expect(await page.getByTestId("booking-row").getByRole("link").allTextContents()).toEqual([soonest, toMove.reference, later.reference]);
    expect(await page.getByTestId("booking-order").textContent()).toContain(`From ${longDate(appToday())} on, soonest first`);
    await page.getByLabel("From date").fill(daysAfter(appToday(), -7));
    await page.getByRole("button", { name: "Apply filters" }).click();
    await expect.poll(() => page.getByTestId("booking-row").count()).toBe(4);
    expect(await page.getByTestId("booking-row").first().textContent()).toContain(past);

    // The day view acts on the soonest booking, on its day: confirm it, then open it.
    await page.getByRole("tab", { name: "Day view" }).click();
    await dayViewOn(page, soonestDate);
    await page.getByRole("button", { name: `Confirm booking ${soonest}` }).click();
    await expect.poll(() => toastText(page)).toContain("Booking confirmed");
    await expect.poll(() => page.getByRole("button", { name: `Confirm booking ${soonest}` }).count()).toBe(0);
    await page.getByRole("link", { name: `Open booking ${soonest}` }).click();
    await page.getByRole("heading", { name: `Booking ${soonest}` }).waitFor();
    await page.getByText("owner@example.com · confirm (pending -> confirmed)").waitFor();
    await page.getByRole("link", { name: "Back to the day view" }).waitFor();

    // The booking's own address, as the business's email links it.
    const notification = (await outbox()).find((email) => email.kind === "booking-business" && email.subject.includes(toMove.reference));
    const link = linkIn(notification!, `/admin/bookings/${toMove.reference}`);
    await gotoHydrated(page, new URL(link).pathname);
    await page.getByRole("heading", { name: `Booking ${toMove.reference}` }).waitFor();
    await page.getByLabel("New date").waitFor();
    await expectAccessible(page);

    allowConsoleError(page, /409/, "moving the booking into a full slot is refused with 409 on purpose");
    await page.getByLabel("New date").fill(nextMonthDay(12));
    await page.getByLabel("New time").selectOption("1:00 PM");
    await page.getByRole("button", { name: "Move booking" }).click();
    await page.getByText("Sorry, that time was just booked. Please choose another time.").first().waitFor();
    await expectAccessible(page);

    // A 3-hour car detailing at 10 AM ends as the 1 PM ones start.
    await page.getByLabel("New time").selectOption("10:00 AM");
    await page.getByRole("button", { name: "Move booking" }).click();
    await expect.poll(() => toastText(page)).toContain("Booking moved");
    await page.getByText(`owner@example.com · reschedule (${nextMonthDay(9)} 11:00 AM -> ${nextMonthDay(12)} 10:00 AM)`).waitFor();
    await page
      .getByText(longDate(nextMonthDay(12)))
      .first()
      .waitFor();
    const moved = (await outbox()).find((email) => email.to === toMove.customer_email && email.kind === "booking-rescheduled-customer");
    expect(moved?.subject).toContain(toMove.reference);

    // At 360 px the booking's page fits without scrolling sideways.
    await page.setViewportSize({ width: 360, height: 740 });
    await page.reload();
    await page.getByRole("heading", { name: `Booking ${toMove.reference}` }).waitFor();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await context.close();
  });

  it("works at 360 px and by keyboard; a day closed there shows closed in the booking calendar until opened again", async () => {
    const { context, page } = await newPage(browser, { width: 360, height: 740 });
    // One sign-in for both parts: the owner's address may sign in 10 times in 15 minutes.
    await signInAsAdmin(context);
    for (const tab of ["bookings", "day-view", "closed-days", "buildings", "vendors", "subscribers", "emails"]) {
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

    const day = nextMonthDay(27);
    // A visit on the day, so the console asks before closing it (a series staged by another test may have one there too).
    const booked = await createBooking({
      service_id: "regular-cleaning",
      appointment_date: day,
      appointment_time: "10:00 AM",
      customer_name: "Rosa Closed-Day",
      customer_email: uniqueEmail("closed-day"),
    });
    await openAdmin(page, "closed-days");
    await page.getByLabel("Date").fill(day);
    await page.getByLabel("Reason").fill("Staff training");
    const closeButton = page.getByRole("button", { name: "Close this day" });
    await closeButton.click();
    const asked = page.getByRole("dialog", { name: new RegExp(`booked on ${longDate(day)}$`) });
    await asked.waitFor();
    const toMove = asked.getByRole("link", { name: `Open booking ${booked.reference} to move it` });
    expect(await toMove.getAttribute("href")).toBe(`/admin/bookings/${booked.reference}`);
    // It opens on its safe choice; Esc closes it, closes no day, and gives the focus back.
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe("Cancel");
    await expectAccessible(page);
    await page.keyboard.press("Escape");
    await asked.waitFor({ state: "hidden" });
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toBe("Close this day");
    expect(
      await page
        .getByTestId("closed-day")
        .filter({ hasText: longDate(day) })
        .count(),
    ).toBe(0);
    // By keyboard: ask again, Tab from Cancel to the confirm, Enter.
    await page.keyboard.press("Enter");
    await asked.waitFor();
    await page.keyboard.press("Tab");
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe("Close the day and email these customers");
    await page.keyboard.press("Enter");
    await expect.poll(() => toastText(page)).toContain("Day closed");
    expect(await toastText(page)).toMatch(/\d+ customers? emailed/);
    await asked.waitFor({ state: "hidden" });
    expect((await latestEmailTo(booked.customer_email)).subject).toContain(`We are closed on ${longDate(day)}`);
    const listed = page.getByTestId("closed-day").filter({ hasText: longDate(day) });
    await listed.getByText("Staff training").waitFor();
    await expectAccessible(page);

    const wizard = await context.newPage();
    await gotoHydrated(wizard, "/booking?service=regular-cleaning");
    await answerWhere(wizard);
    await wizard.getByRole("button", { name: "Next month" }).click();
    const closed = wizard.locator(`button[data-date="${day}"]`);
    await expect.poll(() => closed.getAttribute("aria-label")).toContain("closed for Staff training");
    expect(await closed.getAttribute("aria-disabled")).toBe("true");
    // Chosen by keyboard (it stays focusable), it shows no times.
    await closed.focus();
    await wizard.keyboard.press("Enter");
    expect(await wizard.getByRole("group", { name: /^Times on / }).count()).toBe(0);

    await listed.getByRole("button", { name: `Open again: ${longDate(day)}` }).click();
    await page.getByRole("button", { name: "Open the day" }).click();
    await expect.poll(() => toastText(page)).toContain("Day open again");
    await gotoHydrated(wizard, "/booking?service=regular-cleaning");
    await answerWhere(wizard);
    const reopened = wizard.locator(`button[data-date="${day}"]`);
    if ((await reopened.count()) === 0) await wizard.getByRole("button", { name: "Next month" }).click();
    await reopened.click();
    await wizard
      .getByRole("group", { name: /^Times on / })
      .getByRole("button")
      .first()
      .waitFor();
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
