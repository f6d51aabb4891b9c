import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import type { AdminBookingMessages } from "#core/admin-api";
import type { BookingResponse } from "#core/booking-schema";
import { createTwilioProvider } from "#worker/adapters/sms-provider";
import { emails } from "#worker/db/schema";
import { resendFailedEmail } from "#worker/services/email";
import { recordingQueue } from "./outbox-support";
import { deliveredMessage } from "./outbox-wait";
import { adminAccount, api, appNow, db, postBooking, verifiedAccount } from "./support";

async function failedTextAbout(reference: string) {
  const id = crypto.randomUUID();
  const now = appNow();
  await db.insert(emails).values({
    id,
    kind: "visit-reminder-text",
    to: "+13055550142",
    subject: "",
    html: "",
    text: "",
    channel: "sms",
    template: "visit-reminder",
    templateValues: "[]",
    bookingReference: reference,
    status: "dead",
    error: "Twilio answered 400: not a mobile number",
    attempts: 11,
    createdAt: new Date(now.getTime() + 1000),
    updatedAt: now,
  });
  return id;
}

describe("a booking's messages in the console", () => {
  it("lists every email and text about the booking, with status, for admins only", async () => {
    const made = await postBooking();
    expect(made.status).toBe(201);
    const { booking } = (await made.json()) as BookingResponse;
    const text = await failedTextAbout(booking.reference);
    for (const email of await db.select().from(emails).where(eq(emails.bookingReference, booking.reference))) {
      await deliveredMessage(email.id);
    }
    const admin = await adminAccount();
    const path = `/api/admin/bookings/${booking.reference}/messages`;
    const { messages } = (await (await api(path, { cookie: admin.cookie })).json()) as AdminBookingMessages;
    expect(messages.map((message) => [message.channel, message.kind, message.status])).toEqual([
      ["email", "booking-customer", "sent"],
      ["email", "booking-business", "sent"],
      ["sms", "visit-reminder-text", "dead"],
    ]);
    expect(messages[2]).toMatchObject({ id: text, error: "Twilio answered 400: not a mobile number", attempts: 11 });
    expect((await api(path, { cookie: (await verifiedAccount()).cookie })).status).toBe(403);
  });

  it("resends a dead text through the text provider, not the email one", async () => {
    const made = await postBooking();
    const { booking } = (await made.json()) as BookingResponse;
    const id = await failedTextAbout(booking.reference);
    const queue = recordingQueue();
    const sms = createTwilioProvider({ accountSid: "AC1", authToken: "t", from: "+13055550100" }, (async () =>
      Response.json({ sid: "SM1" })) as typeof fetch);
    const resent = await resendFailedEmail({ db, from: "a@b.c", provider: null, sms, textsOn: true, queue }, id, appNow());
    expect(resent).toMatchObject({ status: "queued", attempts: 0, error: null });
    expect(queue.ids).toEqual([id]);
    // A mailer with no text provider only stores it.
    const again = await failedTextAbout(booking.reference);
    expect(await resendFailedEmail({ db, from: "a@b.c", provider: null, textsOn: true, queue }, again, appNow())).toMatchObject({
      status: "stored",
    });
    expect((await db.select().from(emails).where(eq(emails.id, again)))[0]?.status).toBe("stored");
  });
});
