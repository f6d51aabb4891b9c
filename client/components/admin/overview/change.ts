/** How a figure moved against the period before, in words a screen reader reads as written. */
export function changeText(current: number, previous: number): string {
  if (current === previous) return "no change on the period before";
  if (previous === 0) return `up from none in the period before`;
  const percent = Math.round(((current - previous) / Math.abs(previous)) * 100);
  return `${percent > 0 ? "up" : "down"} ${Math.abs(percent)}% on the period before`;
}

/** A rate (0-1) as a percentage; "none" when it cannot be computed. */
export function formatRate(rate: number | null): string {
  return rate === null ? "none" : `${(rate * 100).toFixed(1).replace(/\.0$/, "")}%`;
}

/** A change of a rate, in percentage points. */
export function rateChangeText(current: number | null, previous: number | null): string {
  if (current === null || previous === null) return "no rate to compare with";
  const points = Math.round((current - previous) * 1000) / 10;
  if (points === 0) return "no change on the period before";
  return `${points > 0 ? "up" : "down"} ${Math.abs(points)} points on the period before`;
}
