import { and, eq } from "drizzle-orm";
import { expect } from "vitest";
import { emails } from "#worker/db/schema";
import { db } from "./support";

/** Links are the site's paths (/reset-password, /work), not words anyone reads. */
const withoutLinks = (written: string) => written.replace(/https?:\/\/[^\s"<]+/g, "");

/** A Spanish email: stored as Spanish, `lang="es-US"`, and none of the English version's words in its subject, HTML or text. */
export function expectSpanishEmail(
  email: { subject: string; html: string; text: string; language?: string | null },
  englishWords: readonly string[],
) {
  expect(email.language).toBe("es");
  expect(email.html).toContain('<html lang="es-US">');
  for (const word of englishWords) {
    expect(email.subject, word).not.toContain(word);
    expect(withoutLinks(email.html), word).not.toContain(word);
    expect(withoutLinks(email.text), word).not.toContain(word);
  }
}

/** The one stored email of a kind sent to an address. */
export async function storedEmailOf(kind: string, to: string) {
  const [row] = await db
    .select()
    .from(emails)
    .where(and(eq(emails.kind, kind), eq(emails.to, to)));
  if (!row) throw new Error(`No ${kind} email to ${to}`);
  return row;
}
