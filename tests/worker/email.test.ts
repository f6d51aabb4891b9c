import { and, eq, like } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import type { BookingResponse } from "#core/booking-schema";
import { HIDDEN_CHARACTERS_MESSAGE } from "#core/text-fields";
import { createResendProvider } from "#worker/adapters/email-provider";
import { emails } from "#worker/db/schema";
import { testEmailMessage } from "#worker/emails/test-email";
import { emailToStore, sendEmail, type Mailer } from "#worker/services/email";
import { deliverStoredMessage } from "#worker/services/outbox/outbox-delivery";
import { fakeResend, providerMailer, recordingQueue } from "./outbox-support";
import { api, appNow, bookingBody, db, ORIGIN, uniqueEmail } from "./support";

const message = (to: string) => testEmailMessage(to, "owner@example.com");

describe("email module", () => {
  it("stores the email, rendered, as the delivery when no provider is configured", async () => {
    const record = await sendEmail({ db, from: "a@b.c", provider: null }, message(uniqueEmail()), appNow());
    expect(record).toMatchObject({ status: "stored", attempts: 0, providerId: null, subject: "Test email", template: "test-email" });
    expect(record.html).toContain("email delivery works");
  });

  it("stores the template without a body for the provider, and hands it to the queue", async () => {
    const resend = fakeResend(["ok"]);
    const mailer = providerMailer(resend.fetchImpl);
    const to = uniqueEmail();
    const record = await sendEmail(mailer, message(to), appNow());
    expect(record).toMatchObject({ status: "queued", attempts: 0, html: "", text: "", template: "test-email" });
    expect(mailer.queue.ids).toEqual([record.id]);
    expect(resend.requests).toHaveLength(0);

    await deliverStoredMessage(mailer, record.id, appNow());
    const rendered = message(to);
    expect(resend.requests[0]).toEqual({
      auth: "Bearer re_key",
      idempotencyKey: record.id,
      body: { from: "Team <hello@sflconcierge.com>", to: [to], subject: "Test email", html: rendered.html, text: rendered.text },
    });
  });

  it("loses nothing and sends nothing twice through a provider outage of a day", async () => {
    const start = new Date("2031-03-01T09:00:00Z");
    const outageEnds = start.getTime() + 24 * 60 * 60 * 1000;
    let clock = start.getTime();
    const keys: string[] = [];
    const fetchImpl = (async (_url: unknown, init?: RequestInit) => {
      if (clock < outageEnds) return Response.json({ message: "Service unavailable" }, { status: 503 });
      keys.push(new Headers(init?.headers).get("Idempotency-Key")!);
      return Response.json({ id: `re_${keys.length}` });
    }) as typeof fetch;
    const mailer = providerMailer(fetchImpl);
    const record = await sendEmail(mailer, message(uniqueEmail("outage")), start);

    // The queue brings the message back after each retry's delay.
    let due = start.getTime();
    for (let attempt = 0; attempt < 20; attempt += 1) {
      clock = due;
      const outcome = await deliverStoredMessage(mailer, record.id, new Date(clock));
      if (outcome.kind === "done") break;
      due = clock + outcome.delaySeconds * 1000;
    }
    const [saved] = await db.select().from(emails).where(eq(emails.id, record.id));
    expect(saved).toMatchObject({ status: "sent", providerId: "re_1", nextAttemptAt: null });
    expect(keys).toEqual([record.id]);
  });

  it("takes over an attempt cut off mid-send once its lease has run out, not before", async () => {
    const resend = fakeResend(["ok"]);
    const mailer = providerMailer(resend.fetchImpl);
    const stuckAt = new Date("2031-05-01T09:00:00Z");
    const to = uniqueEmail("stuck");
    const id = crypto.randomUUID();
    await db.insert(emails).values({
      ...emailToStore(mailer, message(to), stuckAt),
      id,
      status: "sending",
      attempts: 1,
      nextAttemptAt: new Date(stuckAt.getTime() + 2 * 60_000),
    });

    // Not while the cut-off attempt could still be running...
    await deliverStoredMessage(mailer, id, new Date(stuckAt.getTime() + 60_000));
    expect(resend.requests.filter((request) => (request.body.to as string[])[0] === to)).toHaveLength(0);
    // ...then once it cannot.
    await deliverStoredMessage(mailer, id, new Date(stuckAt.getTime() + 3 * 60_000));
    expect(resend.requests.filter((request) => (request.body.to as string[])[0] === to)).toHaveLength(1);
  });

  it("gives up on a provider call that does not answer, and retries it later", async () => {
    const hanging = ((_url: unknown, init?: RequestInit) =>
      new Promise<Response>((_resolve, reject) =>
        init?.signal?.addEventListener("abort", () => reject(init.signal!.reason)),
      )) as typeof fetch;
    const mailer: Mailer = { db, from: "a@b.c", provider: createResendProvider("re_key", hanging, 50), queue: recordingQueue() };
    const start = new Date("2031-09-01T09:00:00Z");
    const record = await sendEmail(mailer, message(uniqueEmail("hang")), start);
    expect(await deliverStoredMessage(mailer, record.id, start)).toEqual({ kind: "retry", delaySeconds: 60 });
    const [saved] = await db.select().from(emails).where(eq(emails.id, record.id));
    expect(saved).toMatchObject({ status: "failed", error: "Resend did not answer within 0.05 s" });
  });
});

