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
  let auth: Auth | undefined;
  return {
    settings,
    db,
    mailer,
    get auth() {
      auth ??= createAuth(db, settings, mailer);
      return auth;
    },
  };
}

export interface AppEnv {
  Bindings: Env;
  Variables: { app: AppContext };
}
