import { and, eq, like } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import type { BookingResponse } from "#core/booking-schema";
import { HIDDEN_CHARACTERS_MESSAGE } from "#core/text-fields";
import { createResendProvider } from "#worker/adapters/email-provider";
import { emails } from "#worker/db/schema";
import { MAX_EMAIL_ATTEMPTS, retryFailedEmails, sendEmail, type Mailer } from "#worker/services/email";
import { api, appNow, bookingBody, db, ORIGIN, uniqueEmail } from "./support";

/** A stand-in for Resend's HTTP API: the network edge is the only thing faked. */
function fakeResend(outcomes: ("ok" | "fail")[]) {
  const requests: { auth: string | null; idempotencyKey: string | null; body: Record<string, unknown> }[] = [];
  const fetchImpl = (async (_url: string | URL | Request, init?: RequestInit) => {
    const headers = new Headers(init?.headers);
    requests.push({
      auth: headers.get("Authorization"),
      idempotencyKey: headers.get("Idempotency-Key"),
      body: JSON.parse(String(init?.body)),
    });
    const outcome = outcomes.shift() ?? "ok";
    return outcome === "ok"
      ? Response.json({ id: `re_${requests.length}` })
      : Response.json({ message: "Service unavailable" }, { status: 503 });
  }) as typeof fetch;
  return { requests, fetchImpl };
}

const message = (to: string) => ({ kind: "test", to, subject: "Hello", html: "<p>Hi</p>", text: "Hi" });

