import { desc, eq } from "drizzle-orm";
import type { Locale } from "#core/i18n/locale";
import type { Database } from "#worker/db/client";
import { subscriptions, users } from "#worker/db/schema";

/**
 * The language to tell a subscriber their schedules stopped in: their newest subscription's
 * (the one that ended), as every email about a subscription is written in the language it was
 * bought in; the account's when no subscription row is left.
 */
export async function endedPlanLanguage(db: Database, userId: string): Promise<Locale> {
  const [[plan], [person]] = await Promise.all([
    db
      .select({ locale: subscriptions.locale })
      .from(subscriptions)
      .where(eq(subscriptions.userId, userId))
      .orderBy(desc(subscriptions.updatedAt))
      .limit(1),
    db.select({ locale: users.locale }).from(users).where(eq(users.id, userId)).limit(1),
  ]);
  return plan?.locale ?? person?.locale ?? "en";
}
