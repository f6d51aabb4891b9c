import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import type { BookingResponse } from "#core/booking-schema";
import { emails } from "#worker/db/schema";
import { api, db, postBooking } from "./support";

async function book(overrides: Record<string, unknown>) {
  const answer = await postBooking(overrides);
  expect(answer.status).toBe(201);
  return (await answer.json()) as BookingResponse;
}

async function customerEmailText(reference: string): Promise<string> {
  const [row] = await db
    .select()
    .from(emails)
    .where(and(eq(emails.kind, "booking-customer"), eq(emails.bookingReference, reference)));
  if (!row) throw new Error(`No confirmation email for ${reference}`);
  return `${row.html}\n${row.text}`;
}

describe("the emailed link to a booking's page", () => {
  it("opens the Spanish page for a Spanish booking, in the answer and in its confirmation email", async () => {
    const { booking } = await book({ locale: "es" });
    const url = new URL(booking.manage_url);
    expect(url.pathname).toBe("/es/manage-booking");
    expect(url.searchParams.get("reference")).toBe(booking.reference);
    expect(await customerEmailText(booking.reference)).toContain("/es/manage-booking?reference=");
    // The same token opens the booking: the language is in the path only.
    const opened = await api(`/api/my-bookings/${booking.reference}?token=${url.searchParams.get("token")}`);
    expect(opened.status).toBe(200);
  });

  it("keeps the English page for an English booking", async () => {
    const { booking } = await book({});
    expect(new URL(booking.manage_url).pathname).toBe("/manage-booking");
    const email = await customerEmailText(booking.reference);
    expect(email).toContain("/manage-booking?reference=");
    expect(email).not.toContain("/es/manage-booking");
  });
});
