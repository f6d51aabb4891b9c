import { betterAuth } from "better-auth";
import { drizzleAdapter } from "better-auth/adapters/drizzle";
import type { Database } from "./db/client";
import { accounts, rateLimits, sessions, users, verifications } from "./db/schema";
import { verifyEmailMessage } from "./emails/verify-email";
import type { Settings } from "./env";
import { sendEmail, type Mailer } from "./services/email";

export type Auth = ReturnType<typeof createAuth>;

const DAY_SECONDS = 60 * 60 * 24;

export function createAuth(db: Database, settings: Settings, mailer: Mailer) {
  return betterAuth({
    appName: "South Florida Luxury Concierge",
    baseURL: settings.siteUrl,
    basePath: "/api/auth",
    secret: settings.authSecret,
    trustedOrigins: settings.isLocal ? localOrigins(settings.siteUrl) : [settings.siteUrl],
    database: drizzleAdapter(db, {
      provider: "sqlite",
      schema: { user: users, session: sessions, account: accounts, verification: verifications, rateLimit: rateLimits },
    }),
    user: {
      additionalFields: {
        firstName: { type: "string", required: true, input: true },
        lastName: { type: "string", required: true, input: true },
      },
    },
    emailAndPassword: {
      enabled: true,
      requireEmailVerification: true,
      minPasswordLength: 8,
      maxPasswordLength: 128,
    },
    emailVerification: {
      sendOnSignUp: true,
      // The sign-in error offers to send the link again instead of mailing on every try.
      sendOnSignIn: false,
      autoSignInAfterVerification: true,
      expiresIn: 60 * 60,
      async sendVerificationEmail({ user, url }) {
        const firstName = (user as { firstName?: string }).firstName ?? user.name;
        await sendEmail(mailer, verifyEmailMessage({ to: user.email, firstName, url }));
      },
    },
    session: {
      expiresIn: 7 * DAY_SECONDS,
      // Any request after a day of use pushes the expiry out again.
      updateAge: DAY_SECONDS,
    },
    rateLimit: {
      enabled: true,
      storage: "database",
      window: 60,
      max: 100,
      customRules: {
        "/sign-in/email": { window: 60, max: 5 },
        "/sign-up/email": { window: 60, max: 5 },
        "/send-verification-email": { window: 60, max: 3 },
      },
    },
    advanced: {
      useSecureCookies: !settings.isLocal,
      ipAddress: { ipAddressHeaders: ["cf-connecting-ip"] },
    },
    telemetry: { enabled: false },
  });
}

function localOrigins(siteUrl: string): string[] {
  const url = new URL(siteUrl);
  return [siteUrl, `${url.protocol}//127.0.0.1:${url.port}`, `${url.protocol}//localhost:${url.port}`];
}
