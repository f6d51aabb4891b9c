import type { StaffMember } from "#core/staff-api";
import { WEEKDAY_NAMES, WEEKDAYS } from "#core/staff-hours";

/** One line of where and when a member works, for the staff table: "Miami, FL · Monday 08:00-16:00 · 1 time off". */
export function workSummary(member: StaffMember): string {
  const days = WEEKDAYS.filter((day) => member.hours[day].length).map(
    (day) => `${WEEKDAY_NAMES[day].slice(0, 3)} ${member.hours[day].map((span) => `${span.start}-${span.end}`).join(", ")}`,
  );
  const parts = [member.areas.join(", ") || "No area", days.join("; ") || "No hours"];
  if (member.timeOff.length) parts.push(`${member.timeOff.length} time off`);
  return parts.join(" · ");
}
