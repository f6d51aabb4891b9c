import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import {
  allowConsoleError,
  expectAccessible,
  fillServiceAddress,
  gotoHydrated,
  newPage,
  outbox,
  pickNextMonthDay,
  signUpForVerificationLink,
  toastText,
  uniqueEmail,
  type OutboxEmail,
  sharedBrowser,
} from "./support";

const browser = sharedBrowser();

async function outboxTo(to: string): Promise<OutboxEmail[]> {
  return (await outbox()).filter((email) => email.to === to);
}

/** An account created and verified through the API; the page's context gets its session. */
async function signedIn(page: Page, callbackURL = "/dashboard") {
  const email = uniqueEmail("subscriber");
  await gotoHydrated(
    page,
    await signUpForVerificationLink({ email, password: "bi-weekly shine 2026", firstName: "Nadia", lastName: "Okafor", callbackURL }),
  );
  return email;
}

describe("the cleaning subscription", () => {
  it("goes from /special to an active subscription: sign up and verify, the wizard, the local checkout, the dashboard; switch plan, emergency, cancel", async () => {
    const { context, page } = await newPage(browser);
    const email = uniqueEmail("subscribe");

    await gotoHydrated(page, "/special");
    await page.getByRole("link", { name: "Choose Plan: 2 Bed / 2 Bath" }).click();
    await page.getByRole("heading", { name: "Sign in to subscribe" }).waitFor();
    expect(await page.getByRole("link", { name: "Back to Packages" }).getAttribute("href")).toBe("/special");
    await expectAccessible(page);

    await page.getByRole("button", { name: "Create Account" }).click();
    await page.getByLabel("First Name").fill("Lucia");
    await page.getByLabel("Last Name").fill("Fernandez");
    await page.getByLabel("Email").fill(email);
    await page.getByLabel("Password").fill("sunny beach 2026");
    await page.getByRole("button", { name: "Create Account" }).last().click();
    await expect.poll(() => toastText(page)).toContain("Account created!");

    // The emailed link signs the customer in and brings them back to the wizard.
    const [verification] = await outboxTo(email);
    await page.goto(`/dev/mailbox/${verification!.id}`);
    await page.getByRole("link", { name: /verify-email/ }).click();
    await page.waitForURL("**/subscription-booking?package=2bed2bath");
    await page.getByRole("heading", { name: "Subscribe: 2 Bed / 2 Bath" }).waitFor();

    // Step 1: name and email prefilled from the account.
    expect(await page.getByLabel("Full Name").inputValue()).toBe("Lucia Fernandez");
    expect(await page.getByLabel("Email Address").inputValue()).toBe(email);
    await page.getByRole("button", { name: "Continue" }).click();
    await expect.poll(() => toastText(page)).toContain("Please fill in all required fields.");
    await page.getByLabel("Phone Number").fill("(305) 555-0142");
    await fillServiceAddress(page, { street: "1200 Brickell Bay Dr", unit: "3104", city: "Miami", zip: "33131" });
    await expectAccessible(page);
    await page.getByRole("button", { name: "Continue" }).click();

    // Step 2: the first cleaning, from the same availability as single bookings.
    await page.getByRole("heading", { name: "Your First Cleaning" }).waitFor();
    await page.getByRole("button", { name: "Continue" }).click();
    await expect.poll(() => toastText(page)).toContain("Please select a date and time for your first cleaning.");
    await pickNextMonthDay(page, 12);
    await page.getByRole("button", { name: "10:00 AM", exact: true }).click();
    await expectAccessible(page);
    await page.getByRole("button", { name: "Continue" }).click();

    // Step 3: confirm; the checkout opens in a new tab and this one goes to the success page.
    await page.getByRole("heading", { name: "Confirm & Pay" }).waitFor();
    expect(await page.getByText("2 Bed / 2 Bath, $59.99 / month").isVisible()).toBe(true);
    const [checkout] = await Promise.all([context.waitForEvent("page"), page.getByRole("button", { name: "Subscribe & Pay" }).click()]);
    await checkout.waitForURL("**/dev/checkout/cs_local_*");
    await page.waitForURL("**/subscription-success?session_id=cs_local_*");
    await page.getByRole("heading", { name: "What happens next" }).waitFor();

    await checkout.getByRole("heading", { name: "Subscribe to Hotel Style Cleaning, 2 Bed / 2 Bath" }).waitFor();
    await expectAccessible(checkout);
    await checkout.getByLabel("Card number").fill("4242 4242 4242 4242");
    await checkout.getByLabel("Expiration (MM / YY)").fill("12 / 34");
    await checkout.getByLabel("CVC").fill("123");
    await checkout.getByLabel("Name on card").fill("Lucia Fernandez");
    await checkout.getByRole("button", { name: "Pay $59.99" }).click();
    await checkout.waitForURL("**/subscription-success?session_id=cs_local_*");
    await checkout.close();

    await page.getByText(/Subscription activated! 2 Bed \/ 2 Bath/).waitFor();
    expect(await toastText(page)).toContain("Subscription activated!");
    expect((await outboxTo(email)).map((message) => message.kind)).toContain("subscription-activated");
    await expectAccessible(page);

    await page.getByRole("button", { name: "Account", exact: true }).click();
    await page.getByRole("menuitem", { name: "Manage Subscription" }).click();
    await page.getByRole("heading", { name: "Cleaning Subscriptions" }).waitFor();
    expect(await page.getByRole("region", { name: "Active Subscription" }).textContent()).toContain("2 Bed / 2 Bath");
    await page.getByRole("button", { name: "Account", exact: true }).click();
    await page.getByRole("menuitem", { name: "Dashboard" }).click();
    await page.getByRole("tab", { name: "Subscription" }).click();
    const card = page.getByRole("region", { name: "Active Subscription" });
    await card.waitFor();
    expect(await card.textContent()).toContain("2 Bed / 2 Bath");
    expect(await card.textContent()).toContain("Next billing date");
    expect(await page.getByText("Current Plan").count()).toBe(1);
    await expectAccessible(page);

    await page.getByRole("button", { name: "Switch to This Plan: 3 Bed / 3 Bath" }).click();
    const switchDialog = page.getByRole("dialog", { name: "Switch plan" });
    await expectAccessible(page);
    await switchDialog.getByRole("button", { name: "Switch Plan" }).click();
    await expect.poll(() => toastText(page)).toContain("Plan updated");
    expect(await card.textContent()).toContain("3 Bed / 3 Bath");

    await page.getByRole("button", { name: "Emergency Cleaning" }).click();
    // The 24/7 line comes first in the panel, as a call button.
    const emergency = page.getByRole("form", { name: "Emergency cleaning" });
    const call = emergency.getByRole("link", { name: "Call 24/7: (954) 555-0142" });
    expect(await call.getAttribute("href")).toBe("tel:+19545550142");
    expect(await emergency.locator("a, button, textarea").first().textContent()).toContain("Call 24/7");
    await expectAccessible(page);
    await page.getByLabel("What do you need? (optional)").fill("Guests arrive tonight.");
    await page.getByRole("button", { name: "Request Emergency Cleaning" }).click();
    await expect.poll(() => toastText(page)).toContain("Emergency cleaning scheduled");

    await page.getByRole("button", { name: "Cancel Subscription" }).click();
    const cancelDialog = page.getByRole("dialog", { name: "Cancel Subscription" });
    expect(await cancelDialog.textContent()).toContain("Are you sure you want to cancel your subscription? This action cannot be undone.");
    expect(await cancelDialog.textContent()).toContain("You will confirm it in the secure billing portal, which opens in a new tab.");
    const [portal] = await Promise.all([
      context.waitForEvent("page"),
      cancelDialog.getByRole("button", { name: "Yes, cancel it" }).click(),
    ]);
    await portal.waitForURL("**/dev/billing-portal");
    await expectAccessible(portal);
    await portal.getByRole("button", { name: "Cancel at period end" }).click();
    await portal.getByText("Your subscription will end at the end of the current period.").waitFor();
    await portal.getByRole("button", { name: "Simulate a declined renewal" }).click();
    await portal.getByText("The renewal payment was declined (test).").waitFor();
    await portal.close();

    // Back on the dashboard (no reload): it reads the state again when it regains the focus.
    await page.bringToFront();
    await page.evaluate(() => window.dispatchEvent(new Event("focus")));
    await card.getByText(/^Ends on [A-Z][a-z]+ \d{1,2}, \d{4}$/).waitFor();
    expect(await card.getByText("Past due").isVisible()).toBe(true);
    expect(await card.getByRole("alert").textContent()).toContain("Your last payment did not go through.");
    await expectAccessible(page);

    // Set to end but not ended: Resume takes the cancellation back, and both sides are emailed.
    await card.getByRole("button", { name: "Resume Subscription" }).click();
    await expect.poll(() => toastText(page)).toContain("Subscription resumed");
    await card.getByText("Next billing date").waitFor();
    expect(await card.getByRole("button", { name: "Cancel Subscription" }).isVisible()).toBe(true);
    const kinds = (await outboxTo(email)).map((message) => message.kind);
    expect(kinds).toEqual(expect.arrayContaining(["subscription-plan-changed", "subscription-cancel-scheduled", "subscription-resumed"]));
    await context.close();
  });

  it("tells a declined card and a cancelled checkout apart on the first tab, and Cancel brings back the review step with everything kept", async () => {
    const { context, page } = await newPage(browser);
    await signedIn(page, "/subscription-booking?package=2bed2bath");
    await page.getByRole("heading", { name: "Subscribe: 2 Bed / 2 Bath" }).waitFor();
    await page.getByLabel("Phone Number").fill("(954) 555-0168");
    await fillServiceAddress(page, { street: "333 Las Olas Way", unit: "2104", city: "Fort Lauderdale", zip: "33301" });
    await page.getByRole("button", { name: "Continue" }).click();
    await page.getByRole("heading", { name: "Your First Cleaning" }).waitFor();
    await pickNextMonthDay(page, 17);
    // The plan's 3-hour first cleaning ends by closing even on a Sunday.
    await page.getByRole("button", { name: "12:00 PM", exact: true }).click();
    await page.getByRole("button", { name: "Continue" }).click();
    await page.getByRole("heading", { name: "Confirm & Pay" }).waitFor();

    const [checkout] = await Promise.all([context.waitForEvent("page"), page.getByRole("button", { name: "Subscribe & Pay" }).click()]);
    await checkout.waitForURL("**/dev/checkout/cs_local_*");
    await page.waitForURL("**/subscription-success?session_id=cs_local_*");
    await page.getByRole("heading", { name: "Confirming your payment" }).waitFor();

    // Stripe's decline test card: the checkout says so and stays open; the first tab is not thanked.
    allowConsoleError(
      checkout,
      /status of 402 \(Payment Required\).*\/dev\/checkout\/cs_local_\w+\/pay/,
      "the declined card's page answers 402",
    );
    await checkout.getByLabel("Card number").fill("4000 0000 0000 0002");
    await checkout.getByLabel("Expiration (MM / YY)").fill("12 / 34");
    await checkout.getByLabel("CVC").fill("123");
    await checkout.getByLabel("Name on card").fill("Nadia Okafor");
    await checkout.getByRole("button", { name: "Pay $59.99" }).click();
    await checkout.getByText("Your card was declined.").waitFor();
    await page.getByRole("heading", { name: "Your payment did not go through" }).waitFor();
    expect(await page.getByText("Thank you for subscribing!").count()).toBe(0);
    expect(await page.getByText("Your card was declined and nothing was charged.").isVisible()).toBe(true);
    expect(await page.getByRole("link", { name: "Try again" }).getAttribute("href")).toBe("/subscription-booking?package=2bed2bath&step=3");
    await expectAccessible(page);

    // Cancel: the checkout's tab returns to the review step, everything kept.
    await checkout.getByRole("link", { name: "Cancel" }).click();
    await checkout.getByRole("heading", { name: "Confirm & Pay" }).waitFor();
    await expect.poll(() => toastText(checkout)).toContain("Checkout cancelled");
    expect(new URL(checkout.url()).searchParams.get("step")).toBe("3");
    await expect.poll(() => new URL(checkout.url()).searchParams.get("checkout")).toBeNull();
    for (const shown of ["(954) 555-0168", "333 Las Olas Way, Unit 2104, Fort Lauderdale, FL 33301", "Nadia Okafor"])
      expect(await checkout.getByText(shown).isVisible(), shown).toBe(true);
    await expectAccessible(checkout);

    // The first tab hears of it from the server, and leads back to the same review step.
    await page.getByRole("heading", { name: "Checkout cancelled" }).waitFor();
    expect(await page.getByText("Thank you for subscribing!").count()).toBe(0);
    await expectAccessible(page);
    await page.getByRole("link", { name: "Back to your booking" }).click();
    await page.getByRole("heading", { name: "Confirm & Pay" }).waitFor();
    expect(await page.getByText("(954) 555-0168").isVisible()).toBe(true);
    expect(await page.getByText("333 Las Olas Way, Unit 2104, Fort Lauderdale, FL 33301").isVisible()).toBe(true);

    // Subscribing again from there opens a new checkout, which pays.
    const [again] = await Promise.all([context.waitForEvent("page"), page.getByRole("button", { name: "Subscribe & Pay" }).click()]);
    await again.waitForURL("**/dev/checkout/cs_local_*");
    await again.getByLabel("Card number").fill("4242 4242 4242 4242");
    await again.getByLabel("Expiration (MM / YY)").fill("12 / 34");
    await again.getByLabel("CVC").fill("123");
    await again.getByLabel("Name on card").fill("Nadia Okafor");
    await again.getByRole("button", { name: "Pay $59.99" }).click();
    await again.waitForURL("**/subscription-success?session_id=cs_local_*");
    await page.getByRole("heading", { name: "Thank you for subscribing!" }).waitFor();
    await context.close();
  });

  it("shows the signed-out screens: 'Please sign in' on Subscribe Now, the sign-in-required wizard", async () => {
    const { context, page } = await newPage(browser);
    await gotoHydrated(page, "/subscription");
    await page.getByRole("heading", { name: "Cleaning Subscriptions" }).waitFor();
    await page.getByRole("button", { name: "Subscribe Now: 1 Bed / 1 Bath" }).click();
    await expect.poll(() => toastText(page)).toContain("Please sign in");
    expect(await toastText(page)).toContain("You need to sign in to subscribe.");
    await expectAccessible(page);

    await gotoHydrated(page, "/subscription-booking?package=penthouse");
    await page.getByRole("heading", { name: "Sign in to subscribe" }).waitFor();
    expect(await page.getByText("2 Bed / 2 Bath cleaning subscription").isVisible()).toBe(true);
    await expectAccessible(page);
    await page.getByRole("link", { name: "Back to Packages" }).click();
    await page.waitForURL("**/special");
    await context.close();
  });

  it("keeps the step and what was typed on a reload, and moves between steps with Back and Forward", async () => {
    const { context, page } = await newPage(browser);
    await signedIn(page, "/subscription-booking?package=2bed2bath");
    await page.getByRole("heading", { name: "Subscribe: 2 Bed / 2 Bath" }).waitFor();
    const phone = page.getByLabel("Phone Number");
    const address = page.getByLabel("Street address");
    await phone.fill("(786) 555-0117");
    await fillServiceAddress(page, { street: "88 SW 7th St", unit: "1809", city: "Miami", zip: "33130" });

    // A reload keeps what was typed on the step, and the step itself.
    await page.reload();
    await page.getByRole("heading", { name: "Your Details" }).waitFor();
    expect(await phone.inputValue()).toBe("(786) 555-0117");
    expect(await address.inputValue()).toBe("88 SW 7th St");
    await page.getByRole("button", { name: "Continue" }).click();
    await page.getByRole("heading", { name: "Your First Cleaning" }).waitFor();
    await page.reload();
    await page.getByRole("heading", { name: "Your First Cleaning" }).waitFor();
    await pickNextMonthDay(page, 23);
    await page.getByRole("button", { name: "12:00 PM", exact: true }).click();
    await page.getByRole("button", { name: "Continue" }).click();
    await page.getByRole("heading", { name: "Confirm & Pay" }).waitFor();
    await page.reload();
    await page.getByRole("heading", { name: "Confirm & Pay" }).waitFor();
    expect(await page.getByText("(786) 555-0117").isVisible()).toBe(true);
    expect(await page.getByText("88 SW 7th St, Unit 1809, Miami, FL 33130").isVisible()).toBe(true);

    // Back returns a step at a time, everything kept, without leaving the wizard; Forward comes back.
    await page.goBack();
    await page.getByRole("heading", { name: "Your First Cleaning" }).waitFor();
    expect(await page.getByRole("button", { name: "12:00 PM", exact: true }).getAttribute("aria-pressed")).toBe("true");
    await page.goBack();
    await page.getByRole("heading", { name: "Your Details" }).waitFor();
    expect(new URL(page.url()).pathname).toBe("/subscription-booking");
    expect(await phone.inputValue()).toBe("(786) 555-0117");
    expect(await address.inputValue()).toBe("88 SW 7th St");
    await page.goForward();
    await page.getByRole("heading", { name: "Your First Cleaning" }).waitFor();
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toBe("Your First Cleaning");

    // The page's Back button and the browser's agree.
    await page.getByRole("button", { name: "Back", exact: true }).click();
    await page.getByRole("heading", { name: "Your Details" }).waitFor();
    await page.goForward();
    await page.getByRole("heading", { name: "Your First Cleaning" }).waitFor();
    await context.close();
  });

  it("works at 360 px with the keyboard alone, and opens the checkout in the same tab when popups are blocked", async () => {
    const { context, page } = await newPage(browser, { width: 360, height: 740 });
    await page.addInitScript(() => {
      window.open = () => null;
    });
    await signedIn(page, "/subscription-booking?package=1bed1bath");
    await page.getByRole("heading", { name: "Subscribe: 1 Bed / 1 Bath" }).waitFor();

    await page.getByLabel("Phone Number").focus();
    await page.keyboard.type("(561) 555-0190");
    // Beside the phone: the texts' consent, which covers the plan's later cleanings too, unticked, and left so by this subscriber.
    await page.keyboard.press("Tab");
    const consent = page.getByRole("checkbox", {
      name: "Text me about my cleanings: a reminder the day before each one, and on the first cleaning's day when the crew is on the way and when it is done (optional).",
    });
    expect(await consent.evaluate((element) => element === document.activeElement)).toBe(true);
    expect(await consent.isChecked()).toBe(false);
    // The address in parts: building (skipped), street, unit, city, ZIP.
    await page.keyboard.press("Tab");
    await page.keyboard.press("Tab");
    await page.keyboard.type("525 S Flagler Dr");
    await page.keyboard.press("Tab");
    await page.keyboard.type("12B");
    await page.keyboard.press("Tab");
    await page.keyboard.type("West Palm Beach");
    await page.keyboard.press("Tab");
    await page.keyboard.type("33401");
    await page.keyboard.press("Enter");
    await page.getByRole("heading", { name: "Your First Cleaning" }).waitFor();
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe("Your First Cleaning");

    // Calendar: Page Down moves a month ahead, Enter picks the day; then a time and Continue.
    await page.locator("button[data-date][tabindex='0']").focus();
    await page.keyboard.press("PageDown");
    // A closed day cannot be chosen (Christmas, a month from 25 November): the arrow keys pass on to the next day.
    while ((await page.evaluate(() => document.activeElement?.getAttribute("aria-disabled"))) === "true")
      await page.keyboard.press("ArrowRight");
    await page.keyboard.press("Enter");
    const slot = page.getByRole("button", { name: "11:00 AM", exact: true });
    await slot.waitFor();
    await slot.focus();
    await page.keyboard.press("Enter");
    await page.getByRole("button", { name: "Continue" }).focus();
    await page.keyboard.press("Enter");
    await page.getByRole("heading", { name: "Confirm & Pay" }).waitFor();
    await expectAccessible(page);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);

    await page.getByRole("button", { name: "Subscribe & Pay" }).focus();
    await page.keyboard.press("Enter");
    await page.waitForURL("**/dev/checkout/cs_local_*");
    await page.getByRole("button", { name: "Pay $39.99" }).waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    await expectAccessible(page);
    await context.close();
  });
});
