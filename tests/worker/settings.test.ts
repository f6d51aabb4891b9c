import { describe, expect, it } from "vitest";
import { ConfigurationError, LOCAL_STRIPE_WEBHOOK_SECRET, parseSettings } from "#worker/env";

const base = {
  SITE_URL: "https://sflconcierge.com",
  EMAIL_FROM: "Team <hello@sflconcierge.com>",
  BUSINESS_EMAIL: "bookings@sflconcierge.com",
  ADMIN_EMAILS: " Owner@Example.com, ops@example.com ",
};

const stripeKeys = { STRIPE_SECRET_KEY: "sk_live_123", STRIPE_WEBHOOK_SECRET: "whsec_live_123" };

describe("settings", () => {
  it("gives local mode working defaults for every secret", () => {
    const settings = parseSettings({ ...base, APP_ENV: "local", SITE_URL: "http://localhost:5173" });
    expect(settings.isLocal).toBe(true);
    expect(settings.authSecret.length).toBeGreaterThanOrEqual(32);
    expect(settings.resendApiKey).toBeUndefined();
    expect(settings.adminEmails).toEqual(["owner@example.com", "ops@example.com"]);
    expect(settings.billingMode).toBe("local");
    expect(settings.stripeWebhookSecret).toBe(LOCAL_STRIPE_WEBHOOK_SECRET);
  });

  it("stops production with a clear message when a secret is missing", () => {
    expect(() => parseSettings({ ...base, APP_ENV: "production", BETTER_AUTH_SECRET: "" })).toThrowError(
      new ConfigurationError(
        "Production settings missing: BETTER_AUTH_SECRET (at least 32 characters), ACCESS_SECRET_KEY (at least 32 characters), RESEND_API_KEY, STRIPE_SECRET_KEY (sk_... or a restricted rk_...), STRIPE_WEBHOOK_SECRET (whsec_...). Set them with `wrangler secret put`.",
      ),
    );
  });

  it("accepts a complete production configuration", () => {
    const settings = parseSettings({
      ...base,
      APP_ENV: "production",
      BETTER_AUTH_SECRET: "x".repeat(40),
      ACCESS_SECRET_KEY: "y".repeat(40),
      RESEND_API_KEY: "re_123",
      ...stripeKeys,
    });
    expect(settings.isLocal).toBe(false);
    expect(settings.billingMode).toBe("stripe");
    expect(settings.stripeWebhookSecret).toBe("whsec_live_123");
  });

  it("refuses an unknown APP_ENV rather than guessing", () => {
    expect(() => parseSettings({ ...base, APP_ENV: "staging" })).toThrow(ConfigurationError);
  });

  it("cannot reach the local test checkout in production: the Stripe keys are required", () => {
    const production = {
      ...base,
      APP_ENV: "production",
      BETTER_AUTH_SECRET: "x".repeat(40),
      ACCESS_SECRET_KEY: "y".repeat(40),
      RESEND_API_KEY: "re_123",
    };
    expect(() => parseSettings(production)).toThrowError(/STRIPE_SECRET_KEY.*STRIPE_WEBHOOK_SECRET/);
    expect(() => parseSettings({ ...production, STRIPE_SECRET_KEY: "sk_live_123", STRIPE_WEBHOOK_SECRET: "" })).toThrowError(
      /STRIPE_WEBHOOK_SECRET/,
    );
  });

  it("uses real Stripe locally only with both keys", () => {
    const local = { ...base, APP_ENV: "local", SITE_URL: "http://localhost:5173" };
    expect(parseSettings({ ...local, ...stripeKeys }).billingMode).toBe("stripe");
    expect(() => parseSettings({ ...local, STRIPE_SECRET_KEY: "sk_test_123" })).toThrowError(/together/);
  });
});
