/** yyyy-MM-dd, `offset` days after today (UTC; callers keep a day's margin for New York's date). */
export function dayFromToday(offset) {
  return new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
}
