import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import type { BookingResponse } from "#core/booking-schema";
import { emails } from "#worker/db/schema";
import { slotStart } from "#core/time-slots";
import { sendDueReminders } from "#worker/services/bookings/reminders";
import { api, bookingBody, db, futureDate, sendBooking, testContext, verifiedAccount } from "./support";
import { deliveredMessage } from "./outbox-wait";

describe("local delivery", () => {
  it("takes every email from its outbox row through the queue and the consumer into the local mailbox", async () => {
    const made = await sendBooking(bookingBody());
    expect(made.status).toBe(201);
    const { booking } = (await made.json()) as BookingResponse;
    const stored = await db.select().from(emails).where(eq(emails.bookingReference, booking.reference));
    expect(stored.map((row) => row.kind).sort()).toEqual(["booking-business", "booking-customer"]);

    for (const row of stored) {
      const delivered = await deliveredMessage(row.id);
      // The consumer claimed it (one attempt) and the local mailbox, its provider, took it.
      expect(delivered).toMatchObject({ status: "sent", attempts: 1, providerId: `local:${row.id}`, error: null });
      expect(delivered.html).toContain(booking.reference);
    }
    const mailbox = await api("/dev/mailbox");
    expect(await mailbox.text()).toContain(booking.reference);
  });

  it("takes every text the same way into the local text outbox", async () => {
    const account = await verifiedAccount();
    const consent = await api("/api/text-settings", {
      method: "PUT",
      cookie: account.cookie,
      json: { mobile_phone: "(305) 555-0177", reminder_texts: true },
    });
    expect(consent.status).toBe(200);
    const date = futureDate({ weekday: true });
    const made = await sendBooking(bookingBody({ appointment_date: date, customer_email: account.email }), undefined, account.cookie);
    expect(made.status).toBe(201);
    const { booking } = (await made.json()) as BookingResponse;
    const dayBefore = new Date(slotStart(date, "10:00 AM").getTime() - 24 * 60 * 60 * 1000);
    await sendDueReminders(testContext({ now: dayBefore }));

    const [text] = (await db.select().from(emails).where(eq(emails.bookingReference, booking.reference))).filter(
      (row) => row.channel === "sms",
    );
    const delivered = await deliveredMessage(text!.id);
    expect(delivered).toMatchObject({ status: "sent", attempts: 1, providerId: `local:${text!.id}`, to: "+13055550177" });
    const listed = (await (await api("/api/dev/texts")).json()) as { texts: { id: string; body: string; status: string }[] };
    expect(listed.texts.find((listedText) => listedText.id === text!.id)).toMatchObject({ status: "sent", body: delivered.text });
  });
});
