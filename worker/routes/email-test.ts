import { Hono } from "hono";
import { TestEmailSchema, type TestEmailResponse } from "#core/email-test-schema";
import { testEmailMessage } from "../emails/test-email";
import { requireAdmin, type SignedInEnv } from "../middleware/session";
import { sendEmail } from "../services/email";
import { ProviderFailed } from "../services/errors";
import { validate } from "../validate";

/** Admins only: an open test-email endpoint would be a spam relay. */
export const emailTestRoutes = new Hono<SignedInEnv>().post("/", requireAdmin, validate("json", TestEmailSchema), async (c) => {
  const { email } = c.req.valid("json");
  const record = await sendEmail(c.var.app.mailer, testEmailMessage(email, c.var.user.email), c.var.app.now());
  if (record.status === "failed") throw new ProviderFailed("email_failed", record.error ?? "Failed to send test email.");
  return c.json<TestEmailResponse>({ emailId: record.id, status: record.status });
});
