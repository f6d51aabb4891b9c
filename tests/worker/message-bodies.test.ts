import { env } from "cloudflare:workers";
import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import type { AdminMessage } from "#core/admin-api";
import type { BookingResponse } from "#core/booking-schema";
import { emails } from "#worker/db/schema";
import { runScheduledJobs } from "#worker/scheduled";
import { sendDueReminders } from "#worker/services/bookings/reminders";
import { slotStart } from "#core/time-slots";
import { adminAccount, api, appNow, bookingBody, db, futureDate, postBooking, sendBooking, testContext } from "./support";

const DAY = 24 * 60 * 60 * 1000;

/** The customer's confirmation of a new booking, written `days` ago. */
async function confirmationWritten(daysAgo: number) {
  const made = await postBooking();
  expect(made.status).toBe(201);
  const { booking } = (await made.json()) as BookingResponse;
  const where = and(eq(emails.bookingReference, booking.reference), eq(emails.kind, "booking-customer"));
  await db
    .update(emails)
    .set({ createdAt: new Date(appNow().getTime() - daysAgo * DAY) })
    .where(where);
  const [row] = await db.select().from(emails).where(where);
  if (!row) throw new Error("the booking stored no confirmation");
  expect(row.template).not.toBeNull();
  expect(row.html).not.toBe("");
  return row;
}

async function stored(id: string) {
  const [row] = await db.select().from(emails).where(eq(emails.id, id));
  return row;
}

describe("message bodies after 90 days", () => {
  it("drops a 91-day-old body the console still renders the same, keeps an 89-day-old one and one with no template", async () => {
    const old = await confirmationWritten(91);
    const recent = await confirmationWritten(89);
    const beforeOutbox = crypto.randomUUID();
    await db.insert(emails).values({
      id: beforeOutbox,
      kind: "booking-customer",
      to: "old@example.com",
      subject: "Your booking",
      html: "<p>Kept: the only copy</p>",
      text: "Kept: the only copy",
      status: "sent",
      createdAt: new Date(appNow().getTime() - 400 * DAY),
      updatedAt: appNow(),
    });

    await runScheduledJobs(env, appNow());

    expect(await stored(old.id)).toMatchObject({ html: "", text: "", subject: old.subject, template: old.template });
    expect(await stored(recent.id)).toMatchObject({ html: recent.html, text: recent.text });
    expect(await stored(beforeOutbox)).toMatchObject({ html: "<p>Kept: the only copy</p>", text: "Kept: the only copy" });

    const admin = await adminAccount();
    const read = async (id: string) => (await (await api(`/api/admin/emails/${id}`, { cookie: admin.cookie })).json()) as AdminMessage;
    expect(await read(old.id)).toMatchObject({ id: old.id, subject: old.subject, text: old.text, html: old.html, rerendered: true });
    expect(await read(recent.id)).toMatchObject({ text: recent.text, rerendered: false });
    expect(await read(beforeOutbox)).toMatchObject({ text: "Kept: the only copy", rerendered: false });
    expect((await api(`/api/admin/emails/${crypto.randomUUID()}`, { cookie: admin.cookie })).status).toBe(404);
  });

  it("renders a 91-day-old reminder text again from its template once its body is gone", async () => {
    const date = futureDate({ weekday: true });
    const made = await sendBooking(
      bookingBody({ appointment_date: date, appointment_time: "1:00 PM", text_reminders: true, customer_phone: "(305) 555-0194" }),
    );
    expect(made.status).toBe(201);
    const { booking } = (await made.json()) as BookingResponse;
    await sendDueReminders(testContext({ now: new Date(slotStart(date, "1:00 PM").getTime() - DAY) }));
    const where = and(eq(emails.bookingReference, booking.reference), eq(emails.channel, "sms"));
    const [text] = await db.select().from(emails).where(where);
    if (!text) throw new Error("no reminder text was stored");
    expect(text.text).not.toBe("");
    await db
      .update(emails)
      .set({ createdAt: new Date(appNow().getTime() - 91 * DAY) })
      .where(where);

    await runScheduledJobs(env, appNow());

    expect(await stored(text.id)).toMatchObject({ html: "", text: "" });
    const admin = await adminAccount();
    const read = (await (await api(`/api/admin/emails/${text.id}`, { cookie: admin.cookie })).json()) as AdminMessage;
    expect(read).toMatchObject({ channel: "sms", to: "+13055550194", text: text.text, html: "", rerendered: true });
  });
});
