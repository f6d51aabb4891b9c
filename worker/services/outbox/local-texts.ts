import { desc, eq } from "drizzle-orm";
import type { Database } from "#worker/db/client";
import { emails } from "#worker/db/schema";

export interface LocalText {
  id: string;
  kind: string;
  to: string;
  body: string;
  status: string;
  bookingReference: string | null;
  createdAt: string;
}

/** The texts of the local text outbox (the local provider writes each one into its row), newest first. */
export async function listTexts(db: Database, limit = 100): Promise<LocalText[]> {
  const rows = await db.select().from(emails).where(eq(emails.channel, "sms")).orderBy(desc(emails.createdAt)).limit(limit);
  return rows.map((row) => ({
    id: row.id,
    kind: row.kind,
    to: row.to,
    body: row.text,
    status: row.status,
    bookingReference: row.bookingReference,
    createdAt: row.createdAt.toISOString(),
  }));
}
