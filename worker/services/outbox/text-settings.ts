import { eq } from "drizzle-orm";
import type { TextSettings } from "#core/text-settings";
import type { Database } from "#worker/db/client";
import { textPreferences } from "#worker/db/schema";

/** A customer's texts: none until they give a number and tick the consent. */
export async function textSettingsOf(db: Database, userId: string): Promise<TextSettings> {
  const [row] = await db.select().from(textPreferences).where(eq(textPreferences.userId, userId)).limit(1);
  return { mobile_phone: row?.mobilePhone ?? null, reminder_texts: row?.reminderTexts ?? false };
}

/** Saves the customer's number and consent: one upsert, so a double click writes the same row. */
export async function saveTextSettings(
  db: Database,
  userId: string,
  input: { mobile_phone: string; reminder_texts: boolean },
  now: Date,
): Promise<TextSettings> {
  const values = { mobilePhone: input.mobile_phone || null, reminderTexts: input.reminder_texts, updatedAt: now };
  await db
    .insert(textPreferences)
    .values({ userId, ...values })
    .onConflictDoUpdate({ target: textPreferences.userId, set: values });
  return { mobile_phone: values.mobilePhone, reminder_texts: values.reminderTexts };
}
