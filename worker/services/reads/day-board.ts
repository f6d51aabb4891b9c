import { sql } from "drizzle-orm";
import type { BoardMember, BoardUnstaffedVisit, BoardVisit, DayBoardResponse, MinuteSpan } from "#core/day-board-api";
import { openingMinutes, WEEKDAY_NUMBER, WEEKDAYS } from "#core/staff-hours";
import type { ServiceLocation } from "#core/services/areas";
import { slotHour, slotLabel } from "#core/time-slots";
import type { Database } from "#worker/db/client";
import { runBatch } from "#worker/db/raw-batch";
import { PLACE_HOLDING_STATUSES } from "../capacity/slot-capacity";
import { boardCleanings } from "./day-board-cleanings";

interface MemberRow {
  userId: string;
  name: string;
  role: "crew" | "vendor";
  /** JSON, as staff_members stores it. */
  serviceIds: string;
}
type SpanRow = MinuteSpan & { userId: string };
type AreaRow = { userId: string; area: ServiceLocation };
interface VisitRow {
  userId: string | null;
  reference: string;
  title: string;
  time: string;
  lengthHours: number;
  area: ServiceLocation | null;
  status: string;
  customerName: string;
}

/**
 * The owner's board for one New York day: each active member's shift, time off and visits,
 * and the visits nobody holds: bookings, and subscription cleanings (read beside them, as the
 * day view finds them and their members). One batch of five small reads, each on an
 * indexed column of the day or of the active members, for the bookings and the team.
 */
export async function dayBoard(db: Database, date: string): Promise<DayBoardResponse> {
  const weekdayNumber = new Date(`${date}T12:00:00Z`).getUTCDay();
  const weekday = WEEKDAYS.find((day) => WEEKDAY_NUMBER[day] === weekdayNumber) ?? "mon";
  const cleanings = boardCleanings(db, date);
  const [members, shifts, areas, timeOff, visits] = await runBatch(db, [
    sql`SELECT m.user_id AS userId, COALESCE(NULLIF(TRIM(u.first_name || ' ' || u.last_name), ''), u.email) AS name, m.role AS role,
        m.service_ids AS serviceIds
      FROM staff_members m JOIN users u ON u.id = m.user_id WHERE m.active = 1 ORDER BY name, m.user_id`,
    sql`SELECT sh.user_id AS userId, sh.start_minute AS start, sh.end_minute AS "end"
      FROM staff_shifts sh JOIN staff_members m ON m.user_id = sh.user_id WHERE m.active = 1 AND sh.weekday = ${weekdayNumber}`,
    sql`SELECT a.user_id AS userId, a.area AS area FROM staff_areas a JOIN staff_members m ON m.user_id = a.user_id WHERE m.active = 1`,
    sql`SELECT o.user_id AS userId, o.start_minute AS start, o.end_minute AS "end"
      FROM staff_time_off o WHERE o.to_date >= ${date} AND o.from_date <= ${date}`,
    sql`SELECT given.provider_id AS userId, b.reference AS reference, b.service_title AS title, b.appointment_time AS time,
        b.length_hours AS lengthHours, b.area AS area, b.status AS status, b.customer_name AS customerName
      FROM bookings b LEFT JOIN crew_assignments given ON given.visit_type = 'booking' AND given.visit_id = b.id
      WHERE b.appointment_date = ${date} AND b.status IN (${PLACE_HOLDING_STATUSES}) ORDER BY b.starts_at, b.reference`,
  ]);
  const rows = <T>(result: D1Result | undefined) => (result?.results ?? []) as T[];
  const ofMember = <T extends { userId: string | null }>(list: T[], userId: string) => list.filter((row) => row.userId === userId);
  const visitRows = rows<VisitRow>(visits);
  const toVisit = (row: VisitRow): BoardVisit => {
    const start = slotHour(row.time) * 60;
    return {
      kind: "booking",
      reference: row.reference,
      customerName: row.customerName,
      title: row.title,
      time: slotLabel(row.time),
      area: row.area,
      status: row.status,
      start,
      end: start + Math.max(1, row.lengthHours) * 60,
    };
  };
  const span = ({ start, end }: SpanRow): MinuteSpan => ({ start, end });
  const boardMembers: BoardMember[] = rows<MemberRow>(members).map((member) => ({
    ...member,
    serviceIds: JSON.parse(member.serviceIds) as string[],
    areas: ofMember(rows<AreaRow>(areas), member.userId).map((row) => row.area),
    shifts: ofMember(rows<SpanRow>(shifts), member.userId).map(span),
    timeOff: ofMember(rows<SpanRow>(timeOff), member.userId).map(span),
    visits: ofMember(visitRows, member.userId).map(toVisit),
  }));
  const onBoard = new Set(boardMembers.map((member) => member.userId));
  const subscriptionCleanings = await cleanings;
  for (const member of boardMembers) {
    const theirs = subscriptionCleanings.filter((cleaning) => cleaning.userId === member.userId).map((cleaning) => cleaning.visit);
    if (theirs.length > 0) member.visits = [...member.visits, ...theirs].sort((a, b) => a.start - b.start);
  }
  const needsCrew: BoardUnstaffedVisit[] = [
    ...visitRows
      .filter((row) => row.userId === null || !onBoard.has(row.userId))
      .map(({ reference, title, time, area, customerName }) => ({
        kind: "booking" as const,
        reference,
        title,
        time: slotLabel(time),
        area,
        customerName,
      })),
    ...subscriptionCleanings
      .filter((cleaning) => cleaning.userId === null || !onBoard.has(cleaning.userId))
      .map(({ visit: { kind, reference, title, time, area, customerName } }) => ({ kind, reference, title, time, area, customerName })),
  ];
  const { opens, closes } = openingMinutes(weekday);
  return { date, opens, closes, members: boardMembers, needsCrew };
}
