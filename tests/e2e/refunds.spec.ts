import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { runSql, signInAsAdmin } from "./admin-session";
import { bookAsGuest, payWith } from "./payment-flows";
import { allowConsoleError, appNow, gotoHydrated, newPage, outbox, uniqueEmail, sharedBrowser } from "./support";

const browser = sharedBrowser();

/** A guest's laundry visit (20 lb), a card saved for it; answers the reference, the customer's page left on the booking. */
async function laundryWithCard(page: Page, email: string) {
  const reference = await bookAsGuest(page, "laundry-service", email, 21, (step) => step.getByLabel("Estimated weight (lb)").fill("20"));
  await page.getByRole("button", { name: "Save a card for this visit" }).click();
  await payWith(page, "4242 4242 4242 4242", /^Save card$/);
  await page.getByText("Card on file · Visa ending in 4242").waitFor();
  return reference;
}

const WALK_TIMEOUT_MS = 150_000;

describe("refunding from the console", () => {
  it(
    "refunds the tip for a reason, keeps what was typed when refused, sends once on a double click, and shows it fully refunded",
    async () => {
      const customer = await newPage(browser);
      const email = uniqueEmail("refund-tip");
      const reference = await laundryWithCard(customer.page, email);

      const owner = await newPage(browser);
      await signInAsAdmin(owner.context);
      await gotoHydrated(owner.page, `/admin/bookings/${reference}`);
      await owner.page.getByRole("button", { name: "Confirm booking" }).click();
      await owner.page.getByText("The visit can be completed and charged once it has started.").waitFor();
      runSql(`UPDATE bookings SET starts_at = ${appNow().getTime() - 60 * 60 * 1000} WHERE reference = '${reference}'`);
      await owner.page.reload();
      await owner.page.getByRole("button", { name: "Charge $23.00 to Visa ending in 4242", exact: true }).click();
      await owner.page.getByRole("heading", { name: "Complete the visit" }).waitFor({ state: "detached" });

      // The customer adds a $5.00 tip from the booking's page.
      await customer.page.reload();
      await customer.page.getByLabel("Add a tip for the crew (all of it goes to them)").fill("5");
      await customer.page.getByRole("button", { name: "Add tip" }).click();
      await payWith(customer.page, "4242 4242 4242 4242", /^Pay \$5\.00$/);
      await customer.page.getByText("Thank you for the tip: all of it goes to the crew.").waitFor();

      await owner.page.reload();
      owner.page.on("dialog", (dialog) => void dialog.accept());
      const form = owner.page.getByRole("form", { name: "Refund" });
      await form.getByLabel("Refund of").selectOption("tip");
      await form.getByLabel(/^Amount/).fill("5");
      await form.getByLabel("Reason").selectOption("other");
      // A pasted right-to-left override: the server refuses it at the note.
      allowConsoleError(owner.page, /status of 400 .*\/api\/admin\/bookings\/SFB-[2-9A-Z]{6}\/refund\]$/, "the server refuses the note");
      await form.getByLabel("Note (optional)").fill("crew late \u202Eetal wer");
      await form.getByRole("button", { name: "Refund" }).click();
      await form.getByText(/Please remove the hidden characters/).waitFor();
      // What was typed is still there to correct.
      expect(await form.getByLabel("Refund of").inputValue()).toBe("tip");
      expect(await form.getByLabel(/^Amount/).inputValue()).toBe("5");
      expect(await form.getByLabel("Reason").inputValue()).toBe("other");
      expect(await form.getByLabel("Note (optional)").inputValue()).toBe("crew late \u202Eetal wer");

      await form.getByLabel("Reason").selectOption("service_issue");
      await form.getByRole("button", { name: "Refund" }).dblclick();
      await owner.page.getByText("Refund of the tip · $5.00 · Service issue").waitFor();
      await owner.page.getByRole("list", { name: "Payments" }).getByText("Tip · paid $5.00 · Fully refunded").waitFor();
      // The double click sent one refund. (In Chromium the confirm dialog takes the second click, so this holds even
      // without the form's guard and its Idempotency-Key; the worker tests check the key on the server.)
      expect(await owner.page.getByRole("region", { name: "Refunds" }).getByRole("listitem").count()).toBe(1);
      const refundEmails = (await outbox()).filter((message) => message.to === email && message.kind === "payment-refund");
      expect(refundEmails.map((message) => message.subject)).toEqual([expect.stringMatching(/^Tip refund: /)]);

      // The customer's page says the same.
      await customer.page.reload();
      await customer.page.getByRole("list", { name: "Payments" }).getByText("Tip · paid $5.00 · Fully refunded").waitFor();
      await owner.context.close();
      await customer.context.close();
    },
    WALK_TIMEOUT_MS,
  );
});
