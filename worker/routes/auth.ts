import { Hono, type Context, type MiddlewareHandler } from "hono";
import type { ZodType } from "zod";
import {
  ACCOUNT_EMAILS_MESSAGE,
  ForgotPasswordSchema,
  ResendVerificationSchema,
  ResetPasswordSchema,
  SIGN_IN_REFUSED_CODE,
  SIGN_INS_PER_ACCOUNT_MESSAGE,
  SignInSchema,
  SignUpSchema,
} from "#core/auth-schemas";
import { preferredLocale } from "#core/i18n/accept-language";
import { type Locale, localeOfPath, localizedPath } from "#core/i18n/locale";
import { authErrorWords } from "#core/i18n/messages/auth-errors";
import type { AppEnv } from "../context";
import { errorBody, validationError } from "../errors";
import { clientAddress } from "../middleware/client-address";
import { rateLimit } from "../middleware/rate-limit";
import { Forbidden } from "../services/errors";

/** A reset request for an unknown address answers no faster than one that sends an email. */
const RESET_REQUEST_MIN_MS = 500;

/**
 * Emails (verification or reset) one client may ask for one address per hour. Counted per
 * address and client together, whether or not the address has an account (so a 429 tells
 * nothing about it): a stranger spends their own allowance, never the owner's. What one
 * mailbox receives in all is capped where the email is sent (services/mailbox-cap.ts).
 * Runs after the body's check, which makes sure there is an email to count.
 */
const accountEmailsPerRecipient = rateLimit({
  key: "account-email",
  per: async (c) => `${await recipientOf(c)}:${clientAddress(c.req.raw.headers)}`,
  limit: 5,
  window: 60 * 60 * 1000,
  message: ACCOUNT_EMAILS_MESSAGE,
});

/**
 * Sign-in attempts per account, from every network together: better-auth's own limit counts
 * per client address, which guessing from many addresses would get around. Counted per typed
 * address, known or not, so the limit tells nothing about who has an account.
 */
const signInsPerAccount = rateLimit({
  key: "sign-in-account",
  per: recipientOf,
  limit: 10,
  window: 15 * 60 * 1000,
  message: SIGN_INS_PER_ACCOUNT_MESSAGE,
});

/**
 * better-auth answers its own routes; this wrapper checks each form with the shared schema
 * first, limits the emails one address can be sent, keeps the profile read-only, and
 * rewrites every better-auth error into the one error shape.
 */
export const authRoutes = new Hono<AppEnv>()
  .post("/sign-in/email", checkBody(SignInSchema), signInsPerAccount)
  .post("/sign-up/email", checkBody(SignUpSchema), accountEmailsPerRecipient)
  .post("/send-verification-email", checkBody(ResendVerificationSchema), accountEmailsPerRecipient)
  .post("/request-password-reset", checkBody(ForgotPasswordSchema), accountEmailsPerRecipient, async (c) => {
    const started = Date.now();
    const response = await toErrorShape(c, await c.var.app.auth.handler(c.req.raw));
    const remaining = RESET_REQUEST_MIN_MS - (Date.now() - started);
    if (remaining > 0) await new Promise((resolve) => setTimeout(resolve, remaining));
    return response;
  })
  .post("/reset-password", checkBody(ResetPasswordSchema))
  .post("/update-user", () => {
    throw new Forbidden("profile_read_only", "Your name cannot be changed online. Please call or email us to correct it.");
  })
  .get("/verify-email", async (c) => explainVerificationLink(c, await c.var.app.auth.handler(c.req.raw)))
  .on(["GET", "POST"], "/*", async (c) => toErrorShape(c, await c.var.app.auth.handler(c.req.raw)));

/** Checks the form with the shared schema; better-auth then reads the untouched body itself. */
function checkBody(schema: ZodType): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const body: unknown = await c.req.raw
      .clone()
      .json()
      .catch(() => undefined);
    const parsed = schema.safeParse(body ?? {});
    if (!parsed.success) throw validationError(parsed.error);
    await next();
  };
}

/** The address a checked body names, in one case so that "Ana@" and "ana@" count together. */
async function recipientOf(c: Context<AppEnv>): Promise<string> {
  const { email } = (await c.req.raw.clone().json()) as { email: string };
  return email.trim().toLowerCase();
}

