/** The Overview's periods, as spans of New York days (yyyy-MM-dd, both ends included). */

export const PERIOD_PRESETS = [
  { id: "week", label: "This week" },
  { id: "today", label: "Today" },
  { id: "month", label: "This month" },
  { id: "last-30", label: "Last 30 days" },
  { id: "last-90", label: "Last 90 days" },
  { id: "custom", label: "Custom range" },
] as const;
export type PeriodPreset = (typeof PERIOD_PRESETS)[number]["id"];

export interface DaySpan {
  from: string;
  to: string;
}

/** `date` moved by `days` calendar days; the dates are New York's already, so UTC arithmetic is exact. */
export function shiftDay(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}

function lastDayOfMonth(date: string): string {
  const [year, month] = date.split("-").map(Number) as [number, number];
  return new Date(Date.UTC(year, month, 0)).toISOString().slice(0, 10);
}

/** The span a preset names on New York's `today`; weeks run Monday to Sunday, as the server's default. */
export function spanOf(preset: Exclude<PeriodPreset, "custom">, today: string): DaySpan {
  switch (preset) {
    case "today":
      return { from: today, to: today };
    case "week": {
      const monday = shiftDay(today, -((new Date(`${today}T00:00:00Z`).getUTCDay() + 6) % 7));
      return { from: monday, to: shiftDay(monday, 6) };
    }
    case "month":
      return { from: `${today.slice(0, 8)}01`, to: lastDayOfMonth(today) };
    case "last-30":
      return { from: shiftDay(today, -29), to: today };
    case "last-90":
      return { from: shiftDay(today, -89), to: today };
  }
}
