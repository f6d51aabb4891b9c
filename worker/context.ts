import { createAuth, type Auth } from "./auth";
import { createDb, type Database } from "./db/client";
import { createResendProvider } from "./adapters/email-provider";
import { settingsFrom, type Settings } from "./env";
import type { Mailer } from "./services/email";

/** Everything a request needs, built from the bindings. */
export interface AppContext {
  settings: Settings;
  db: Database;
  mailer: Mailer;
  /**
   * For reads that tolerate a moment's lag (availability, the admin lists): a D1 session that
   * starts on whichever copy of the database is nearest, a read replica when replication is
   * on. Writes, and reads that must see a write just made, use `db`, the primary.
   */
  readonly replica: Database;
  /** better-auth, built on first use: only the routes that read a session or sign in pay for it. */
  readonly auth: Auth;
}

/**
 * One per request. better-auth holds this request's database handle, so it is never kept
 * between requests (a binding's I/O belongs to the request that made it); it is built the
 * first time a route asks for it, since building it costs more CPU than most routes' own work.
 */
export function createAppContext(env: Env): AppContext {
  const settings = settingsFrom(env);
  const db = createDb(env.DB);
  const mailer: Mailer = {
    db,
    from: settings.emailFrom,
    provider: settings.resendApiKey ? createResendProvider(settings.resendApiKey) : null,
  };
  let replica: Database | undefined;
  let auth: Auth | undefined;
  return {
    settings,
    db,
    mailer,
    get replica() {
      // drizzle only prepares and batches statements, which a session does like the binding.
      replica ??= createDb(env.DB.withSession("first-unconstrained") as unknown as D1Database);
      return replica;
    },
    get auth() {
      auth ??= createAuth(db, settings, mailer);
      return auth;
    },
  };
}

/** The parts services are given, reading from `replica`: for answers that tolerate a moment's lag. */
export function lagTolerant(app: AppContext): Pick<AppContext, "settings" | "db" | "mailer"> {
  return { settings: app.settings, db: app.replica, mailer: app.mailer };
}

export interface AppEnv {
  Bindings: Env;
  Variables: { app: AppContext };
}
