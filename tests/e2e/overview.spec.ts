import { readFile } from "node:fs/promises";
import type { Page } from "playwright-core";
import { beforeAll, describe, expect, it } from "vitest";
import { slotsOn } from "#core/opening-hours";
import { SERVICE_IDS } from "#core/services/ids";
import { businessDayStart, longDate, slotStart } from "#core/time-slots";
import { runSql, signIn, signInAsAdmin } from "./admin-session";
import { appNow, appToday, daysAfter, expectAccessible, gotoHydrated, newPage, sharedBrowser, uniqueEmail } from "./support";
import { withoutDemoStaffInThisFile } from "./staff-shifts";

const browser = sharedBrowser();

const DAY_MS = 24 * 60 * 60 * 1000;
const today = appToday();
/** A Monday two years back (104 weeks), a week no other browser test writes into. */
const monday = daysAfter(today, -((new Date(`${today}T00:00:00Z`).getUTCDay() + 6) % 7) - 7 * 104);
const sunday = daysAfter(monday, 6);
const noonOf = (date: string) => businessDayStart(date).getTime() + 12 * 60 * 60 * 1000;

function reference(): string {
  const letters = "23456789ABCDEFGHJKLMNPQRSTUVWXYZ";
  return `SFB-${Array.from({ length: 6 }, () => letters[Math.floor(Math.random() * letters.length)]).join("")}`;
}

/** A completed booking written straight into D1, as the console's figures read it. */
function bookingSql(values: { id: string; reference: string; date: string; serviceId: string; title: string; area: string }): string {
  const created = businessDayStart(values.date).getTime();
  return `INSERT INTO bookings (id, reference, service_id, service_title, service_price, appointment_date, appointment_time, starts_at,
    customer_name, customer_email, customer_phone, service_address, area, status, idempotency_key, created_at, updated_at)
    VALUES ('${values.id}', '${values.reference}', '${values.serviceId}', '${values.title}', '$80/visit', '${values.date}', '10:00 AM',
    ${slotStart(values.date, "10:00 AM").getTime()}, 'Olga Overview', 'olga-${values.id}@example.com', '(305) 555-0100',
    '1 Ocean Dr, Miami, FL', '${values.area}', 'completed', '${values.id}', ${created}, ${created});`;
}

function paymentSql(
  bookingId: string,
  values: { kind?: "visit" | "tip"; cents: number; paidAt?: number; refunded?: number; createdAt?: number; declined?: boolean },
): string {
  const created = values.createdAt ?? values.paidAt ?? 0;
  const paid = values.paidAt !== undefined;
  const lines = `{"service_id":"x","lines":[],"discount_cents":0,"total_cents":${values.cents}}`;
  return `INSERT INTO booking_payments (id, booking_id, kind, amount_cents, lines, status, paid_cents, refunded_cents, paid_at,
    declined_payment_method_id, pay_url, created_at, updated_at)
    VALUES ('${crypto.randomUUID()}', '${bookingId}', '${values.kind ?? "visit"}', ${values.cents}, '${lines}',
    '${paid ? "paid" : "awaiting_payment"}', ${paid ? values.cents : 0}, ${values.refunded ?? 0}, ${paid ? values.paidAt : "NULL"},
    ${values.declined ? "'pm_declined'" : "NULL"}, ${paid ? "NULL" : "'http://localhost/pay/x'"}, ${created}, ${created});`;
}

/**
 * The week under test: Tuesday's cleaning paid 100.00 less 25.00 refunded, with a 15.00 tip;
 * Thursday's laundry paid 60.00; Wednesday's visit still owed, its card declined 800 days ago.
 * The week before: one cleaning paid 40.00 on its Friday.
 */
