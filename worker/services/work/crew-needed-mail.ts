import { type Column, getTableColumns, type SQL, sql } from "drizzle-orm";
import { emails, type EmailRecord } from "#worker/db/schema";
import { visitLine, visitListItem } from "#worker/emails/crew-needed";
import type { VisitNeedingCrew } from "#core/crew-cover-api";
import { emailToStore, type Mailer, type OutgoingEmail } from "../email";

/** The business's email about the visits a batch left without a crew: its row's id and the statement that stores it. */
export interface CrewNeededMail {
  record: EmailRecord;
  statement: SQL;
}

/** A visit the batch may leave with nobody: a booking's or a cleaning's crew_assignments key, and its line. */
export interface CrewNeededLine {
  type: "booking" | "schedule";
  id: string;
  needing: VisitNeedingCrew;
}

/** Columns whose value depends on which visits the batch left without a crew. */
const LISTED_COLUMNS = new Set<keyof EmailRecord>(["subject", "html", "text", "templateValues"]);

const wording = (field: string) => sql`json_extract(w.value, ${`$.${field}`})`;

/**
 * A listed column's value: the wording `w` of the count, with the lines `l` of the visits
 * nobody has now put in place of `placeholder` (one per statement, so no name typed into the
 * wording can look like it).
 */
function listed(key: keyof EmailRecord, placeholder: string): SQL {
  if (key === "subject") return wording("subject");
  if (key === "html") return sql`replace(${wording("html")}, ${visitListItem(placeholder).value}, l.html)`;
  if (key === "text") return sql`replace(${wording("text")}, ${placeholder}, l.text)`;
  return sql`replace(${wording("values")}, ${JSON.stringify(placeholder)}, '[' || l.vals || ']')`;
}

/**
 * The statement, put in the batch that takes a member away after the statements that hand
 * their visits over, that stores the business's email about the visits left with nobody:
 * which ones is read when it runs, so the email says what that batch did, whatever a request
 * racing it changed since the visits were read. The email is worded beforehand for every
 * number of such visits (`forCount`, null where none is sent), each visit's line and values
 * written beforehand too; the statement picks the wording of its count and puts the lines in.
 * Stored only if `condition` holds (the change happened in this batch), so a store that fails
 * fails the change, and a change refused stores nothing.
 */
export function storeCrewNeededMail(
  mailer: Mailer,
  visits: CrewNeededLine[],
  forCount: (count: number, placeholder: string) => OutgoingEmail | null,
  condition: SQL,
  now: Date,
): CrewNeededMail | null {
  const id = crypto.randomUUID();
  const placeholder = `@@visits-${crypto.randomUUID()}@@`;
  const wordings = Array.from({ length: visits.length + 1 }, (_, count) => {
    const email = forCount(count, placeholder);
    return email ? { ...emailToStore(mailer, email, now), id } : null;
  });
  const record = wordings.find((wording) => wording !== null);
  if (!record) return null;
  const byCount = JSON.stringify(
    wordings.map((row) => row && { subject: row.subject, html: row.html, text: row.text, values: row.templateValues }),
  );
  const lines = JSON.stringify(
    visits.map(({ type, id, needing }) => {
      const line = visitLine(needing);
      return { type, id, html: visitListItem(line).value, text: line, values: JSON.stringify(needing) };
    }),
  );
  const columns = Object.entries(getTableColumns(emails)) as [keyof EmailRecord, Column][];
  const names = sql.join(
    columns.map(([, column]) => sql.identifier(column.name)),
    sql`, `,
  );
  const values = sql.join(
    columns.map(([key, column]) => (LISTED_COLUMNS.has(key) ? listed(key, placeholder) : sql`${sql.param(record[key] ?? null, column)}`)),
    sql`, `,
  );
  // The visits in their order (json_each reads an array in order), those nobody has now only.
  const statement = sql`INSERT INTO emails (${names}) SELECT ${values} FROM (
      SELECT count(*) AS n, coalesce(group_concat(html, ''), '') AS html,
        coalesce(group_concat(text, char(10)), '') AS text, coalesce(group_concat(vals, ','), '') AS vals
      FROM (SELECT json_extract(v.value, '$.html') AS html, json_extract(v.value, '$.text') AS text,
          json_extract(v.value, '$.values') AS vals
        FROM json_each(${lines}) v
        WHERE NOT EXISTS (SELECT 1 FROM crew_assignments WHERE visit_type = json_extract(v.value, '$.type')
          AND visit_id = json_extract(v.value, '$.id') AND provider_id IS NOT NULL)
        ORDER BY v.key)
    ) l JOIN json_each(${byCount}) w ON w.key = l.n
    WHERE w.type = 'object' AND ${condition} RETURNING id`;
  return { record, statement };
}
