import type { UtilisationResponse } from "#core/utilisation-api";
import { textCell } from "./csv-cells";

/** A share 0-1 as a plain number with four decimals; empty when nothing was on shift. */
const shareCell = (share: number | null) => (share === null ? "" : share.toFixed(4));

/**
 * The Overview's two utilisation tables as one spreadsheet: each area, then each crew member,
 * with the same figures as the page (utilisation as a fraction, empty with no hours on shift;
 * a crew member's visits and ratings, an area's places). Crew names are typed by the owner, so
 * every name goes through textCell.
 */
export function utilisationCsv(report: UtilisationResponse): string {
  const lines = ["table,name,places,visits,visit_hours,shift_hours,utilisation,ratings,average_stars"];
  for (const row of report.areas)
    lines.push(
      ["area", textCell(row.area), row.places, "", row.visit_hours, row.shift_hours, shareCell(row.utilisation), "", ""].join(","),
    );
  for (const row of report.members)
    lines.push(
      [
        "crew",
        textCell(row.crew_name),
        "",
        row.visits,
        row.visit_hours,
        row.shift_hours,
        shareCell(row.utilisation),
        row.ratings,
        row.average_stars === null ? "" : row.average_stars.toFixed(2),
      ].join(","),
    );
  return `${lines.join("\r\n")}\r\n`;
}
