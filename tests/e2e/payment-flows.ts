import type { Page } from "playwright-core";
import { fillServiceAddress, gotoHydrated, pickNextMonthDay } from "./support";

// The customer's side of a visit's payment, shared by the payment and refund walks.

/** Books a service as a guest from its step 2, the quantities set by `quantities`; answers the reference. */
export async function bookAsGuest(page: Page, service: string, email: string, day: number, quantities: (page: Page) => Promise<void>) {
  await gotoHydrated(page, `/booking?service=${service}`);
  await page.getByRole("heading", { name: "Select Date & Time" }).waitFor();
  await quantities(page);
  await pickNextMonthDay(page, day);
  await page.getByRole("button", { name: "2:00 PM", exact: true }).click();
  await page.getByRole("button", { name: "Continue to Details" }).click();
  await page.getByLabel("Full Name").fill("Alina Ortiz");
  await page.getByLabel("Email Address").fill(email);
  await page.getByLabel("Phone Number").fill("(954) 555-0177");
  await fillServiceAddress(page, { street: "500 E Broward Blvd", unit: "1803", city: "Fort Lauderdale", zip: "33394" });
  await page.getByRole("button", { name: "Confirm Booking" }).click();
  await page.getByRole("heading", { name: "Booking Confirmed!" }).waitFor();
  return (await page.getByText(/^SFB-[2-9A-Z]{6}$/).textContent()) ?? "";
}

/** Types a test card into the local test checkout and sends it. */
export async function payWith(page: Page, number: string, button: RegExp) {
  await page.getByLabel("Card number").fill(number);
  await page.getByLabel("Expiration (MM / YY)").fill("12 / 34");
  await page.getByLabel("CVC").fill("123");
  await page.getByLabel("Name on card").fill("Alina Ortiz");
  await page.getByRole("button", { name: button }).click();
}
