import { and, eq, lt } from "drizzle-orm";
import { rateLimits, requestLimits, sessions, stripeEvents, verifications } from "../db/schema";
import type { ServiceContext } from "./context";

const DAY_MS = 24 * 60 * 60 * 1000;
/** The longest request-limit window (one emergency request a day); older rows count nothing. */
const LIMIT_ROWS_KEPT_MS = DAY_MS;
/** Stripe retries an event for up to three days; its id is kept well past that, so a late retry is still skipped. */
const STRIPE_EVENTS_KEPT_MS = 30 * DAY_MS;

/**
 * Deletes rows that can no longer matter, so tables written on every visit or event do not
 * grow for ever: finished request-limit windows, expired sessions and links, and Stripe
 * event ids long past any retry.
 */
export async function pruneExpiredRecords(ctx: ServiceContext): Promise<void> {
  const { db } = ctx;
  const now = ctx.now();
  const limitsBefore = now.getTime() - LIMIT_ROWS_KEPT_MS;
  await db.batch([
    db.delete(requestLimits).where(lt(requestLimits.windowStart, limitsBefore)),
    db.delete(rateLimits).where(lt(rateLimits.lastRequest, limitsBefore)),
    db.delete(sessions).where(lt(sessions.expiresAt, now)),
    db.delete(verifications).where(lt(verifications.expiresAt, now)),
    db
      .delete(stripeEvents)
      .where(and(eq(stripeEvents.status, "processed"), lt(stripeEvents.receivedAt, new Date(now.getTime() - STRIPE_EVENTS_KEPT_MS)))),
  ]);
}
