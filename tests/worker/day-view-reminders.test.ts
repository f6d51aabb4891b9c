import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import type { DayVisit } from "#core/admin-api";
import { slotStart } from "#core/time-slots";
import { bookings } from "#worker/db/schema";
import { sendDueReminders } from "#worker/services/bookings/reminders";
import { deliverStoredMessage } from "#worker/services/outbox/outbox-delivery";
import { emails } from "#worker/db/schema";
import { dayViewWeek } from "./day-views";
import { fakeResend, providerMailer } from "./outbox-support";
import { bookingBody, db, futureDate, sendBooking, testContext } from "./support";

async function book(date: string, time: string) {
  const made = await sendBooking(bookingBody({ appointment_date: date, appointment_time: time }));
  expect(made.status).toBe(201);
  return ((await made.json()) as { booking: { reference: string } }).booking.reference;
}

describe("the owner's day view", () => {
  it("flags a visit whose day-before reminder failed, and no other", async () => {
    const date = futureDate({ weekday: true });
    const failing = await book(date, "10:00 AM");
    const fine = await book(date, "1:00 PM");
    const dayBefore = new Date(slotStart(date, "10:00 AM").getTime() - 24 * 60 * 60 * 1000);

    // The provider refuses the first reminder it is handed and takes the second.
    const resend = fakeResend(["fail", "ok"]);
    const mailer = providerMailer(resend.fetchImpl);
    await sendDueReminders(testContext({ now: dayBefore, mailer }));
    const later = new Date(dayBefore.getTime() + 3 * 60 * 60 * 1000);
    await sendDueReminders(testContext({ now: later, mailer }));
    for (const reference of [failing, fine]) {
      const [reminder] = (await db.select().from(emails).where(eq(emails.bookingReference, reference))).filter(
        (message) => message.kind === "booking-reminder",
      );
      await deliverStoredMessage(mailer, reminder!.id, later);
    }
    const statuses = Object.fromEntries(
      (await db.select().from(emails).where(eq(emails.kind, "booking-reminder")))
        .filter((message) => [failing, fine].includes(message.bookingReference ?? ""))
        .map((message) => [message.bookingReference, message.status]),
    );
    expect(statuses).toEqual({ [failing]: "failed", [fine]: "sent" });

    const view = await dayViewWeek(testContext({ now: dayBefore }));
    const visits: DayVisit[] = view.days.flatMap((day) => day.slots.flatMap((slot) => slot.visits));
    const flags = Object.fromEntries(
      visits.filter((visit) => [failing, fine].includes(visit.reference ?? "")).map((visit) => [visit.reference, visit.reminderFailed]),
    );
    expect(flags).toEqual({ [failing]: true, [fine]: false });
    expect((await db.select().from(bookings).where(eq(bookings.reference, failing)))[0]?.reminderSentAt).not.toBeNull();
  });
});
