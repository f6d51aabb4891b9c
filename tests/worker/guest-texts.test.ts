import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import type { BookingResponse } from "#core/booking-schema";
import { slotStart } from "#core/time-slots";
import { emails } from "#worker/db/schema";
import { sendDueReminders } from "#worker/services/bookings/reminders";
import { applyTextReply } from "#worker/services/outbox/text-receipts";
import { api, appNow, bookingBody, db, futureDate, sendBooking, testContext } from "./support";

/** A guest's booking 24 hours after `dayBefore`, with the phone and the text consent as given. */
async function guestVisit(phone: string, textReminders: boolean | undefined) {
  const date = futureDate({ weekday: true });
  const made = await sendBooking(
    bookingBody({ appointment_date: date, appointment_time: "1:00 PM", customer_phone: phone, text_reminders: textReminders }),
  );
  expect(made.status).toBe(201);
  const { booking } = (await made.json()) as BookingResponse;
  return { reference: booking.reference, dayBefore: new Date(slotStart(date, "1:00 PM").getTime() - 24 * 60 * 60 * 1000) };
}

async function textsAbout(reference: string) {
  const stored = await db.select().from(emails).where(eq(emails.bookingReference, reference));
  return stored.filter((message) => message.channel === "sms");
}

describe("a guest's text consent on the booking", () => {
  it("sends the day-before reminder text to the booking's phone when the guest ticked it", async () => {
    const { reference, dayBefore } = await guestVisit("(305) 555-0191", true);
    await sendDueReminders(testContext({ now: dayBefore }));
    const texts = await textsAbout(reference);
    expect(texts.map((text) => [text.kind, text.to])).toEqual([["visit-reminder-text", "+13055550191"]]);
  });

  it("sends no text when the box was left unticked or left out", async () => {
    for (const ticked of [false, undefined]) {
      const { reference, dayBefore } = await guestVisit("(305) 555-0192", ticked);
      await sendDueReminders(testContext({ now: dayBefore }));
      expect(await textsAbout(reference)).toEqual([]);
    }
  });

  it("sends none after a STOP reply from that number", async () => {
    const { reference, dayBefore } = await guestVisit("(305) 555-0193", true);
    expect(await applyTextReply(db, { from: "+13055550193", body: "STOP" }, appNow())).toBe(true);
    await sendDueReminders(testContext({ now: dayBefore }));
    expect(await textsAbout(reference)).toEqual([]);
  });

  it("refuses the consent with a phone that cannot take texts, at the phone field", async () => {
    const made = await sendBooking(bookingBody({ customer_phone: "+44 20 7946 0958", text_reminders: true }));
    expect(made.status).toBe(400);
    const { error } = (await made.json()) as { error: { fields: Record<string, string> } };
    expect(error.fields).toEqual({ customer_phone: "Please enter a US mobile number, e.g. (305) 555-0142." });
    // A Spanish page's request is refused in Spanish.
    const spanish = await api("/api/bookings", {
      method: "POST",
      headers: { "Idempotency-Key": crypto.randomUUID(), "Accept-Language": "es" },
      json: bookingBody({ customer_phone: "+44 20 7946 0958", text_reminders: true }),
    });
    expect(((await spanish.json()) as { error: { fields: Record<string, string> } }).error.fields).toEqual({
      customer_phone: "Escriba un número de celular de EE. UU., por ejemplo (305) 555-0142.",
    });
  });
});
