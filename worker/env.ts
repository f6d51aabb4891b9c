import { z } from "zod";

/**
 * Settings parsed once per environment object. Local mode has working defaults for
 * every secret; production refuses to start without the real ones, so a missing secret
 * can never fall back to a local fake.
 */
const LOCAL_AUTH_SECRET = "local-development-secret-not-for-production-use";
/** Seals access codes locally; production must set its own (ACCESS_SECRET_KEY), or codes sealed with this one could be read. */
const LOCAL_ACCESS_SECRET = "local-access-secret-not-for-production-use";
/**
 * Signs the events of the local test checkout. Public on purpose: it is only ever used
 * when no Stripe keys are set, which production refuses.
 */
export const LOCAL_STRIPE_WEBHOOK_SECRET = "whsec_local_test_checkout_not_a_real_secret";

const emailList = z
  .string()
  .default("")
  .transform((value) =>
    value
      .split(",")
      .map((email) => email.trim().toLowerCase())
      .filter(Boolean),
  );

/**
 * A setting that no longer decides anything: a deploy that still sets it is refused, so
 * nobody believes a number in wrangler.toml still limits what is sold.
 */
function retired() {
  return z
    .undefined(
      "no longer read: the places of a slot are the staff on shift. Give each member their areas and weekly hours in the console's Staff tab, then remove this setting",
    )
    .optional();
}

const RawSettingsSchema = z.object({
  APP_ENV: z.enum(["local", "production"]),
  SITE_URL: z.url(),
  BETTER_AUTH_SECRET: z.string().optional(),
  ACCESS_SECRET_KEY: z.string().optional(),
  RESEND_API_KEY: z.string().optional(),
  TWILIO_ACCOUNT_SID: z.string().optional(),
  TWILIO_AUTH_TOKEN: z.string().optional(),
  TWILIO_FROM: z.string().optional(),
  STRIPE_SECRET_KEY: z.string().optional(),
  STRIPE_WEBHOOK_SECRET: z.string().optional(),
  EMAIL_FROM: z.string().min(3),
  BUSINESS_EMAIL: z.email(),
  ADMIN_EMAILS: emailList,
  SLOT_CAPACITY: retired(),
  SLOT_CAPACITY_BY_AREA: retired(),
  /** Local only: the local mailbox and text outbox answer after this long, as a stalled provider would (bench:api's stalled run). */
  LOCAL_PROVIDER_DELAY_MS: z.coerce.number().int().min(0).max(60_000).optional(),
  LOCAL_CLOCK_OFFSET_MS: z
    .string()
    .regex(/^-?\d+$/, "whole milliseconds, e.g. -86400000")
    .optional(),
});

export interface Settings {
  isLocal: boolean;
  siteUrl: string;
  authSecret: string;
  /** Seals the access instructions of a customer's home (lock and lockbox codes) at rest. */
  accessSecret: string;
  resendApiKey: string | undefined;
  /** Locally, how long the local mailbox and text outbox wait before taking a message (0: at once). */
  localProviderDelayMs: number;
  /** Twilio's Messages API for texts; without it texts are kept in the local text outbox (local) or not written (production). */
  twilio: { accountSid: string; authToken: string; from: string } | null;
  /**
   * "stripe" with STRIPE_SECRET_KEY; "local" (the worker's test checkout) only in local
   * mode without it. Production cannot reach "local": it refuses to start without the key.
   */
  billingMode: "stripe" | "local";
  stripeSecretKey: string | undefined;
  stripeWebhookSecret: string;
  emailFrom: string;
  businessEmail: string;
  adminEmails: string[];
  /**
   * Milliseconds the app's clock runs ahead of the machine's (worker/clock.ts): set by the
   * tests and `LOCAL_CLOCK_AT=... npm start` through LOCAL_CLOCK_OFFSET_MS to start the app
   * at a chosen instant. Always 0 in production, whatever the variable says.
   */
  clockOffsetMs: number;
}

export class ConfigurationError extends Error {
  override name = "ConfigurationError";
}

const cache = new WeakMap<object, Settings>();

