import { betterAuth } from "better-auth";
import { drizzleAdapter } from "better-auth/adapters/drizzle";
import { createAuthMiddleware } from "better-auth/api";
import { drizzle } from "drizzle-orm/d1";
import { fullName } from "#core/display-name";
import { isLocale, type Locale, localizedPath } from "#core/i18n/locale";
import type { Database } from "./db/client";
import { accountsRelations, sessionsRelations, usersRelations } from "./db/auth-relations";
import { accounts, rateLimits, sessions, users, verifications } from "./db/schema";
import { resetPasswordMessage } from "./emails/reset-password";
import { verifyEmailMessage } from "./emails/verify-email";
import type { Settings } from "./env";
import { mailAccountLink, resetLinkStored, unconfirmedAccount } from "./services/account-link-mail";
import { attachGuestBookings, confirmEmail, lockContestedPassword } from "./services/accounts";
import type { Mailer } from "./services/email";

export type Auth = ReturnType<typeof createAuth>;

const DAY_SECONDS = 60 * 60 * 24;
const HOUR_SECONDS = 60 * 60;
/** Where a reset link lands (the page reads ?token= or ?error=), in the account's language; fixed here, never taken from a request. */
const RESET_PASSWORD_PAGE = "/reset-password";

/** `now` is the app's clock (worker/clock.ts), for what the hooks below store; better-auth keeps its own for sessions and tokens. */
export function createAuth(db: Database, settings: Settings, mailer: Mailer, now: () => Date) {
  const isAdminEmail = (email: string) => settings.adminEmails.includes(email.trim().toLowerCase());
  // Filled in once the instance exists: the admin sign-up below mails a reset link through it.
  const links = { sendPasswordSetup: async (_email: string) => {} };
  const firstNameOf = (user: { name: string }) => (user as { firstName?: string }).firstName ?? user.name;
  // The account's stored language: its emails are written in it (English for an older row without one).
  const localeOf = (user: object): Locale => {
    const locale = (user as { locale?: unknown }).locale;
    return isLocale(locale) ? locale : "en";
  };

  const auth = betterAuth({
    appName: "South Florida Luxury Concierge",
    baseURL: settings.siteUrl,
    basePath: "/api/auth",
    secret: settings.authSecret,
    trustedOrigins: settings.isLocal ? localOrigins(settings.siteUrl) : [settings.siteUrl],
    database: drizzleAdapter(authDatabase(db), {
      provider: "sqlite",
      schema: { user: users, session: sessions, account: accounts, verification: verifications, rateLimit: rateLimits },
    }),
    user: {
      additionalFields: {
        firstName: { type: "string", required: true, input: true },
        lastName: { type: "string", required: true, input: true },
        // The sign-up page's language (checked by SignUpSchema first); English when left out.
        locale: { type: "string", required: false, defaultValue: "en", input: true },
      },
    },
    // The profile is read-only (names are set at sign-up); worker/routes/auth.ts answers these with an error.
    disabledPaths: ["/update-user", "/change-email", "/delete-user"],
    emailAndPassword: {
      enabled: true,
      requireEmailVerification: true,
      minPasswordLength: 8,
      maxPasswordLength: 128,
      resetPasswordTokenExpiresIn: HOUR_SECONDS,
      revokeSessionsOnPasswordReset: true,
      async sendResetPassword({ user, token }) {
        const page = localizedPath(RESET_PASSWORD_PAGE, localeOf(user));
        const url = `${settings.siteUrl}/api/auth/reset-password/${token}?callbackURL=${encodeURIComponent(page)}`;
        // The newest link mailed is the only one that works: any earlier one, perhaps in a forwarded or leaked
        // email, is void. A link that is not mailed (the mailbox's cap, a failed write) voids nothing.
        await mailAccountLink(
          mailer,
          resetPasswordMessage({ to: user.email, firstName: firstNameOf(user), url, setup: !user.emailVerified, locale: localeOf(user) }),
          now(),
          resetLinkStored(token),
          { userId: user.id, token },
        );
      },
      async onPasswordReset({ user }) {
        if (user.emailVerified) return;
        await confirmEmail(db, user.id, now());
        await attachGuestBookings(db, user, now());
      },
      /**
       * better-auth answers a sign-up for a known address as it answers a new one (nothing
       * to enumerate) and creates nothing. A second sign-up while the first is unconfirmed
       * locks the password and mails the address a link to choose it (worker/services/accounts.ts).
       */
      async onExistingUserSignUp({ user }) {
        if (user.emailVerified) return;
        await lockContestedPassword(db, user.id, now());
        await links.sendPasswordSetup(user.email);
      },
    },
    emailVerification: {
      sendOnSignUp: true,
      // The sign-in error offers to send the link again instead of mailing on every try.
      sendOnSignIn: false,
      autoSignInAfterVerification: true,
      async afterEmailVerification(user) {
        await attachGuestBookings(db, user, now());
      },
      expiresIn: HOUR_SECONDS,
      async sendVerificationEmail({ user, url }) {
        // An admin address is never confirmed by a link alone: its owner chooses the password from the mailbox.
        if (isAdminEmail(user.email)) return links.sendPasswordSetup(user.email);
        await mailAccountLink(
          mailer,
          verifyEmailMessage({ to: user.email, firstName: firstNameOf(user), url, locale: localeOf(user) }),
          now(),
          unconfirmedAccount(user.id),
        );
      },
    },
    hooks: {
      before: createAuthMiddleware(async (ctx) => {
        if (ctx.path !== "/sign-up/email") return;
        const email = String(ctx.body?.email ?? "");
        // The stored name is built from the checked first and last names, never taken as sent.
        const name = fullName({ firstName: String(ctx.body?.firstName ?? "").trim(), lastName: String(ctx.body?.lastName ?? "").trim() });
        const body = { ...ctx.body, name };
        // No password typed into the sign-up form ever works for an admin address.
        if (isAdminEmail(email)) body.password = `${crypto.randomUUID()}${crypto.randomUUID()}`;
        return { context: { body } };
      }),
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
        "/request-password-reset": { window: 60, max: 3 },
        "/reset-password": { window: 60, max: 10 },
      },
    },
    advanced: {
      // A session is read with its user in one query (worker/db/auth-relations.ts), not two.
      database: { joins: true },
      useSecureCookies: !settings.isLocal,
      // One client may use any address of its IPv6 /64: count them as one.
      ipAddress: { ipAddressHeaders: ["cf-connecting-ip"], ipv6Subnet: 64 },
    },
    telemetry: { enabled: false },
  });

  links.sendPasswordSetup = async (email) => {
    await auth.api.requestPasswordReset({ body: { email } });
  };
  return auth;
}

/**
 * better-auth's own handle on the same D1 binding, with its tables' relations: joins need
 * drizzle's relational queries, which the app's handle does without (they cost CPU to set up
 * on every request).
 */
function authDatabase(db: Database) {
  return drizzle(db.$client, {
    schema: { users, sessions, accounts, verifications, rateLimits, usersRelations, sessionsRelations, accountsRelations },
  });
}

function localOrigins(siteUrl: string): string[] {
  const url = new URL(siteUrl);
  return [siteUrl, `${url.protocol}//127.0.0.1:${url.port}`, `${url.protocol}//localhost:${url.port}`];
}
