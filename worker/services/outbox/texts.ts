import { eq } from "drizzle-orm";
import type { Delivered } from "#worker/adapters/email-provider";
import type { Database } from "#worker/db/client";
import { type BookingRecord, emails, type EmailRecord, textPreferences } from "#worker/db/schema";
import { bookingReferenceIn } from "#worker/emails/template";
import { type OutgoingText, renderStoredText, storedValues } from "#worker/texts/template";
import "#worker/texts/visit-texts";
import "#worker/texts/job-texts";
import "#worker/texts/schedule-texts";
import { enqueueStored, STUCK_AFTER_MS, type Mailer } from "../email";

/** The outbox row of a text, as emailToStore builds an email's: the body is kept only where no provider sends it. */
export function textToStore(mailer: Mailer, text: OutgoingText, now: Date): EmailRecord {
  const keepsBody = !mailer.sms || mailer.sms.keepsBody === true;
  return {
    id: crypto.randomUUID(),
    kind: text.kind,
    to: text.to,
    subject: "",
    html: "",
    text: keepsBody ? text.body : "",
    channel: "sms",
    language: text.language ?? "en",
    template: text.template,
    templateValues: storedValues(text.values),
    bookingReference: bookingReferenceIn(text.values),
    status: mailer.sms ? "queued" : "stored",
    providerId: null,
    error: null,
    attempts: 0,
    nextAttemptAt: mailer.sms ? new Date(now.getTime() + STUCK_AFTER_MS) : null,
    createdAt: now,
    updatedAt: now,
    sentAt: null,
  };
}

/** Stores the text and queues it; nothing when texts are off (production without a provider). */
export async function sendText(mailer: Mailer, text: OutgoingText, now: Date): Promise<EmailRecord | null> {
  if (!mailer.textsOn) return null;
  const record = textToStore(mailer, text, now);
  await mailer.db.insert(emails).values(record);
  return enqueueStored(mailer, record);
}

/** The consumer's send of a stored text through the provider (none locally: the stored text is the delivery). */
export async function deliverStoredText(
  mailer: Mailer,
  record: Pick<EmailRecord, "id" | "to" | "template" | "templateValues">,
): Promise<{ providerId: string | null; kept?: Delivered["kept"] }> {
  if (!mailer.sms) return { providerId: null };
  const rendered = renderStoredText(record.template ?? "", record.templateValues ?? "[]");
  return mailer.sms.deliver({ to: record.to, body: rendered.body, messageId: record.id });
}

/** The mobile number a signed-up customer gave for visit texts, if they said yes to them. */
export async function textingNumberOf(db: Database, userId: string | null): Promise<string | null> {
  if (!userId) return null;
  const [preference] = await db
    .select({ mobilePhone: textPreferences.mobilePhone, reminderTexts: textPreferences.reminderTexts })
    .from(textPreferences)
    .where(eq(textPreferences.userId, userId))
    .limit(1);
  return preference?.reminderTexts && preference.mobilePhone ? preference.mobilePhone : null;
}

/**
 * Where texts about a booking's visit go: the account's texting number, else the phone a guest
 * (or an account with none) gave on the booking with the box ticked, which STOP clears.
 */
export async function visitTextNumberOf(db: Database, booking: Pick<BookingRecord, "userId" | "textPhone">): Promise<string | null> {
  return (await textingNumberOf(db, booking.userId)) ?? booking.textPhone;
}
