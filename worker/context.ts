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
  auth: Auth;
}

export function createAppContext(env: Env): AppContext {
  const settings = settingsFrom(env);
  const db = createDb(env.DB);
  const mailer: Mailer = {
    db,
    from: settings.emailFrom,
    provider: settings.resendApiKey ? createResendProvider(settings.resendApiKey) : null,
  };
  return { settings, db, mailer, auth: createAuth(db, settings, mailer) };
}

export interface AppEnv {
  Bindings: Env;
  Variables: { app: AppContext };
}
