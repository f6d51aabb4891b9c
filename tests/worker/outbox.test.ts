import { createExecutionContext, createMessageBatch, env, getQueueResult } from "cloudflare:test";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { bookings, emails } from "#worker/db/schema";
import { testEmailMessage } from "#worker/emails/test-email";
import { queue } from "#worker/outbox-queue";
import { createBooking } from "#worker/services/bookings/create-booking";
import { cancelOwnBooking } from "#worker/services/bookings/my-bookings";
import { sendDueReminders } from "#worker/services/bookings/reminders";
import { requeueStuckEmails, resendFailedEmail, sendEmail, STUCK_AFTER_MS } from "#worker/services/email";
import { deliverStoredMessage, MAX_ATTEMPTS, RETRY_DELAYS_MINUTES } from "#worker/services/outbox/outbox-delivery";
import { slotStart } from "#core/time-slots";
import { fakeResend, providerMailer, recordingQueue } from "./outbox-support";
import { appNow, bookingBody, db, futureDate, testContext, uniqueEmail } from "./support";

const MINUTE = 60_000;
const settings = { siteUrl: "http://localhost:5173", authSecret: "x".repeat(40), businessEmail: "team@example.com" };

async function messagesOf(reference: string) {
  return db.select().from(emails).where(eq(emails.bookingReference, reference));
}

async function bookThrough(mailer: ReturnType<typeof providerMailer>, overrides: Record<string, unknown> = {}) {
  const ctx = testContext({ mailer, settings });
  const { response } = await createBooking(
    ctx,
    { ...bookingBody(overrides), special_notes: null },
    { idempotencyKey: crypto.randomUUID() },
  );
  const [row] = await db.select().from(bookings).where(eq(bookings.reference, response.booking.reference));
  return { ctx, response, row: row! };
}

describe("the outbox", () => {
  it("stores a booking's two messages in the booking's batch as template and values, no body, and queues them after", async () => {
    const resend = fakeResend();
    const mailer = providerMailer(resend.fetchImpl);
    const { response, row } = await bookThrough(mailer);
    const stored = await messagesOf(response.booking.reference);
    expect(stored.map((message) => [message.template, message.status, message.channel, message.html, message.text]).sort()).toEqual([
      ["business-notification", "queued", "email", "", ""],
      ["customer-confirmation", "queued", "email", "", ""],
    ]);
    // The booking row names them, and the queue got their ids; the request sent nothing itself.
    expect(stored.map((message) => message.id).sort()).toEqual([row.customerEmailId, row.businessEmailId].sort());
    expect([...mailer.queue.ids].sort()).toEqual(stored.map((message) => message.id).sort());
    expect(resend.requests).toHaveLength(0);
    // The values leave out what no email shows: the sealed way in, the person keys.
    expect(stored[0]!.templateValues).not.toMatch(/accessNotesSealed|emailKey|idempotencyKey/);
    expect(response.emails).toEqual({ customer: "sent", admin: "sent" });
  });

  it("renders the body when the message goes out, from the stored values", async () => {
    const resend = fakeResend();
    const mailer = providerMailer(resend.fetchImpl);
    const { response } = await bookThrough(mailer, { customer_name: 'Lia <b>"Q"</b>' });
    const customer = (await messagesOf(response.booking.reference)).find((message) => message.template === "customer-confirmation")!;
    expect(await deliverStoredMessage(mailer, customer.id, appNow())).toEqual({ kind: "done" });
    const sent = resend.requests[0]!;
    expect(sent.idempotencyKey).toBe(customer.id);
    expect(sent.body).toMatchObject({ to: [response.booking.customer_email], subject: customer.subject });
    expect(sent.body.html).toContain(response.booking.reference);
    expect(sent.body.html).toContain("Lia &lt;b&gt;&quot;Q&quot;&lt;/b&gt;");
    expect(sent.body.text).toContain(`/manage-booking?reference=${response.booking.reference}`);
    expect((await db.select().from(emails).where(eq(emails.id, customer.id)))[0]).toMatchObject({
      status: "sent",
      providerId: "re_1",
      attempts: 1,
    });
  });

  it("stores a cancellation's two messages in the cancel's batch, once however often it is asked", async () => {
    const mailer = providerMailer(fakeResend().fetchImpl);
    const { ctx, response, row } = await bookThrough(mailer);
    const results = await Promise.allSettled([cancelOwnBooking(ctx, row), cancelOwnBooking(ctx, row)]);
    expect(results.map((result) => (result.status === "rejected" ? String(result.reason) : result.status)).sort()).toEqual([
      "Conflict: This booking is already cancelled.",
      "fulfilled",
    ]);
    const cancellations = (await messagesOf(response.booking.reference)).filter((message) => message.template?.endsWith("-cancelled"));
    expect(cancellations.map((message) => message.template).sort()).toEqual(["business-cancelled", "customer-cancelled"]);
    expect(mailer.queue.ids).toEqual(expect.arrayContaining(cancellations.map((message) => message.id)));
  });

  it("stores one day-before reminder per booking with the claim, however many runs overlap", async () => {
    const mailer = providerMailer(fakeResend().fetchImpl);
    const date = futureDate({ weekday: true });
    const { response } = await bookThrough(mailer, { appointment_date: date, appointment_time: "9:00 AM" });
    const dayBefore = new Date(slotStart(date, "9:00 AM").getTime() - 24 * 60 * MINUTE);
    const ctx = testContext({ mailer, settings, now: dayBefore });
    await Promise.all([sendDueReminders(ctx), sendDueReminders(ctx)]);
    const reminders = (await messagesOf(response.booking.reference)).filter((message) => message.template === "reminder");
    expect(reminders).toHaveLength(1);
    expect(reminders[0]).toMatchObject({ kind: "booking-reminder", status: "queued", html: "" });
    expect(mailer.queue.ids).toContain(reminders[0]!.id);
  });
});

