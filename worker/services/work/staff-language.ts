import { eq } from "drizzle-orm";
import type { Locale } from "#core/i18n/locale";
import type { Database } from "#worker/db/client";
import { staffMembers } from "#worker/db/schema";

/** The language a crew member or vendor reads their job texts in; English for someone with no staff row. */
export async function staffLanguageOf(db: Database, userId: string): Promise<Locale> {
  const [member] = await db.select({ locale: staffMembers.locale }).from(staffMembers).where(eq(staffMembers.userId, userId)).limit(1);
  return member?.locale ?? "en";
}
