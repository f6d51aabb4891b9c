import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { ADMIN_EMAIL, runSql, signInAsAdmin } from "./admin-session";
import { bookAsGuest, payWith } from "./payment-flows";
import { appNow, expectAccessible, gotoHydrated, linkEmailed, newPage, outbox, uniqueEmail, sharedBrowser } from "./support";

const browser = sharedBrowser();

/** Completes the visit in the console; the button names what it will do (`button`: charge the card, or send a pay link). */
async function completeAsOwner(reference: string, quantities: (page: Page) => Promise<void>, button: string) {
  const { context, page } = await newPage(browser);
  await signInAsAdmin(context);
  await gotoHydrated(page, `/admin/bookings/${reference}`);
  await page.getByRole("button", { name: "Confirm booking" }).click();
  await page.getByText("The visit can be completed and charged once it has started.").waitFor();
  // The visit took place: its start moves an hour into the past, as the day of the visit would bring.
  runSql(`UPDATE bookings SET starts_at = ${appNow().getTime() - 60 * 60 * 1000} WHERE reference = '${reference}'`);
  await page.reload();
  await page.getByRole("heading", { name: "Complete the visit" }).waitFor();
  await quantities(page);
  await expectAccessible(page);
  await page.getByRole("button", { name: button, exact: true }).click();
  await page.getByRole("heading", { name: "Complete the visit" }).waitFor({ state: "detached" });
  const payment = await page.getByRole("region", { name: "Final amount" }).textContent();
  const state = await page.getByRole("heading", { name: "Payment" }).locator("xpath=following-sibling::p[1]").textContent();
  await context.close();
  return { payment, state };
}

/** Each walk crosses two browser contexts, the local checkout and a wrangler command for the clock: longer than one page's flow. */
const WALK_TIMEOUT_MS = 150_000;