describe("the outbox queue's consumer", () => {
  const storeOne = async (mailer: ReturnType<typeof providerMailer>, now: Date) =>
    sendEmail(mailer, testEmailMessage(uniqueEmail("queued"), "owner@example.com"), now);

  it("sends a message once when the queue delivers it twice, even side by side", async () => {
    const resend = fakeResend();
    const mailer = providerMailer(resend.fetchImpl);
    const now = appNow();
    const record = await storeOne(mailer, now);
    await Promise.all([deliverStoredMessage(mailer, record.id, now), deliverStoredMessage(mailer, record.id, now)]);
    await deliverStoredMessage(mailer, record.id, new Date(now.getTime() + 60 * MINUTE));
    expect(resend.requests).toHaveLength(1);
    expect((await db.select().from(emails).where(eq(emails.id, record.id)))[0]).toMatchObject({ status: "sent", attempts: 1 });
  });

  it("retries with growing delays, then marks the message dead after the last attempt", async () => {
    const resend = fakeResend(Array.from({ length: 20 }, () => "fail" as const));
    const mailer = providerMailer(resend.fetchImpl);
    let now = appNow();
    const record = await storeOne(mailer, now);
    const delays: number[] = [];
    for (let attempt = 1; attempt <= MAX_ATTEMPTS; attempt += 1) {
      const outcome = await deliverStoredMessage(mailer, record.id, now);
      if (outcome.kind === "retry") delays.push(outcome.delaySeconds);
      else expect(attempt).toBe(MAX_ATTEMPTS);
      now = new Date(now.getTime() + 24 * 60 * MINUTE);
    }
    expect(delays).toEqual(RETRY_DELAYS_MINUTES.map((minutes) => minutes * 60));
    const [dead] = await db.select().from(emails).where(eq(emails.id, record.id));
    expect(dead).toMatchObject({ status: "dead", attempts: MAX_ATTEMPTS, error: "Resend answered 503: Service unavailable" });
    // A late redelivery of a dead message sends nothing.
    await deliverStoredMessage(mailer, record.id, now);
    expect(resend.requests).toHaveLength(MAX_ATTEMPTS);
    // The owner's resend queues it again with its attempts from zero.
    expect(await resendFailedEmail(mailer, record.id, now)).toMatchObject({ status: "queued", attempts: 0, error: null });
  });

  it("acknowledges each message of a batch, and marks dead what reached the dead-letter queue", async () => {
    const now = appNow();
    const waiting = crypto.randomUUID();
    const given = crypto.randomUUID();
    for (const id of [waiting, given]) {
      await db.insert(emails).values({
        id,
        kind: "test",
        to: uniqueEmail("batch"),
        subject: "Test email",
        html: "",
        text: "",
        template: "test-email",
        templateValues: JSON.stringify(["x@example.com", "owner@example.com"]),
        status: "queued",
        attempts: 0,
        nextAttemptAt: new Date(now.getTime() + STUCK_AFTER_MS),
        createdAt: now,
        updatedAt: now,
      });
    }
    const batch = createMessageBatch("sfl-concierge-outbox", [{ id: "m1", timestamp: now, attempts: 1, body: waiting }]);
    const ctx = createExecutionContext();
    await queue(batch as MessageBatch<string>, env, ctx);
    expect((await getQueueResult(batch, ctx)).explicitAcks).toEqual(["m1"]);
    // Locally the consumer hands it to the local mailbox, its provider, and marks it sent.
    expect((await db.select().from(emails).where(eq(emails.id, waiting)))[0]?.status).toBe("sent");

    const dead = createMessageBatch("sfl-concierge-outbox-dead", [{ id: "m2", timestamp: now, attempts: 1, body: given }]);
    const deadCtx = createExecutionContext();
    await queue(dead as MessageBatch<string>, env, deadCtx);
    expect((await getQueueResult(dead, deadCtx)).explicitAcks).toEqual(["m2"]);
    expect((await db.select().from(emails).where(eq(emails.id, given)))[0]).toMatchObject({ status: "dead" });
  });
});

describe("the cron's sweep of the outbox", () => {
  it("queues again a message stuck past its deadline, once across overlapping runs, and leaves the others", async () => {
    const resend = fakeResend();
    const queued = recordingQueue();
    const mailer = providerMailer(resend.fetchImpl, queued);
    // The app's clock, whatever the day: the sweep only compares a row's deadline with the instant it runs at.
    const start = appNow();
    const record = await sendEmail(mailer, testEmailMessage(uniqueEmail("stuck"), "owner@example.com"), start);
    const mine = () => queued.ids.filter((id) => id === record.id).length;
    expect(mine()).toBe(1);

    await requeueStuckEmails(mailer, new Date(start.getTime() + STUCK_AFTER_MS - MINUTE));
    expect(mine()).toBe(1);
    const late = new Date(start.getTime() + STUCK_AFTER_MS + MINUTE);
    await Promise.all([requeueStuckEmails(mailer, late), requeueStuckEmails(mailer, late)]);
    expect(mine()).toBe(2);
    expect((await db.select().from(emails).where(eq(emails.id, record.id)))[0]).toMatchObject({
      status: "queued",
      nextAttemptAt: new Date(late.getTime() + STUCK_AFTER_MS),
    });
    // Sent: the sweep leaves it.
    await deliverStoredMessage(mailer, record.id, late);
    await requeueStuckEmails(mailer, new Date(late.getTime() + 2 * STUCK_AFTER_MS));
    expect(mine()).toBe(2);
    expect(resend.requests.filter((request) => request.idempotencyKey === record.id)).toHaveLength(1);
  });
});