export function settingsFrom(env: Env): Settings {
  const cached = cache.get(env);
  if (cached) return cached;
  const settings = parseSettings(env as unknown as Record<string, unknown>);
  cache.set(env, settings);
  return settings;
}

export function parseSettings(raw: Record<string, unknown>): Settings {
  const parsed = RawSettingsSchema.safeParse(blankToUndefined(raw));
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join(".")}: ${issue.message}`);
    throw new ConfigurationError(`Invalid settings: ${problems.join("; ")}`);
  }
  const values = parsed.data;
  const isLocal = values.APP_ENV === "local";
  if (!isLocal) requireProductionSecrets(values);
  if (Boolean(values.STRIPE_SECRET_KEY) !== Boolean(values.STRIPE_WEBHOOK_SECRET)) {
    throw new ConfigurationError("Set STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET together (or neither, for the local test checkout).");
  }
  return {
    isLocal,
    siteUrl: values.SITE_URL.replace(/\/$/, ""),
    authSecret: values.BETTER_AUTH_SECRET ?? LOCAL_AUTH_SECRET,
    accessSecret: values.ACCESS_SECRET_KEY ?? LOCAL_ACCESS_SECRET,
    resendApiKey: values.RESEND_API_KEY,
    twilio: twilioOf(values),
    billingMode: values.STRIPE_SECRET_KEY ? "stripe" : "local",
    stripeSecretKey: values.STRIPE_SECRET_KEY,
    stripeWebhookSecret: values.STRIPE_WEBHOOK_SECRET ?? LOCAL_STRIPE_WEBHOOK_SECRET,
    emailFrom: values.EMAIL_FROM,
    businessEmail: values.BUSINESS_EMAIL,
    adminEmails: values.ADMIN_EMAILS,
    clockOffsetMs: isLocal && values.LOCAL_CLOCK_OFFSET_MS ? Number(values.LOCAL_CLOCK_OFFSET_MS) : 0,
    localProviderDelayMs: isLocal ? (values.LOCAL_PROVIDER_DELAY_MS ?? 0) : 0,
  };
}

/** All three Twilio settings or none: a half-configured provider would silently drop texts. */
function twilioOf(values: z.infer<typeof RawSettingsSchema>): Settings["twilio"] {
  const { TWILIO_ACCOUNT_SID: accountSid, TWILIO_AUTH_TOKEN: authToken, TWILIO_FROM: from } = values;
  if (accountSid && authToken && from) return { accountSid, authToken, from };
  if (accountSid || authToken || from) {
    throw new ConfigurationError("Set TWILIO_ACCOUNT_SID, TWILIO_AUTH_TOKEN and TWILIO_FROM together (or none: no texts are sent).");
  }
  return null;
}

function requireProductionSecrets(values: z.infer<typeof RawSettingsSchema>) {
  const missing: string[] = [];
  if (!values.BETTER_AUTH_SECRET || values.BETTER_AUTH_SECRET.length < 32) {
    missing.push("BETTER_AUTH_SECRET (at least 32 characters)");
  }
  if (!values.ACCESS_SECRET_KEY || values.ACCESS_SECRET_KEY.length < 32) missing.push("ACCESS_SECRET_KEY (at least 32 characters)");
  if (!values.RESEND_API_KEY) missing.push("RESEND_API_KEY");
  if (!/^(sk|rk)_/.test(values.STRIPE_SECRET_KEY ?? "")) missing.push("STRIPE_SECRET_KEY (sk_... or a restricted rk_...)");
  if (!values.STRIPE_WEBHOOK_SECRET?.startsWith("whsec_")) missing.push("STRIPE_WEBHOOK_SECRET (whsec_...)");
  if (!values.SITE_URL.startsWith("https://")) missing.push("SITE_URL (https)");
  if (missing.length > 0) {
    throw new ConfigurationError(`Production settings missing: ${missing.join(", ")}. Set them with \`wrangler secret put\`.`);
  }
}

function blankToUndefined(raw: Record<string, unknown>) {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(raw)) {
    out[key] = typeof value === "string" && value.trim() === "" && key !== "ADMIN_EMAILS" ? undefined : value;
  }
  return out;
}
