import type { MeUser } from "#core/api-types";
import type { Database } from "../db/client";
import type { Settings } from "../env";
import type { Mailer } from "./email";

/** The signed-in person a request acts for; admin comes from ADMIN_EMAILS on every call. */
export type SessionUser = MeUser;

/**
 * What every service is given: the same for a request and for the cron. `now` is the clock
 * a service reads once per call, so a test fixes time by fixing it here. `user` is the
 * signed-in person where a route has one; services that act for someone take a
 * `SignedInContext`, so the compiler asks the route for the user.
 */
export interface ServiceContext<User extends SessionUser | null = SessionUser | null> {
  settings: Settings;
  db: Database;
  mailer: Mailer;
  now(): Date;
  user: User;
}

export type SignedInContext = ServiceContext<SessionUser>;

/**
 * Picks the services' parts out of a larger object (the request's AppContext carries
 * better-auth too, which services do not get). The clock is the app's (worker/clock.ts)
 * unless the caller fixes one, as the cron does with its scheduled time.
 */
export function serviceContext<User extends SessionUser | null>(
  parts: Pick<ServiceContext, "settings" | "db" | "mailer" | "now">,
  user: User,
  now: () => Date = parts.now,
): ServiceContext<User> {
  return { settings: parts.settings, db: parts.db, mailer: parts.mailer, now, user };
}
