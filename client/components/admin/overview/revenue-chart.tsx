import type { DayFigures } from "#core/owner-metrics-api";
import { formatCents } from "#core/pricing";
import { longDate, shortDate } from "#core/time-slots";

const HEIGHT = 100;

/**
 * Revenue by day as plain SVG bars, the period before as a pale bar behind each. The drawing is
 * hidden from screen readers, which read the same figures from the table after it; the CSV is
 * the server's, for a spreadsheet.
 */
export function RevenueChart({ days, previous, csvHref }: { days: DayFigures[]; previous: DayFigures[]; csvHref: string }) {
  const top = Math.max(1, ...days.map((day) => day.revenue_cents), ...previous.map((day) => day.revenue_cents));
  const slot = 10;
  const barHeight = (cents: number) => (Math.max(0, cents) / top) * HEIGHT;
  return (
    <figure className="relative rounded-xl border border-slate-200 p-4">
      <figcaption className="flex flex-wrap items-baseline justify-between gap-2">
        <span className="font-semibold">Revenue collected by day</span>
        <a href={csvHref} download className="text-sm font-semibold text-teal underline">
          Download CSV
        </a>
      </figcaption>
      <p aria-hidden="true" className="mt-2 text-xs text-slate-600">
        Highest: {formatCents(top)} · dark: this period, pale: the period before
      </p>
      <svg
        aria-hidden="true"
        focusable="false"
        viewBox={`0 0 ${days.length * slot} ${HEIGHT}`}
        preserveAspectRatio="none"
        className="mt-1 h-40 w-full border-b border-slate-300"
      >
        {days.map((day, index) => {
          const before = previous[index]?.revenue_cents ?? 0;
          return (
            <g key={day.date}>
              <rect
                x={index * slot + 1}
                width={slot - 2}
                y={HEIGHT - barHeight(before)}
                height={barHeight(before)}
                className="fill-slate-200"
              />
              <rect
                x={index * slot + 2.5}
                width={slot - 5}
                y={HEIGHT - barHeight(day.revenue_cents)}
                height={barHeight(day.revenue_cents)}
                className="fill-teal"
              />
            </g>
          );
        })}
      </svg>
      <p aria-hidden="true" className="mt-1 flex justify-between text-xs text-slate-600">
        <span>{shortDate(days[0]?.date ?? "")}</span>
        {days.length > 1 && <span>{shortDate(days[days.length - 1]?.date ?? "")}</span>}
      </p>
      {/* A table takes the width its cells need whatever its own width says, so the hiding box is a div around it. */}
      <div className="sr-only">
        <table>
          <caption>Revenue collected by day, with the same day of the period before</caption>
          <thead>
            <tr>
              <th scope="col">Day</th>
              <th scope="col">Revenue</th>
              <th scope="col">Bookings</th>
              <th scope="col">Period before</th>
            </tr>
          </thead>
          <tbody>
            {days.map((day, index) => (
              <tr key={day.date}>
                <th scope="row">{longDate(day.date)}</th>
                <td>{formatCents(day.revenue_cents)}</td>
                <td>{day.bookings_count}</td>
                <td>{formatCents(previous[index]?.revenue_cents ?? 0)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </figure>
  );
}
