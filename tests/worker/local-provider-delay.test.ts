import { describe, expect, it } from "vitest";
import { createLocalMailbox, createLocalTextOutbox } from "#worker/adapters/local-delivery";
import { parseSettings } from "#worker/env";

const local = {
  APP_ENV: "local",
  SITE_URL: "http://localhost:5173",
  EMAIL_FROM: "Team <hello@sflconcierge.com>",
  BUSINESS_EMAIL: "bookings@sflconcierge.com",
};
const production = {
  ...local,
  APP_ENV: "production",
  SITE_URL: "https://sflconcierge.com",
  BETTER_AUTH_SECRET: "a-production-secret-of-at-least-32-characters",
  ACCESS_SECRET_KEY: "another-production-secret-of-32-characters",
  RESEND_API_KEY: "re_test_not_used",
  STRIPE_SECRET_KEY: "sk_test_not_used",
  STRIPE_WEBHOOK_SECRET: "whsec_test_not_used",
};

async function timed(work: () => Promise<unknown>): Promise<number> {
  const start = performance.now();
  await work();
  return performance.now() - start;
}

describe("a stalled provider, locally", () => {
  it("is switched on by LOCAL_PROVIDER_DELAY_MS, locally only", () => {
    expect(parseSettings({ ...local, LOCAL_PROVIDER_DELAY_MS: "10000" }).localProviderDelayMs).toBe(10_000);
    expect(parseSettings(local).localProviderDelayMs).toBe(0);
    expect(parseSettings({ ...production, LOCAL_PROVIDER_DELAY_MS: "10000" }).localProviderDelayMs).toBe(0);
  });

  it("makes the local mailbox and text outbox answer that late, and at once without it", async () => {
    const email = { from: "a@example.com", to: "b@example.com", subject: "s", html: "", text: "", idempotencyKey: crypto.randomUUID() };
    const text = { to: "+13055550142", body: "b", messageId: crypto.randomUUID() };
    expect(await timed(() => createLocalMailbox(300).deliver(email))).toBeGreaterThanOrEqual(295);
    expect(await timed(() => createLocalTextOutbox(300).deliver(text))).toBeGreaterThanOrEqual(295);
    expect(await timed(() => createLocalMailbox().deliver(email))).toBeLessThan(295);
  });
});
