/**
 * A text cell (a customer's name, and the app's own words beside it) as a spreadsheet of any
 * locale reads it. Excel and its kin take ";" or a tab for the separator in some locales and
 * may ignore our quotes there, so a name like `Ann;=1+1` is split and `=1+1` evaluated:
 * - a formula character (= + - @, or a tab or carriage return) at the start of the cell,
 *   after any spaces, gets a leading apostrophe, which spreadsheets read as "this is text";
 * - one after a semicolon, tab or line break inside the cell (spaces and quotes between)
 *   gets the apostrophe too, since that is where another locale's cell would start;
 * - a cell holding any locale's separator (, ; tab), a quote or a line break is quoted.
 */
export function textCell(value: string): string {
  const inner = value.replace(/([;\t\r\n])([\s"]*)(?=[=+\-@])/g, "$1$2'");
  const safe = /^\s*[=+\-@\t\r]/.test(inner) ? `'${inner}` : inner;
  return /[",;\t\n\r]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/** An amount the app computed, written as a plain number (-12.50 stays a number a sum can add). */
export const amountCell = (cents: number) => (cents / 100).toFixed(2);