function stageWeek(): { declinedReference: string } {
  const ids = Array.from({ length: 4 }, () => crypto.randomUUID());
  const declinedReference = reference();
  const cleaning = { serviceId: "regular-cleaning", title: "Regular Cleaning", area: "Miami, FL" };
  runSql(
    [
      bookingSql({ id: ids[0]!, reference: reference(), date: daysAfter(monday, 1), ...cleaning }),
      paymentSql(ids[0]!, { cents: 10_000, paidAt: noonOf(daysAfter(monday, 1)), refunded: 2_500 }),
      paymentSql(ids[0]!, { kind: "tip", cents: 1_500, paidAt: noonOf(daysAfter(monday, 1)) + 60_000 }),
      `INSERT INTO crew_assignments (visit_type, visit_id, crew_name, assigned_by, assigned_at)
        VALUES ('booking', '${ids[0]}', 'Team Blue', 'owner@example.com', ${noonOf(daysAfter(monday, 1))});`,
      bookingSql({
        id: ids[1]!,
        reference: reference(),
        date: daysAfter(monday, 3),
        serviceId: "laundry-service",
        title: "Laundry Service",
        area: "Fort Lauderdale, FL",
      }),
      paymentSql(ids[1]!, { cents: 6_000, paidAt: noonOf(daysAfter(monday, 3)) }),
      bookingSql({ id: ids[2]!, reference: declinedReference, date: daysAfter(monday, 2), ...cleaning }),
      paymentSql(ids[2]!, { cents: 9_000, createdAt: appNow().getTime() - 800 * DAY_MS - 60_000, declined: true }),
      bookingSql({ id: ids[3]!, reference: reference(), date: daysAfter(monday, -3), ...cleaning }),
      paymentSql(ids[3]!, { cents: 4_000, paidAt: noonOf(daysAfter(monday, -3)) }),
    ].join("\n"),
  );
  return { declinedReference };
}

async function openOverview(page: Page) {
  await gotoHydrated(page, "/admin");
  await page.getByRole("tab", { name: "Overview", selected: true }).waitFor();
  await page.getByRole("heading", { name: "Overview", level: 2 }).waitFor();
}

async function chooseWeekUnderTest(page: Page) {
  await page.getByLabel("Period", { exact: true }).selectOption("custom");
  await page.getByLabel("From", { exact: true }).fill(monday);
  await page.getByLabel("To", { exact: true }).fill(sunday);
  await page.getByLabel("To", { exact: true }).press("Enter");
  await page.getByRole("heading", { name: `${longDate(monday)} to ${longDate(sunday)}` }).waitFor();
}

// The week's figures are read where no crew member has weekly hours: a shift is then the opening
// hours, and the staged visits' crew is a name typed on the visit, not a member.
withoutDemoStaffInThisFile(SERVICE_IDS);

let declinedReference = "";
beforeAll(() => {
  declinedReference = stageWeek().declinedReference;
});

