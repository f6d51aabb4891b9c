import { createAuth, type Auth } from "./auth";
import { clockOf } from "./clock";
import { createDb, type Database } from "./db/client";
import { createResendProvider } from "./adapters/email-provider";
import { createLocalMailbox, createLocalTextOutbox } from "./adapters/local-delivery";
import { createTwilioProvider } from "./adapters/sms-provider";
import { TWILIO_PATH } from "./routes/twilio-path";
import { settingsFrom, type Settings } from "./env";
import type { Mailer } from "./services/email";

/** Everything a request needs, built from the bindings. */
export interface AppContext {
  settings: Settings;
  db: Database;
  mailer: Mailer;
  /** The app's one clock (worker/clock.ts). */
  now(): Date;
  /**
   * For reads that tolerate a moment's lag (availability, the admin lists): a D1 session that
   * starts on whichever copy of the database is nearest, a read replica when replication is
   * on. Writes, and reads that must see a write just made, use `db`, the primary.
   */
  readonly replica: Database;
  /** better-auth, built on first use (then kept, see authOf): only the routes that read a session or sign in ask for it. */
  readonly auth: Auth;
}

/** What is built from the bindings alone, the same for every request given the same bindings. */
interface BoundParts {
  settings: Settings;
  db: Database;
  mailer: Mailer;
  now(): Date;
}

/**
 * Kept per environment object, as the settings are: workerd passes the same `env` (equal by
 * identity) to the requests of an isolate while its bindings do not change. Each part only
 * wraps a binding or a setting; none holds a promise, a stream or anything of one request.
 */
const boundPartsOf = new WeakMap<Env, BoundParts>();
/** better-auth per environment object, stored only once its context has settled (authOf). */
const settledAuthOf = new WeakMap<Env, Auth>();

function boundParts(env: Env): BoundParts {
  const kept = boundPartsOf.get(env);
  if (kept) return kept;
  const settings = settingsFrom(env);
  const db = createDb(env.DB);
  // Locally without keys the local mailbox and text outbox are the providers, so every
  // message goes through the queue and its consumer there too (miniflare's queue).
  const provider = settings.resendApiKey
    ? createResendProvider(settings.resendApiKey)
    : settings.isLocal
      ? createLocalMailbox(settings.localProviderDelayMs)
      : null;
  // Twilio posts each text's delivery receipt to the status route (worker/routes/twilio.ts).
  const sms = settings.twilio
    ? createTwilioProvider({ ...settings.twilio, statusCallback: `${settings.siteUrl}${TWILIO_PATH}/status` })
    : settings.isLocal
      ? createLocalTextOutbox(settings.localProviderDelayMs)
      : null;
  const mailer: Mailer = { db, from: settings.emailFrom, provider, sms, textsOn: sms !== null, queue: env.OUTBOX };
  const parts = { settings, db, mailer, now: clockOf(settings) };
  boundPartsOf.set(env, parts);
  return parts;
}

/**
 * better-auth for these bindings. Building it (some fifty endpoints with their schemas, and
 * the check of its tables on first use) costs more CPU than a session read, so it is kept
 * between requests, like a module-level instance on a server, which is how better-auth is
 * meant to run: each call works on its own copy of the context. It is kept only after its
 * context promise has settled, so no request ever waits on a promise that another request
 * created and might leave pending by being cancelled; until then each request builds its own.
 */
function authOf(env: Env, parts: BoundParts): Auth {
  const kept = settledAuthOf.get(env);
  if (kept) return kept;
  const auth = createAuth(parts.db, parts.settings, parts.mailer, parts.now);
  auth.$context.then(
    () => {
      if (!settledAuthOf.has(env)) settledAuthOf.set(env, auth);
    },
    () => {
      // Not kept: the request that asked for it gets the error from its own call.
    },
  );
  return auth;
}

/** One per request, from the parts kept for its bindings; a D1 session for lag-tolerant reads is the request's own. */
export function createAppContext(env: Env): AppContext {
  const parts = boundParts(env);
  let replica: Database | undefined;
  let auth: Auth | undefined;
  return {
    ...parts,
    get replica() {
      // drizzle only prepares and batches statements, which a session does like the binding.
      replica ??= createDb(env.DB.withSession("first-unconstrained") as unknown as D1Database);
      return replica;
    },
    get auth() {
      auth ??= authOf(env, parts);
      return auth;
    },
  };
}

/** The parts services are given, reading from `replica`: for answers that tolerate a moment's lag. */
export function lagTolerant(app: AppContext): Pick<AppContext, "settings" | "db" | "mailer" | "now"> {
  return { settings: app.settings, db: app.replica, mailer: app.mailer, now: app.now };
}

export interface AppEnv {
  Bindings: Env;
  Variables: { app: AppContext };
}
