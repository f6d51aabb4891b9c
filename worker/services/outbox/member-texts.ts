import { type Column, getTableColumns, type SQL, sql } from "drizzle-orm";
import { LOCALES, type Locale } from "#core/i18n/locale";
import { emails, type EmailRecord } from "#worker/db/schema";
import type { OutgoingText } from "#worker/texts/template";
import { enqueueIds, type Mailer } from "../email";
import { textToStore } from "./texts";

/** Stands for the member's number in a text built before its member is known; the statement puts the number in. */
const MEMBER_PHONE = "{{member-phone}}";

/** Which staff member a text goes to: a FROM that names the member's staff row `m`, and its condition. */
export interface MemberOfBatch {
  from: SQL;
  where: SQL;
}

/** A text a batch stores to the member it picks itself: its row's id and the statement. */
export interface MemberText {
  record: EmailRecord;
  statement: SQL;
}

/**
 * The statement that stores a text to a staff member read when it runs, inside a batch: so the
 * member decided by an earlier statement of the same batch (a move's new holder) gets it, in
 * their language, at their number if they said yes to texts. The text is built beforehand in
 * every language for a stand-in number (`build`), and the statement keeps the member's
 * language and puts in their number. At most one row; none when nobody matches. Null when
 * texts are not written at all.
 */
export function storeTextToMember(
  mailer: Mailer,
  build: (to: string, language: Locale) => OutgoingText,
  member: MemberOfBatch,
  now: Date,
): MemberText | null {
  if (!mailer.textsOn) return null;
  const id = crypto.randomUUID();
  const versions = LOCALES.map((language) => ({ language, row: { ...textToStore(mailer, build(MEMBER_PHONE, language), now), id } }));
  const columns = Object.entries(getTableColumns(emails));
  const names = sql.join(
    columns.map(([, column]) => sql.identifier(column.name)),
    sql`, `,
  );
  const values = sql.join(
    columns.map(([key, column]) => inMembersLanguage(versions, key as keyof EmailRecord, column)),
    sql`, `,
  );
  const statement = sql`INSERT INTO emails (${names}) SELECT ${values} FROM ${member.from}
    JOIN text_preferences tp ON tp.user_id = m.user_id
    WHERE tp.reminder_texts = 1 AND tp.mobile_phone IS NOT NULL AND ${member.where} LIMIT 1 RETURNING id`;
  const [english] = versions;
  if (!english) throw new Error("No language to write a text in.");
  return { record: english.row, statement };
}

type Version = { language: Locale; row: EmailRecord };

/** A column's value: the one every language shares, else the member's language's (English otherwise). */
function inMembersLanguage(versions: Version[], key: keyof EmailRecord, column: Column): SQL {
  const valueIn = (row: EmailRecord) => {
    const value = row[key] ?? null;
    const param = sql.param(value, column);
    return typeof value === "string" && value.includes(MEMBER_PHONE)
      ? sql`replace(${param}, ${MEMBER_PHONE}, tp.mobile_phone)`
      : sql`${param}`;
  };
  const [english, ...others] = versions;
  if (!english) throw new Error("No language to write a text in.");
  const same = others.every((other) => JSON.stringify(other.row[key]) === JSON.stringify(english.row[key]));
  if (same) return valueIn(english.row);
  const cases = others.map((other) => sql`WHEN ${other.language} THEN ${valueIn(other.row)}`);
  return sql`CASE m.locale ${sql.join(cases, sql` `)} ELSE ${valueIn(english.row)} END`;
}

/** After the batch: queues the texts its statements stored, given the batch's results. */
export async function queueMemberTexts(mailer: Mailer, texts: MemberText[], results: D1Result[]): Promise<void> {
  const stored = new Set(results.flatMap((result) => ((result.results ?? []) as { id?: unknown }[]).map((row) => row.id)));
  await enqueueIds(
    mailer,
    texts.filter((text) => stored.has(text.record.id)).map((text) => text.record),
  );
}