describe("email module", () => {
  it("stores the email as the delivery when no provider is configured", async () => {
    const record = await sendEmail({ db, from: "a@b.c", provider: null }, message(uniqueEmail()), appNow());
    expect(record).toMatchObject({ status: "stored", attempts: 0, providerId: null });
  });

  it("sends through Resend and records the provider id", async () => {
    const resend = fakeResend(["ok"]);
    const mailer: Mailer = { db, from: "Team <hello@sflconcierge.com>", provider: createResendProvider("re_key", resend.fetchImpl) };
    const to = uniqueEmail();
    const record = await sendEmail(mailer, message(to), appNow());
    expect(record).toMatchObject({ status: "sent", providerId: "re_1", attempts: 1, error: null });
    expect(resend.requests[0]).toEqual({
      auth: "Bearer re_key",
      idempotencyKey: record.id,
      body: { from: "Team <hello@sflconcierge.com>", to: [to], subject: "Hello", html: "<p>Hi</p>", text: "Hi" },
    });
  });

  it("records a failure, then the scheduled retry sends it after the backoff", async () => {
    const resend = fakeResend(["fail", "ok"]);
    const mailer: Mailer = { db, from: "a@b.c", provider: createResendProvider("re_key", resend.fetchImpl) };
    const start = new Date("2026-11-22T15:00:00Z");
    const failed = await sendEmail(mailer, message(uniqueEmail()), start);
    expect(failed).toMatchObject({ status: "failed", attempts: 1, error: "Resend answered 503: Service unavailable" });

    expect(await retryFailedEmails(mailer, new Date(start.getTime() + 30_000))).toBe(0);
    expect(await retryFailedEmails(mailer, new Date(start.getTime() + 61_000))).toBeGreaterThanOrEqual(1);
    expect(resend.requests).toHaveLength(2);
    // The retry carries the first attempt's key, so a send the provider did take is not repeated.
    expect(resend.requests[1]!.idempotencyKey).toBe(failed.id);
  });

  it("stops retrying after the maximum number of attempts", async () => {
    const resend = fakeResend(Array.from({ length: 10 }, () => "fail" as const));
    const mailer: Mailer = { db, from: "a@b.c", provider: createResendProvider("re_key", resend.fetchImpl) };
    let now = new Date("2030-01-01T00:00:00Z");
    await sendEmail(mailer, message(uniqueEmail("give-up")), now);
    for (let round = 0; round < MAX_EMAIL_ATTEMPTS + 5; round += 1) {
      now = new Date(now.getTime() + 24 * 60 * 60 * 1000);
      await retryFailedEmails(mailer, now);
    }
    expect(resend.requests).toHaveLength(MAX_EMAIL_ATTEMPTS);
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
    const mailer: Mailer = { db, from: "a@b.c", provider: createResendProvider("re_key", fetchImpl) };
    const record = await sendEmail(mailer, message(uniqueEmail("outage")), start);
    expect(record.status).toBe("failed");

    // The cron, every 10 minutes for 32 hours.
    for (clock = start.getTime(); clock <= start.getTime() + 32 * 60 * 60 * 1000; clock += 10 * 60 * 1000) {
      await retryFailedEmails(mailer, new Date(clock));
    }
    const [saved] = await db.select().from(emails).where(eq(emails.id, record.id));
    expect(saved).toMatchObject({ status: "sent", providerId: "re_1", nextAttemptAt: null });
    expect(keys).toEqual([record.id]);
  });

  it("retries an email left pending by a request that was cut off", async () => {
    const resend = fakeResend(["ok"]);
    const mailer: Mailer = { db, from: "a@b.c", provider: createResendProvider("re_key", resend.fetchImpl) };
    const stuckAt = new Date("2031-05-01T09:00:00Z");
    const to = uniqueEmail("stuck");
    await db.insert(emails).values({
      id: crypto.randomUUID(),
      ...message(to),
      status: "pending",
      attempts: 1,
      nextAttemptAt: new Date(stuckAt.getTime() + 2 * 60_000),
      createdAt: stuckAt,
      updatedAt: stuckAt,
    });

    // Not while the cut-off attempt could still be running...
    await retryFailedEmails(mailer, new Date(stuckAt.getTime() + 60_000));
    expect(resend.requests.filter((request) => (request.body.to as string[])[0] === to)).toHaveLength(0);
    // ...then once it cannot.
    await retryFailedEmails(mailer, new Date(stuckAt.getTime() + 3 * 60_000));
    expect(resend.requests.filter((request) => (request.body.to as string[])[0] === to)).toHaveLength(1);
  });

  it("lets only one of two overlapping cron runs send an email", async () => {
    const failing = fakeResend(["fail"]);
    const start = new Date("2031-07-01T09:00:00Z");
    const to = uniqueEmail("overlap");
    await sendEmail({ db, from: "a@b.c", provider: createResendProvider("re_key", failing.fetchImpl) }, message(to), start);

    const resend = fakeResend([]);
    const mailer: Mailer = { db, from: "a@b.c", provider: createResendProvider("re_key", resend.fetchImpl) };
    const later = new Date(start.getTime() + 5 * 60_000);
    await Promise.all([retryFailedEmails(mailer, later), retryFailedEmails(mailer, later)]);
    expect(resend.requests.filter((request) => (request.body.to as string[])[0] === to)).toHaveLength(1);
  });

  it("gives up on a provider call that does not answer, and retries it later", async () => {
    const hanging = ((_url: unknown, init?: RequestInit) =>
      new Promise<Response>((_resolve, reject) =>
        init?.signal?.addEventListener("abort", () => reject(init.signal!.reason)),
      )) as typeof fetch;
    const mailer: Mailer = { db, from: "a@b.c", provider: createResendProvider("re_key", hanging, 50) };
    const start = new Date("2031-09-01T09:00:00Z");
    const record = await sendEmail(mailer, message(uniqueEmail("hang")), start);
    expect(record).toMatchObject({
      status: "failed",
      error: "Resend did not answer within 0.05 s",
      nextAttemptAt: new Date(start.getTime() + 60_000),
    });
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
    const mailer: Mailer = { db, from: "a@b.c", provider: createResendProvider("re_key", resend.fetchImpl) };
    const record = await sendEmail(mailer, { ...message(uniqueEmail()), subject: `\r\n Hello ${BREAKS} \n` }, appNow());
    expect(record.subject).toBe(`Hello ${ONE_LINE}`);
    expect(resend.requests[0]?.body.subject).toBe(`Hello ${ONE_LINE}`);
  });

  it("goes out on one line when it was stored with a line break before this rule", async () => {
    const resend = fakeResend(["ok"]);
    const mailer: Mailer = { db, from: "a@b.c", provider: createResendProvider("re_key", resend.fetchImpl) };
    const storedAt = new Date("2031-11-01T09:00:00Z");
    const to = uniqueEmail("old-row");
    await db.insert(emails).values({
      id: crypto.randomUUID(),
      ...message(to),
      subject: `Hello ${BREAKS}`,
      status: "failed",
      attempts: 1,
      nextAttemptAt: storedAt,
      createdAt: storedAt,
      updatedAt: storedAt,
    });
    await retryFailedEmails(mailer, new Date(storedAt.getTime() + 60_000));
    const sent = resend.requests.find((request) => (request.body.to as string[])[0] === to);
    expect(sent?.body.subject).toBe(`Hello ${ONE_LINE}`);
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
