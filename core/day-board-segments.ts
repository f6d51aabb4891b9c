import type { BoardMember, BoardVisit, MinuteSpan } from "./day-board-api";

/** What a member's row shows over a stretch of the day. */
export type BoardSegment = (MinuteSpan & { kind: "visit"; visit: BoardVisit }) | (MinuteSpan & { kind: "free" | "time-off" | "off-shift" });

/**
 * A member's day from opening to closing as consecutive segments: their visits, their time
 * off, the hours they are on shift and free (the gaps the owner can still fill), and the
 * rest off shift. A visit wins over time off (it was given before the time off and still
 * needs covering), time off over shift hours.
 */
export function boardSegments(member: BoardMember, opens: number, closes: number): BoardSegment[] {
  const within = (span: MinuteSpan, minute: number) => span.start <= minute && minute < span.end;
  const kindAt = (minute: number): Exclude<BoardSegment["kind"], "visit"> | BoardVisit => {
    const visit = member.visits.find((entry) => within(entry, minute));
    if (visit) return visit;
    if (member.timeOff.some((span) => within(span, minute))) return "time-off";
    return member.shifts.some((span) => within(span, minute)) ? "free" : "off-shift";
  };
  // Every edge where what the row shows may change, in order.
  const edges = [
    ...new Set(
      [opens, closes, ...[...member.visits, ...member.timeOff, ...member.shifts].flatMap((span) => [span.start, span.end])]
        .map((minute) => Math.min(closes, Math.max(opens, minute)))
        .sort((a, b) => a - b),
    ),
  ];
  const segments: BoardSegment[] = [];
  for (let index = 0; index + 1 < edges.length; index += 1) {
    const start = edges[index]!;
    const end = edges[index + 1]!;
    const what = kindAt(start);
    const last = segments.at(-1);
    if (typeof what === "string") {
      if (last && last.kind === what && last.end === start) last.end = end;
      else segments.push({ kind: what as Exclude<BoardSegment["kind"], "visit">, start, end });
    } else if (last?.kind === "visit" && last.visit === what) {
      last.end = end;
    } else {
      segments.push({ kind: "visit", visit: what, start, end });
    }
  }
  return segments;
}

/** "2:00 PM" for 840 minutes after midnight. */
export function clockLabel(minutes: number): string {
  const hour = Math.floor(minutes / 60) % 24;
  const minute = String(minutes % 60).padStart(2, "0");
  return `${hour % 12 === 0 ? 12 : hour % 12}:${minute} ${hour < 12 ? "AM" : "PM"}`;
}
