import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { bookings } from "#worker/db/schema";
import { checkoutBody, startLocalCheckout, subscriberAccount } from "./billing-support";
import { api, db } from "./support";

async function firstCleaningOf(bookingId: string | null) {
  const [booking] = await db
    .select()
    .from(bookings)
    .where(eq(bookings.id, bookingId ?? ""));
  return booking;
}

describe("the subscription wizard's text consent", () => {
  it("keeps the phone for the first cleaning's texts when the box is ticked, and none when it is not", async () => {
    const ticked = await startLocalCheckout(await subscriberAccount(), { phone: "(954) 555-0118", text_reminders: true });
    expect((await firstCleaningOf(ticked.bookingId))?.textPhone).toBe("+19545550118");
    const unticked = await startLocalCheckout(await subscriberAccount(), { phone: "(954) 555-0119" });
    expect((await firstCleaningOf(unticked.bookingId))?.textPhone).toBeNull();
  });

  it("refuses the consent with a phone that cannot take texts, at the phone field", async () => {
    const account = await subscriberAccount();
    const response = await api("/api/subscription/checkout", {
      method: "POST",
      cookie: account.cookie,
      json: checkoutBody({ phone: "+44 20 7946 0958", text_reminders: true }),
    });
    expect(response.status).toBe(400);
    const { error } = (await response.json()) as { error: { fields: Record<string, string> } };
    expect(error.fields).toEqual({ customer_phone: "Please enter a US mobile number, e.g. (305) 555-0142." });
  });
});