describe("The owner's Overview", () => {
  it("opens first in the console on this week, and sums a chosen week against the one before, with its chart's table and CSV", async () => {
    const { context, page } = await newPage(browser);
    await signInAsAdmin(context);
    await openOverview(page);
    const thisMonday = daysAfter(today, -((new Date(`${today}T00:00:00Z`).getUTCDay() + 6) % 7));
    await page.getByRole("heading", { name: `${longDate(thisMonday)} to ${longDate(daysAfter(thisMonday, 6))}` }).waitFor();
    await expectAccessible(page);

    await chooseWeekUnderTest(page);
    const figure = (label: string) => page.locator("div", { has: page.getByText(label, { exact: true }) }).last();
    // 75.00 + 60.00 against 40.00: up 237.5%, rounded.
    expect(await figure("Revenue collected").textContent()).toContain("$135.00");
    expect(await figure("Revenue collected").textContent()).toContain("up 238% on the period before");
    expect(await figure("Tips for the crews").textContent()).toContain("$15.00");
    expect(await figure("Refunded").textContent()).toContain("$25.00");
    expect(await figure("Average ticket").textContent()).toContain("$67.50");

    const chartTable = page.getByRole("table", { name: "Revenue collected by day, with the same day of the period before" });
    const tuesday = chartTable.getByRole("row", { name: new RegExp(`^${longDate(daysAfter(monday, 1))}`) });
    expect(await tuesday.getByRole("cell").allTextContents()).toEqual(["$75.00", "1", "$0.00"]);
    const friday = chartTable.getByRole("row", { name: new RegExp(`^${longDate(daysAfter(monday, 4))}`) });
    expect(await friday.getByRole("cell").allTextContents()).toEqual(["$0.00", "0", "$40.00"]);

    const byService = page.getByRole("region", { name: "Revenue by service" }).getByRole("table");
    expect(
      await byService
        .getByRole("row", { name: /^Regular Cleaning/ })
        .getByRole("cell")
        .allTextContents(),
    ).toEqual(["$75.00", "up 88% on the period before", "2"]);
    expect(
      await byService
        .getByRole("row", { name: /^Laundry Service/ })
        .getByRole("cell")
        .allTextContents(),
    ).toEqual(["$60.00", "up from none in the period before", "1"]);
    const byArea = page.getByRole("region", { name: "Revenue by area" }).getByRole("table");
    expect(
      await byArea
        .getByRole("row", { name: /^Fort Lauderdale, FL/ })
        .getByRole("cell")
        .first()
        .textContent(),
    ).toBe("$60.00");

    // Customers: three people's first visits, none back yet; last week's customer is no returning one here.
    expect(await figure("New customers").textContent()).toContain("3");
    expect(await figure("Returning customers").textContent()).toContain("0");
    expect(await figure("Booked again within 60 days").textContent()).toContain("0 of 3 first visits in the period.");
    // The services those three first visits were for, the most customers first.
    const topServices = page.getByRole("region", { name: "Top services among new customers" }).getByRole("table");
    expect(await topServices.getByRole("row").allTextContents()).toEqual([
      "ServiceFirst visitsBack within 60 daysRate",
      "Regular Cleaning200%",
      "Laundry Service100%",
    ]);

    // Crew pay: Tuesday's crew is owed its 15.00 tip; the two visits without a crew are listed apart.
    const crewPay = page.getByRole("region", { name: "Crew pay", exact: true });
    expect(
      await crewPay
        .getByRole("row", { name: /^Team Blue/ })
        .getByRole("cell")
        .allTextContents(),
    ).toEqual(["1", "1", "$15.00"]);
    expect(
      await crewPay
        .getByRole("row", { name: /^No crew recorded/ })
        .getByRole("cell")
        .allTextContents(),
    ).toEqual(["2", "2", "$0.00"]);

    // Utilisation: Tuesday's one-hour visit over the week's opening hours (a holiday in it opens none).
    const openHours = Array.from({ length: 7 }, (_, offset) => slotsOn(daysAfter(monday, offset), 1).length).reduce((a, b) => a + b, 0);
    const byCrew = page.getByRole("region", { name: "Utilisation by crew" });
    expect(
      await byCrew
        .getByRole("row", { name: /^Team Blue/ })
        .getByRole("cell")
        .allTextContents(),
    ).toEqual(["1", "1", String(openHours), `${(100 / openHours).toFixed(1).replace(/\.0$/, "")}%`, "No ratings"]);
    expect(await page.getByText(/No crew member has weekly hours in the Staff tab yet/).isVisible()).toBe(true);

    const [download] = await Promise.all([
      page.waitForEvent("download"),
      page.getByRole("link", { name: "Download CSV", exact: true }).click(),
    ]);
    expect(download.suggestedFilename()).toBe(`revenue-${monday}-to-${sunday}.csv`);
    const csv = (await readFile(await download.path(), "utf8")).trimEnd().split("\r\n");
    expect(csv[0]).toBe("date,revenue,bookings,previous_date,previous_revenue,previous_bookings");
    expect(csv[2]).toBe(`${daysAfter(monday, 1)},75.00,1,${daysAfter(monday, -6)},0.00,0`);
    expect(csv[8]).toBe("total,135.00,3,,40.00,1");

    // The revenue by service table, as the same rows in a spreadsheet.
    const [byServiceDownload] = await Promise.all([
      page.waitForEvent("download"),
      page.getByRole("link", { name: "Download revenue by service CSV" }).click(),
    ]);
    expect(byServiceDownload.suggestedFilename()).toBe(`revenue-by-service-${monday}-to-${sunday}.csv`);
    expect((await readFile(await byServiceDownload.path(), "utf8")).trimEnd().split("\r\n")).toEqual([
      "service,revenue,previous_revenue,bookings",
      "Regular Cleaning,75.00,40.00,2",
      "Laundry Service,60.00,0.00,1",
      "total,135.00,40.00,3",
    ]);
    await expectAccessible(page);
    await context.close();
  });

  it("at 360 px, lists the money at risk oldest first and opens its booking by keyboard, with no page-wide scrolling", async () => {
    const { context, page } = await newPage(browser, { width: 360, height: 740 });
    await signInAsAdmin(context);
    await openOverview(page);
    await chooseWeekUnderTest(page);
    const atRisk = page.getByRole("region", { name: "Money at risk" });
    const oldest = atRisk.getByRole("row").nth(1);
    expect(await oldest.getByRole("cell").allTextContents()).toEqual([
      `${declinedReference}Regular Cleaning`,
      "Olga Overview",
      "Card declined",
      "$90.00",
      "800 days",
    ]);
    const wider = await page.evaluate(() =>
      [...document.querySelectorAll("body *")]
        .filter((element) => element.getBoundingClientRect().right > 361 && !element.closest("[role=region], [role=tablist], .sr-only"))
        .map((element) => `${element.tagName}.${element.className}`)
        .slice(0, 5),
    );
    expect(wider, "elements past the screen's right edge").toEqual([]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    await expectAccessible(page);

    // Every payment owed, as a spreadsheet, downloaded by keyboard.
    const csvLink = page.getByRole("link", { name: "Download money at risk CSV" });
    await csvLink.focus();
    const [download] = await Promise.all([page.waitForEvent("download"), page.keyboard.press("Enter")]);
    expect(download.suggestedFilename()).toBe(`money-at-risk-${today}.csv`);
    const csv = (await readFile(await download.path(), "utf8")).split("\r\n");
    expect(csv[0]).toBe("reference,service,customer,why,amount,owed_since,days_owed");
    expect(csv.find((line) => line.startsWith(`${declinedReference},`))).toMatch(
      new RegExp(`^${declinedReference},Regular Cleaning,Olga Overview,Card declined,90\\.00,\\d{4}-\\d\\d-\\d\\dT[^,]+,800$`),
    );

    await oldest.getByRole("link", { name: declinedReference }).focus();
    await page.keyboard.press("Enter");
    await page.waitForURL(`**/admin/bookings/${declinedReference}`);
    await page.getByRole("heading", { name: `Booking ${declinedReference}` }).waitFor();
    await context.close();
  });

  it("keeps the console's scripts off the public pages", async () => {
    const { context, page } = await newPage(browser);
    const scripts: string[] = [];
    page.on("request", (request) => {
      if (request.resourceType() === "script") scripts.push(new URL(request.url()).pathname);
    });
    for (const path of ["/", "/services", "/about"]) await gotoHydrated(page, path);
    const publicScripts = [...scripts];
    await signInAsAdmin(context);
    await openOverview(page);
    const consoleScripts = scripts.slice(publicScripts.length).filter((path) => /\/admin[-.]/.test(path));
    // The check below means something only if the console's own chunk has that name.
    expect(consoleScripts.length).toBeGreaterThan(0);
    expect(publicScripts.filter((path) => consoleScripts.includes(path))).toEqual([]);
    await context.close();
  });

  it("shows the payments of the chosen visit dates with their net total, tips apart, page by page", async () => {
    const { context, page } = await newPage(browser, { width: 360, height: 740 });
    await signInAsAdmin(context);
    await gotoHydrated(page, "/admin?tab=payments");
    await page.getByRole("heading", { name: "Payments", level: 2 }).waitFor();
    expect(await page.getByLabel("Visit dates").inputValue()).toBe("last-30");
    await page.getByLabel("Visit dates").selectOption("week");
    await page.getByLabel("Visit dates").selectOption("custom");
    await page.getByLabel("From", { exact: true }).fill(monday);
    await page.getByLabel("To", { exact: true }).fill(sunday);
    await page.getByLabel("To", { exact: true }).press("Enter");
    await page.getByText(`${longDate(monday)} to ${longDate(sunday)}: collected`).waitFor();
    const totals = (await page.getByTestId("payments-totals").textContent()) ?? "";
    // 100.00 - 25.00 + 60.00 for the visits; the 15.00 tip apart; 90.00 still owed.
    expect(totals).toContain("collected $135.00 net");
    expect(totals).toContain("tips $15.00");
    expect(totals).toContain("outstanding $90.00");
    expect(await page.getByRole("status").filter({ hasText: "Payments 1 to" }).textContent()).toBe("Payments 1 to 4 of 4");
    expect(await page.getByRole("button", { name: "Next page" }).isDisabled()).toBe(true);
    await expectAccessible(page);
    await context.close();
  });
});

describe("A subscriber's reason for cancelling", () => {
  it("is asked, optionally, at 360 px as they leave for the billing portal, and counted on the owner's Overview once they cancel", async () => {
    const email = uniqueEmail("leaving");
    const subscriber = await newPage(browser, { width: 360, height: 740 });
    await signIn(subscriber.context, email);
    // A plan as Stripe's webhooks store it (the local portal and its events act on it).
    const id = crypto.randomUUID();
    const now = appNow().getTime();
    runSql(`INSERT INTO billing_customers (user_id, stripe_customer_id, created_at)
        SELECT id, 'cus_local_${id.slice(0, 12)}', ${now} FROM users WHERE email = '${email}';
      INSERT INTO subscriptions (id, user_id, stripe_customer_id, stripe_subscription_id, package_id, status, current_period_end,
        cancel_at_period_end, stripe_event_at, created_at, updated_at)
        SELECT '${id}', id, 'cus_local_${id.slice(0, 12)}', 'sub_local_${id.slice(0, 12)}', '2bed2bath', 'active', ${now + 20 * DAY_MS},
        0, 0, ${now - 10 * DAY_MS}, ${now - 10 * DAY_MS} FROM users WHERE email = '${email}';`);
    const { context, page } = subscriber;
    await gotoHydrated(page, "/dashboard?tab=Subscription");
    await page.getByRole("button", { name: "Cancel Subscription" }).click();
    const dialog = page.getByRole("dialog", { name: "Cancel Subscription" });
    await dialog.getByRole("group", { name: "Why are you leaving? (optional)" }).waitFor();
    // By keyboard: Space chooses the focused reason.
    await dialog.getByRole("radio", { name: "It costs too much" }).focus();
    await page.keyboard.press("Space");
    expect(await dialog.getByRole("radio", { name: "It costs too much" }).isChecked()).toBe(true);
    await expectAccessible(page);
    const [portal] = await Promise.all([context.waitForEvent("page"), dialog.getByRole("button", { name: "Yes, cancel it" }).click()]);
    await portal.waitForURL("**/dev/billing-portal");
    await portal.getByRole("button", { name: "Cancel at period end" }).click();
    await portal.getByText("Your subscription will end at the end of the current period.").waitFor();
    await portal.close();
    await context.close();

    const owner = await newPage(browser);
    await signInAsAdmin(owner.context);
    await openOverview(owner.page);
    await owner.page.getByLabel("Period", { exact: true }).selectOption("today");
    const reasons = owner.page.getByRole("list", { name: "Why they cancelled" });
    await expect.poll(() => reasons.getByRole("listitem").allTextContents()).toContain("It costs too much: 1");
    await owner.context.close();
  });
});
