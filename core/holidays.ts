/**
 * The days the business is closed, whatever the weekday: no booking and no new schedule
 * starts on them, and series skip them. The four US public holidays on which South Florida's residential
 * services close (New Year's Day, Independence Day, Thanksgiving Day, Christmas Day),
 * each on its calendar date (no observed Monday or Friday: the crews work those).
 */

/** The name of the holiday on a yyyy-MM-dd date, or null on a working day. */
export function holidayOn(date: string): string | null {
  const [year, month, day] = date.split("-").map(Number) as [number, number, number];
  if (month === 1 && day === 1) return "New Year's Day";
  if (month === 7 && day === 4) return "Independence Day";
  if (month === 12 && day === 25) return "Christmas Day";
  if (month === 11 && day === thanksgivingDay(year)) return "Thanksgiving Day";
  return null;
}

/** The fourth Thursday of November. */
function thanksgivingDay(year: number): number {
  const firstWeekday = new Date(Date.UTC(year, 10, 1)).getUTCDay();
  const firstThursday = 1 + ((4 - firstWeekday + 7) % 7);
  return firstThursday + 21;
}

/**
 * The days an admin closed beside the holidays (date -> reason), read per request from the
 * console's list; the holidays above are always closed and cannot be reopened.
 */
export type ClosedDays = ReadonlyMap<string, string>;

export const NO_CLOSED_DAYS: ClosedDays = new Map();

/** Why the business is closed on a yyyy-MM-dd date: the holiday's name or the admin's reason; null when open. */
export function closedReason(date: string, closed: ClosedDays = NO_CLOSED_DAYS): string | null {
  return holidayOn(date) ?? closed.get(date) ?? null;
}