/** better-auth's codes whose code is ours too: one sign-in refusal, whatever the reason, and its status. */
const REWRITTEN: Record<string, { status: number; code: string }> = {
  INVALID_EMAIL_OR_PASSWORD: { status: 401, code: SIGN_IN_REFUSED_CODE },
  EMAIL_NOT_VERIFIED: { status: 401, code: SIGN_IN_REFUSED_CODE },
  INVALID_TOKEN: { status: 400, code: "INVALID_TOKEN" },
};

/** The site's words for better-auth's codes a person can meet (core/i18n/messages/auth-errors.ts). */
const WORDED: Record<string, Exclude<keyof (typeof authErrorWords)["en"], "tooManyAttempts" | "nothingHere" | "somethingWrong">> = {
  INVALID_EMAIL_OR_PASSWORD: "signInRefused",
  EMAIL_NOT_VERIFIED: "signInRefused",
  INVALID_TOKEN: "deadLink",
  TOKEN_EXPIRED: "deadLink",
  INVALID_PASSWORD: "wrongPassword",
  PASSWORD_TOO_SHORT: "passwordTooShort",
  PASSWORD_TOO_LONG: "passwordTooLong",
  USER_ALREADY_EXISTS: "accountExists",
  EMAIL_ALREADY_VERIFIED: "alreadyConfirmed",
  SESSION_EXPIRED: "sessionExpired",
};

/**
 * better-auth sends an expired or broken verification link to the callback page with an
 * error code, and an already used one there without a session: the dashboard would then
 * bounce to /auth with no word. Such links land on /auth saying what happened instead.
 */
async function explainVerificationLink(c: Context<AppEnv>, response: Response): Promise<Response> {
  const location = response.headers.get("Location");
  if (response.status < 300 || response.status >= 400 || !location) return toErrorShape(c, response);
  const callback = new URL(location, "http://callback");
  const error = callback.searchParams.get("error");
  const signedIn = response.headers.getSetCookie().some((cookie) => cookie.includes("session_token="));
  const outcome = error === "TOKEN_EXPIRED" ? "expired" : error ? "invalid" : signedIn ? null : "used";
  if (!outcome) return response;
  // The sign-in page in the language of the page the link was asked from (its callback: /es/dashboard is Spanish).
  const signIn = localizedPath("/auth", localeOfPath(callback.pathname));
  return new Response(null, { status: 302, headers: { Location: `${signIn}?verification=${outcome}` } });
}

/**
 * better-auth's error answers in the one error shape, worded by the site in the reader's
 * language (Accept-Language): its code is kept, its message is ours for every code a person
 * can meet; a code we have no words for keeps better-auth's English for an English reader.
 */
async function toErrorShape(c: Context<AppEnv>, response: Response): Promise<Response> {
  if (response.status < 400) return response;
  const isJson = response.headers.get("Content-Type")?.includes("application/json");
  const body = isJson ? ((await response.json().catch(() => ({}))) as { code?: string; message?: string }) : {};
  const rewritten = body.code ? REWRITTEN[body.code] : undefined;
  const locale = preferredLocale(c.req.header("Accept-Language"));
  const worded = body.code ? WORDED[body.code] : undefined;
  const known = worded ? authErrorWords[locale][worded] : undefined;
  const fallback = fallbackMessage(response.status, locale);
  const message = known ?? (locale === "en" && body.message ? body.message : fallback);
  const headers = new Headers(response.headers);
  headers.delete("Content-Length");
  headers.set("Content-Type", "application/json");
  const answer = errorBody(rewritten?.code ?? body.code ?? fallbackCode(response.status), message);
  return new Response(JSON.stringify(answer), { status: rewritten?.status ?? response.status, headers });
}

function fallbackCode(status: number): string {
  return status === 404 ? "not_found" : status === 429 ? "rate_limited" : "auth_error";
}

function fallbackMessage(status: number, locale: Locale): string {
  const words = authErrorWords[locale];
  if (status === 404) return words.nothingHere;
  if (status === 429) return words.tooManyAttempts;
  return words.somethingWrong;
}
