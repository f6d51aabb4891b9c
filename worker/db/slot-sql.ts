import { type SQL, sql } from "drizzle-orm";
import { SLOT_SPELLINGS, slotLabel } from "#core/time-slots";

/** The CASE branches naming each slot's English label, from either spelling a row may hold. */
const LABEL_OF_SPELLING = sql.raw(SLOT_SPELLINGS.map(({ spelling }) => `WHEN '${spelling}' THEN '${slotLabel(spelling)}'`).join(" "));

/**
 * SQL expression: the English label ("3:00 PM") of a stored slot column, for texts the console
 * reads as they were always written (the audit log's "10:00 AM -> 4:00 PM").
 */
export function slotLabelOf(column: SQL): SQL {
  return sql`(CASE ${column} ${LABEL_OF_SPELLING} ELSE ${column} END)`;
}
