import { eq } from "drizzle-orm";
import type { Locale } from "#core/i18n/locale";
import { staffMembers, users } from "#worker/db/schema";
import type { SignedInContext } from "./context";

/**
 * The signed-in person's language, for the emails and texts sent to them from now on: the
 * account's, and the work portal's if they are on the staff. One batch, so both change
 * together; setting the same language twice changes nothing more.
 */
export async function setProfileLanguage(ctx: SignedInContext, locale: Locale): Promise<Locale> {
  const now = ctx.now();
  await ctx.db.batch([
    ctx.db.update(users).set({ locale, updatedAt: now }).where(eq(users.id, ctx.user.id)),
    ctx.db.update(staffMembers).set({ locale, updatedAt: now }).where(eq(staffMembers.userId, ctx.user.id)),
  ]);
  return locale;
}