describe("paying for a visit", () => {
  it(
    "saves a card after booking laundry, charges the weighed amount once the owner completes it, and emails the receipt",
    async () => {
      const { context, page } = await newPage(browser, { width: 360, height: 740 });
      const email = uniqueEmail("laundry-card");
      const reference = await bookAsGuest(page, "laundry-service", email, 17, async (step) => {
        await step.getByLabel("Estimated weight (lb)").fill("20");
      });
      await page.getByRole("button", { name: "Save a card for this visit" }).click();
      await page.getByRole("heading", { name: "Save a card for Laundry Service" }).waitFor();
      await payWith(page, "4242 4242 4242 4242", /^Save card$/);
      await page.getByText("Your card is saved for this visit.").waitFor();
      await page.getByText("Card on file · Visa ending in 4242").waitFor();
      await expectAccessible(page);

      // Weighed at pickup: 24.6 lb at $1/lb and the $3 fee, within 25% of the $23.00 estimate.
      const completed = await completeAsOwner(
        reference,
        (admin) => admin.getByLabel("Weighed weight (lb)").fill("24.6"),
        "Charge $27.60 to Visa ending in 4242",
      );
      expect(completed.payment).toContain("Total$27.60");
      expect(completed.state).toContain("Paid");

      const receipt = (await outbox()).find((message) => message.to === email && message.kind === "payment-receipt");
      expect(receipt?.html).toContain("Standard wash and fold, 24.6 lb at $1/lb");
      expect(receipt?.html).toContain("Paid $27.60 with Visa ending in 4242.");
      await page.reload();
      await page.getByText("Payment: Paid").waitFor();
      expect(await page.getByRole("region", { name: "Receipt" }).textContent()).toContain("Total$27.60");
      await context.close();
    },
    WALK_TIMEOUT_MS,
  );

  it(
    "emails a pay link when no card was saved, as the owner's completion button says before it is pressed",
    async () => {
      const { context, page } = await newPage(browser);
      const email = uniqueEmail("laundry-no-card");
      const reference = await bookAsGuest(page, "laundry-service", email, 19, async (step) => {
        await step.getByLabel("Estimated weight (lb)").fill("20");
      });
      // No card saved: 20 lb at $1/lb and the $3 fee, and nothing to charge it to.
      const completed = await completeAsOwner(
        reference,
        (admin) => admin.getByLabel("Weighed weight (lb)").fill("20"),
        "Send a pay link for $23.00",
      );
      expect(completed.payment).toContain("Total$23.00");
      expect(completed.state).toContain("Completed, unpaid");

      const payLink = (await outbox()).find((message) => message.to === email && message.kind === "payment-link");
      expect(payLink?.html).toContain("Here is the final price of your visit; you can pay it securely online.");
      expect(payLink?.html).toContain("Pay $23.00");
      await page.goto(await linkEmailed(email, "payment-link", `/api/my-bookings/${reference}/pay?token=`));
      await page.getByRole("heading", { name: /Your visit: Laundry Service/ }).waitFor();
      await context.close();
    },
    WALK_TIMEOUT_MS,
  );

  it(
    "lets the owner record, at 360 px by keyboard, a visit the customer paid by Zelle: it reads paid in the console and on the customer's page",
    async () => {
      const { context, page } = await newPage(browser);
      const email = uniqueEmail("laundry-zelle");
      const reference = await bookAsGuest(page, "laundry-service", email, 20, async (step) => {
        await step.getByLabel("Estimated weight (lb)").fill("20");
      });
      await completeAsOwner(reference, (admin) => admin.getByLabel("Weighed weight (lb)").fill("20"), "Send a pay link for $23.00");

      const owner = await newPage(browser, { width: 360, height: 740 });
      await signInAsAdmin(owner.context);
      await gotoHydrated(owner.page, `/admin/bookings/${reference}`);
      await owner.page.getByText(/^Pay link emailed /).waitFor();
      // Nothing chosen: the form says what it needs at the field and records nothing.
      await owner.page.getByRole("button", { name: "Record $23.00 as paid" }).click();
      await owner.page.getByText("Please choose how the customer paid.").waitFor();
      await expectAccessible(owner.page);
      await owner.page.getByLabel("Paid another way").focus();
      await owner.page.keyboard.press("ArrowDown");
      await owner.page.getByLabel("Paid another way").selectOption("zelle");
      await owner.page.getByRole("button", { name: "Record $23.00 as paid" }).focus();
      await owner.page.keyboard.press("Enter");
      await owner.page.getByText(`Zelle, recorded by ${ADMIN_EMAIL}`).waitFor();
      expect(await owner.page.getByRole("button", { name: "Record $23.00 as paid" }).count()).toBe(0);
      await expectAccessible(owner.page);
      await owner.context.close();

      await page.goto(await linkEmailed(email, "payment-link", `/api/my-bookings/${reference}/pay?token=`));
      await page.getByText("Payment: Paid").waitFor();
      expect((await outbox()).filter((message) => message.to === email && message.kind === "payment-receipt")).toHaveLength(1);
      await context.close();
    },
    WALK_TIMEOUT_MS,
  );

  it(
    "sends a pay link when the saved card needs authentication, and the customer pays through it",
    async () => {
      const { context, page } = await newPage(browser);
      const email = uniqueEmail("massage-auth");
      const reference = await bookAsGuest(page, "massage-service", email, 18, async (step) => {
        await step.getByLabel("Hours").fill("2");
      });
      await page.getByRole("button", { name: "Save a card for this visit" }).click();
      await payWith(page, "4000 0027 6000 3184", /^Save card$/);
      await page.getByText("Card on file · Visa ending in 3184").waitFor();

      // 2.5 hours: $250.00, 25% over the $200.00 estimate and no more, so the card is charged (and asks to authenticate).
      const completed = await completeAsOwner(
        reference,
        (admin) => admin.getByLabel("Hours worked").fill("2.5"),
        "Charge $250.00 to Visa ending in 3184",
      );
      expect(completed.payment).toContain("Total$250.00");
      expect(completed.state).toContain("Completed, unpaid");

      await page.goto(await linkEmailed(email, "payment-link", "/pay?token="));
      await page.getByRole("heading", { name: /Your visit: Massage Therapy/ }).waitFor();
      await payWith(page, "4242 4242 4242 4242", /^Pay \$250\.00$/);
      await page.getByText("Thank you: your payment went through.").waitFor();
      await page.getByText("Payment: Paid").waitFor();
      expect((await outbox()).some((message) => message.to === email && message.kind === "payment-receipt")).toBe(true);
      await context.close();
    },
    WALK_TIMEOUT_MS,
  );
});
