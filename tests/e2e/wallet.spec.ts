import type { BrowserContext, Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { runSql, signInAsAdmin } from "./admin-session";
import { payWith } from "./payment-flows";
import {
  appNow,
  appToday,
  BASE_URL,
  daysAfter,
  expectAccessible,
  fillServiceAddress,
  gotoHydrated,
  newPage,
  openDayFrom,
  pickNextMonthDay,
  sharedBrowser,
  signedInCustomer,
  toastText,
  uniqueEmail,
} from "./support";

const browser = sharedBrowser();

/**
 * Books laundry signed in through the wizard (name and email come from the account); answers
 * the reference. `beforeConfirm` runs on the review step, just before Confirm.
 */
async function bookLaundrySignedIn(page: Page, day: number, beforeConfirm: () => Promise<void> = async () => {}) {
  await gotoHydrated(page, "/booking?service=laundry-service");
  await page.getByRole("heading", { name: "Select Date & Time" }).waitFor();
  await page.getByLabel("Estimated weight (lb)").fill("20");
  await pickNextMonthDay(page, day);
  await page.getByRole("button", { name: "2:00 PM", exact: true }).click();
  await page.getByRole("button", { name: "Continue to Details" }).click();
  await page.getByRole("heading", { name: "Your Details" }).waitFor();
  await page.getByLabel("Phone Number").fill("(954) 555-0188");
  if ((await page.getByLabel("Use a saved address").count()) === 0)
    await fillServiceAddress(page, { street: "500 E Broward Blvd", unit: "1803", city: "Fort Lauderdale", zip: "33394" });
  await beforeConfirm();
  await page.getByRole("button", { name: "Confirm Booking" }).click();
  await page.getByRole("heading", { name: "Booking Confirmed!" }).waitFor();
  return (await page.getByText(/^SFB-[2-9A-Z]{6}$/).textContent()) ?? "";
}

/** A laundry visit of the signed-in customer of `context`, booked through the API as the booking page sends it, charged to `cardId`. */
async function laundryChargedTo(context: BrowserContext, email: string, cardId: string) {
  const booked = await context.request.post(`${BASE_URL}/api/bookings`, {
    headers: { "Idempotency-Key": crypto.randomUUID(), Origin: BASE_URL },
    data: {
      service_id: "laundry-service",
      pounds: 20,
      speed: "standard",
      appointment_date: openDayFrom(daysAfter(appToday(), 12), "2:00 PM", "laundry-service"),
      appointment_time: "2:00 PM",
      customer_name: "Iris Mendez",
      customer_email: email,
      customer_phone: "(954) 555-0188",
      service_address: "500 E Broward Blvd, Apt 1803, Fort Lauderdale, FL 33394",
    },
  });
  expect(booked.status()).toBe(201);
  const { reference } = ((await booked.json()) as { booking: { reference: string } }).booking;
  const chosen = await context.request.post(`${BASE_URL}/api/my-bookings/${reference}/saved-card`, {
    headers: { Origin: BASE_URL },
    data: { card_id: cardId },
  });
  expect(chosen.status()).toBe(200);
  return reference;
}

/** The owner confirms the visit and, once it has started, completes it at the estimate: the saved card is charged. */
async function visitDoneAndCharged(reference: string) {
  const { context } = await newPage(browser);
  await signInAsAdmin(context);
  const headers = { Origin: BASE_URL };
  const post = (path: string, data: object) =>
    context.request.post(`${BASE_URL}/api/admin/bookings/${reference}${path}`, { headers, data });
  expect((await post("/status", { action: "confirm" })).status()).toBe(200);
  // The visit took place: its start moves an hour into the past, as the day of the visit would bring.
  runSql(`UPDATE bookings SET starts_at = ${appNow().getTime() - 60 * 60 * 1000} WHERE reference = '${reference}'`);
  expect((await post("/complete", { pounds: 20, speed: "standard" })).status()).toBe(200);
  await context.close();
}

/** Two bookings, the local checkout twice and the dashboard: longer than one page's flow. */
const WALK_TIMEOUT_MS = 150_000;

describe("one wallet", () => {
  it(
    "a returning signed-in customer books again at 360 px by keyboard, choosing the card saved the first time without typing it, and removes a card from the profile",
    async () => {
      const { context, page } = await newPage(browser, { width: 360, height: 740 });
      const email = uniqueEmail("wallet");
      await signedInCustomer(page, { email, password: "sunny beach 2026", firstName: "Iris", lastName: "Mendez" });

      // The first visit: no card on the account yet, so none is offered before Confirm, and it is typed once, in the secure page.
      await bookLaundrySignedIn(page, 8, async () => {
        expect(await page.getByRole("group", { name: "Charge this visit to" }).count()).toBe(0);
      });
      await page.getByRole("button", { name: "Save a card for this visit" }).click();
      await page.getByRole("heading", { name: "Save a card for Laundry Service" }).waitFor();
      await payWith(page, "4242 4242 4242 4242", /^Save card$/);
      await page.getByText("Card on file · Visa ending in 4242").waitFor();

      // The second visit: the card kept on the account is offered before Confirm, chosen by keyboard, and nothing is typed.
      const second = await bookLaundrySignedIn(page, 9, async () => {
        const choice = page.getByRole("group", { name: "Charge this visit to" });
        const saved = choice.getByRole("radio", { name: "Visa ending in 4242, expires 12/34" });
        const newCard = choice.getByRole("radio", { name: /^A new card/ });
        await saved.waitFor();
        expect(await saved.isChecked()).toBe(true);
        expect(await newCard.isChecked()).toBe(false);
        await expectAccessible(page);
        await saved.focus();
        await page.keyboard.press("ArrowDown");
        expect(await newCard.isChecked()).toBe(true);
        await page.keyboard.press("ArrowUp");
        expect(await saved.isChecked()).toBe(true);
      });
      await page.getByText("Visa ending in 4242 is on file for this visit.").waitFor();
      expect(page.url()).not.toContain("/dev/pay/");
      await gotoHydrated(page, "/dashboard?tab=Bookings");
      await page.getByRole("article").filter({ hasText: second }).getByText("Card on file · Visa ending in 4242").waitFor();

      // The profile lists the card with its expiry; a second card is added, then removed by keyboard.
      await gotoHydrated(page, "/dashboard?tab=Profile");
      const cards = page.getByRole("list", { name: "Saved cards" });
      await cards.getByText("Visa ending in 4242, expires 12/34", { exact: true }).waitFor();
      await page.getByRole("button", { name: "Add a card" }).click();
      await page.getByRole("heading", { name: "Save a card to your account" }).waitFor();
      await payWith(page, "4000 0000 0000 0002", /^Save card$/);
      await page.getByText("Your card was saved.").waitFor();
      await cards.getByText("Visa ending in 0002, expires 12/34", { exact: true }).waitFor();
      // The card both visits will be charged to stays until they are paid.
      const inUse = cards.getByRole("listitem").filter({ hasText: "Visa ending in 4242" });
      await inUse.getByText("A visit not yet paid will be charged to it.").waitFor();
      expect(await inUse.getByRole("button").count()).toBe(0);
      await expectAccessible(page);

      await page.getByRole("button", { name: "Remove Visa ending in 0002, expires 12/34" }).focus();
      await page.keyboard.press("Enter");
      const dialog = page.getByRole("dialog", { name: "Remove this card?" });
      await dialog.waitFor();
      await expectAccessible(page);
      await page.keyboard.press("Tab");
      await page.keyboard.press("Enter");
      await expect.poll(() => toastText(page)).toContain("Card removed");
      await cards.getByText("Visa ending in 0002, expires 12/34", { exact: true }).waitFor({ state: "detached" });
      expect(await cards.getByRole("listitem").count()).toBe(1);
      await page.reload();
      await cards.getByText("Visa ending in 4242, expires 12/34", { exact: true }).waitFor();
      expect(await page.getByText("Visa ending in 0002").count()).toBe(0);
      await context.close();
    },
    WALK_TIMEOUT_MS,
  );

  it(
    "a signed-in customer tips 18% of a paid visit at 360 px by keyboard, the server's amount, charged to a saved card without typing it",
    async () => {
      const { context, page } = await newPage(browser, { width: 360, height: 740 });
      const email = uniqueEmail("wallet-tip");
      await signedInCustomer(page, {
        email,
        password: "sunny beach 2026",
        firstName: "Iris",
        lastName: "Mendez",
      });
      await gotoHydrated(page, "/dashboard?tab=Profile");
      await page.getByRole("button", { name: "Add a card" }).click();
      await payWith(page, "4242 4242 4242 4242", /^Save card$/);
      await page.getByText("Your card was saved.").waitFor();
      const { cards } = (await (await context.request.get(`${BASE_URL}/api/wallet/cards`)).json()) as { cards: { id: string }[] };
      const reference = await laundryChargedTo(context, email, cards[0]?.id ?? "");
      await visitDoneAndCharged(reference);

      await gotoHydrated(page, "/dashboard?tab=Bookings");
      const visit = page.getByRole("article").filter({ hasText: reference });
      // 20 lb at $1/lb and the $3 fee: $23.00, so 15, 18 and 20% are $3.45, $4.14 and $4.60.
      const share = visit.getByRole("radio", { name: "18% · $4.14" });
      await share.waitFor();
      expect(await visit.getByRole("radio", { name: "15% · $3.45" }).count()).toBe(1);
      expect(await visit.getByRole("radio", { name: "20% · $4.60" }).count()).toBe(1);
      expect(await visit.getByLabel("Pay the tip with").inputValue()).toBe(cards[0]?.id);
      await expectAccessible(page);
      await share.focus();
      await page.keyboard.press("Space");
      expect(await share.isChecked()).toBe(true);
      await visit.getByRole("button", { name: "Add tip" }).focus();
      await page.keyboard.press("Enter");
      await visit.getByText("Thank you for the tip: all of it goes to the crew.").waitFor();
      expect(page.url()).not.toContain("/dev/pay/");
      await page.reload();
      const receipt = page.getByRole("article").filter({ hasText: reference }).getByRole("region", { name: "Receipt" });
      expect(await receipt.textContent()).toContain("Tip for the crew$4.14");
      await expectAccessible(page);
      await context.close();
    },
    WALK_TIMEOUT_MS,
  );
});
