import { describe, expect, it } from "vitest";
import { ConfigurationError, parseSettings } from "../../worker/env";

const base = {
  SITE_URL: "https://sflconcierge.com",
  EMAIL_FROM: "Team <hello@sflconcierge.com>",
  BUSINESS_EMAIL: "bookings@sflconcierge.com",
  ADMIN_EMAILS: " Owner@Example.com, ops@example.com ",
};

describe("settings", () => {
  it("gives local mode working defaults for every secret", () => {
    const settings = parseSettings({ ...base, APP_ENV: "local", SITE_URL: "http://localhost:5173" });
    expect(settings.isLocal).toBe(true);
    expect(settings.authSecret.length).toBeGreaterThanOrEqual(32);
    expect(settings.resendApiKey).toBeUndefined();
    expect(settings.adminEmails).toEqual(["owner@example.com", "ops@example.com"]);
  });

  it("stops production with a clear message when a secret is missing", () => {
    expect(() => parseSettings({ ...base, APP_ENV: "production", BETTER_AUTH_SECRET: "" })).toThrowError(
      new ConfigurationError(
        "Production settings missing: BETTER_AUTH_SECRET (at least 32 characters), RESEND_API_KEY. Set them with `wrangler secret put`.",
      ),
    );
  });

  it("accepts a complete production configuration", () => {
    const settings = parseSettings({ ...base, APP_ENV: "production", BETTER_AUTH_SECRET: "x".repeat(40), RESEND_API_KEY: "re_123" });
    expect(settings.isLocal).toBe(false);
  });

  it("refuses an unknown APP_ENV rather than guessing", () => {
    expect(() => parseSettings({ ...base, APP_ENV: "staging" })).toThrow(ConfigurationError);
  });
});