describe("an email's subject", () => {
  /** CR, LF and CRLF, a tab, NUL, NEL and the Unicode line separator: none may survive. */
  const BREAKS = "Yolanda\r\nBcc: x@evil.test\rPierre\n\tJr.\u0000\u0085Spa\u2028Co";
  const ONE_LINE = "Yolanda Bcc: x@evil.test Pierre Jr. Spa Co";

  it("of a vendor application's notification never gets a line break: the form refuses one at the field", async () => {
    const marker = `Vendor-${crypto.randomUUID()}`;
    const response = await api("/api/vendor-applications", {
      method: "POST",
      headers: { "Idempotency-Key": crypto.randomUUID() },
      json: {
        name: `${marker} ${BREAKS}`,
        company: "Pierre Spa\r\nX-Injected: 1",
        serviceType: "Massage",
        email: uniqueEmail("vendor"),
        phone: "(561) 555-0134",
        message: "Licensed massage therapists serving Palm Beach County, with our own tables.",
      },
    });
    // Control characters are refused in every name (core/text-fields.ts); the subject's own
    // one-line rule below still covers whatever a caller passes to sendEmail.
    expect(response.status).toBe(400);
    expect(((await response.json()) as { error: { fields: Record<string, string> } }).error.fields).toEqual({
      name: HIDDEN_CHARACTERS_MESSAGE,
      company: HIDDEN_CHARACTERS_MESSAGE,
    });
    const stored = await db
      .select()
      .from(emails)
      .where(and(eq(emails.kind, "vendor-business"), like(emails.subject, `%${marker}%`)));
    expect(stored).toEqual([]);
  });

  it("is stored and sent on one line whatever the caller passes", async () => {
    const resend = fakeResend(["ok"]);
    const mailer = providerMailer(resend.fetchImpl);
    const record = await sendEmail(mailer, { ...message(uniqueEmail()), subject: `\r\n Hello ${BREAKS} \n` }, appNow());
    expect(record.subject).toBe(`Hello ${ONE_LINE}`);
    // Rendered again from its template when it goes, the subject is kept on one line there too.
    await deliverStoredMessage(mailer, record.id, appNow());
    expect(resend.requests[0]?.body.subject).toBe("Test email");
  });

  it("goes out on one line when it was stored with a line break before this rule", async () => {
    const resend = fakeResend(["ok"]);
    const mailer = providerMailer(resend.fetchImpl);
    const storedAt = new Date("2031-11-01T09:00:00Z");
    const to = uniqueEmail("old-row");
    const id = crypto.randomUUID();
    // A row from before the outbox: its body stored, no template.
    await db.insert(emails).values({
      id,
      kind: "test",
      to,
      subject: `Hello ${BREAKS}`,
      html: "<p>Hi</p>",
      text: "Hi",
      status: "failed",
      attempts: 1,
      nextAttemptAt: storedAt,
      createdAt: storedAt,
      updatedAt: storedAt,
    });
    await deliverStoredMessage(mailer, id, new Date(storedAt.getTime() + 60_000));
    const sent = resend.requests.find((request) => (request.body.to as string[])[0] === to);
    expect(sent?.body).toMatchObject({ subject: `Hello ${ONE_LINE}`, html: "<p>Hi</p>", text: "Hi" });
  });
});

describe("the business's notification of a new booking", () => {
  it("links to the booking in the admin console and calls the customer with one tap", async () => {
    const response = await api("/api/bookings", {
      method: "POST",
      headers: { "Idempotency-Key": crypto.randomUUID() },
      json: bookingBody({ customer_name: 'Lia <b>"Q"</b>', customer_phone: "+1 (305) 555-0142" }),
    });
    expect(response.status).toBe(201);
    const { booking } = (await response.json()) as BookingResponse;
    const [notification] = await db
      .select()
      .from(emails)
      .where(and(eq(emails.kind, "booking-business"), like(emails.subject, `%${booking.reference}%`)));
    expect(notification?.html).toContain(`href="${ORIGIN}/admin/bookings/${booking.reference}"`);
    expect(notification?.html).toContain('href="tel:+13055550142"');
    expect(notification?.text).toContain(`${ORIGIN}/admin/bookings/${booking.reference}`);
    // What the customer typed is escaped in the HTML around the new links.
    expect(notification?.html).toContain("Lia &lt;b&gt;&quot;Q&quot;&lt;/b&gt;");
  });
});
