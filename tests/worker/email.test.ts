import { describe, expect, it } from "vitest";
import { createResendProvider } from "../../worker/adapters/email-provider";
import { MAX_EMAIL_ATTEMPTS, retryFailedEmails, sendEmail, type Mailer } from "../../worker/services/email";
import { db, uniqueEmail } from "./support";

/** A stand-in for Resend's HTTP API: the network edge is the only thing faked. */
function fakeResend(outcomes: ("ok" | "fail")[]) {
  const requests: { auth: string | null; body: Record<string, unknown> }[] = [];
  const fetchImpl = (async (_url: string | URL | Request, init?: RequestInit) => {
    requests.push({ auth: new Headers(init?.headers).get("Authorization"), body: JSON.parse(String(init?.body)) });
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
    const record = await sendEmail({ db, from: "a@b.c", provider: null }, message(uniqueEmail()));
    expect(record).toMatchObject({ status: "stored", attempts: 0, providerId: null });
  });

  it("sends through Resend and records the provider id", async () => {
    const resend = fakeResend(["ok"]);
    const mailer: Mailer = { db, from: "Team <hello@sflconcierge.com>", provider: createResendProvider("re_key", resend.fetchImpl) };
    const to = uniqueEmail();
    const record = await sendEmail(mailer, message(to));
    expect(record).toMatchObject({ status: "sent", providerId: "re_1", attempts: 1, error: null });
    expect(resend.requests[0]).toEqual({
      auth: "Bearer re_key",
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
  });

  it("stops retrying after the maximum number of attempts", async () => {
    const resend = fakeResend(Array.from({ length: 10 }, () => "fail" as const));
    const mailer: Mailer = { db, from: "a@b.c", provider: createResendProvider("re_key", resend.fetchImpl) };
    let now = new Date("2030-01-01T00:00:00Z");
    await sendEmail(mailer, message(uniqueEmail("give-up")), now);
    for (let round = 0; round < 10; round += 1) {
      now = new Date(now.getTime() + 24 * 60 * 60 * 1000);
      await retryFailedEmails(mailer, now);
    }
    expect(resend.requests).toHaveLength(MAX_EMAIL_ATTEMPTS);
  });
});
