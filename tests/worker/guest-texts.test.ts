import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import type { BookingResponse } from "#core/booking-schema";
import { slotStart } from "#core/time-slots";
import { bookings, emails } from "#worker/db/schema";
import { textVisitFinished } from "#worker/services/bookings/finished-text";
import { sendDueReminders } from "#worker/services/bookings/reminders";
import { applyTextReply } from "#worker/services/outbox/text-receipts";
import { textOnTheWay } from "#worker/services/work/on-the-way-text";
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

describe("a guest's text consent covers the visit's day", () => {
  /** The guest's booking as the crew's tap and the finished job read it. */
  async function bookingOf(reference: string) {
    const [booking] = await db.select().from(bookings).where(eq(bookings.reference, reference));
    if (!booking) throw new Error(`no booking ${reference}`);
    return booking;
  }

  it("texts a guest who ticked the box that the crew is on the way, and that the visit is finished, at the booking's phone", async () => {
    const { reference, dayBefore } = await guestVisit("(305) 555-0195", true);
    const booking = await bookingOf(reference);
    const arriving = new Date(dayBefore.getTime() + 23 * 60 * 60 * 1000);
    const onTheWay = await textOnTheWay(testContext({ now: arriving }), booking, "Marisol", arriving);
    expect(onTheWay).toMatchObject({ kind: "on-the-way-text", to: "+13055550195" });
    expect(onTheWay?.text).toContain("Marisol is on the way");
    const finished = await textVisitFinished(testContext({ now: new Date(arriving.getTime() + 3 * 60 * 60 * 1000) }), booking);
    expect(finished).toMatchObject({ kind: "visit-finished-text", to: "+13055550195" });
    expect((await textsAbout(reference)).map((text) => text.kind).sort()).toEqual(["on-the-way-text", "visit-finished-text"]);
  });

  it("texts neither to a guest who left the box unticked, nor after a STOP from that number", async () => {
    const unticked = await guestVisit("(305) 555-0196", false);
    const stopped = await guestVisit("(305) 555-0197", true);
    expect(await applyTextReply(db, { from: "+13055550197", body: "STOP" }, appNow())).toBe(true);
    for (const { reference, dayBefore } of [unticked, stopped]) {
      const booking = await bookingOf(reference);
      expect(await textOnTheWay(testContext({ now: dayBefore }), booking, "Marisol", dayBefore)).toBeNull();
      expect(await textVisitFinished(testContext({ now: dayBefore }), booking)).toBeNull();
      expect(await textsAbout(reference)).toEqual([]);
    }
  });
});
