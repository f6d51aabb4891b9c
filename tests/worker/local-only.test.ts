import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { app } from "#worker/app";
import { api, uniqueEmail } from "./support";

const productionEnv = {
  ...env,
  APP_ENV: "production",
  SITE_URL: "https://sflconcierge.com",
  BETTER_AUTH_SECRET: "a-production-secret-of-at-least-32-characters",
  ACCESS_SECRET_KEY: "another-production-secret-of-32-characters",
  RESEND_API_KEY: "re_test_not_used",
  STRIPE_SECRET_KEY: "sk_test_not_used",
  STRIPE_WEBHOOK_SECRET: "whsec_test_not_used",
};

describe("local-only routes", () => {
  it("lists stored emails newest first in local mode", async () => {
    const to = uniqueEmail("outbox");
    await api("/api/auth/sign-up/email", {
      method: "POST",
      json: { email: to, password: "long enough pw", name: "O B", firstName: "O", lastName: "B" },
    });
    const response = await api("/api/dev/outbox");
    expect(response.status).toBe(200);
    const { emails } = (await response.json()) as { emails: { to: string; createdAt: string }[] };
    expect(emails[0]?.to).toBe(to);
    const times = emails.map((email) => Date.parse(email.createdAt));
    expect([...times].sort((a, b) => b - a)).toEqual(times);

    const mailbox = await api("/dev/mailbox");
    expect(mailbox.status).toBe(200);
    expect(await mailbox.text()).toContain(to);
  });

  it("answers 404 in production, whatever the host", async () => {
    for (const path of ["/api/dev/outbox", "/dev/mailbox", "/dev/checkout/cs_local_x", "/dev/billing-portal", "/dev/pay/cs_local_x"]) {
      const response = await app.request(`http://localhost${path}`, {}, productionEnv);
      expect(response.status).toBe(404);
      expect(response.headers.get("Strict-Transport-Security")).toContain("max-age=");
    }
  });

  it("answers 404 in local mode when reached through a public host name", async () => {
    const response = await app.request("https://sflconcierge.com/api/dev/outbox", {}, env);
    expect(response.status).toBe(404);
  });

  it("answers 404 for the local test checkout when Stripe keys are set, even locally", async () => {
    const withStripe = { ...env, STRIPE_SECRET_KEY: "sk_test_123", STRIPE_WEBHOOK_SECRET: "whsec_test_123" };
    for (const path of ["/dev/checkout/cs_local_x", "/dev/billing-portal", "/dev/pay/cs_local_x"]) {
      const response = await app.request(`http://localhost:5173${path}`, {}, withStripe);
      expect(response.status).toBe(404);
    }
  });
});
