import { z } from "zod";
import { calendarDateField } from "./date-fields";
import type { ServiceLocation } from "./services/areas";

/** The owner's board asks for one New York day. */
export const DayBoardQuerySchema = z.object({
  date: calendarDateField("Please enter a date like 2027-01-12."),
});

/** A span of a day in minutes after midnight, New York time. */
export interface MinuteSpan {
  start: number;
  end: number;
}

/** A booking, or one visit of a subscriber's cleaning schedule (which has no booking page). */
export type BoardVisitKind = "booking" | "cleaning";

/** A visit a member holds that day. */
export interface BoardVisit extends MinuteSpan {
  kind: BoardVisitKind;
  /** A booking's reference, or a cleaning's visit id ("<schedule id>@<date>"). */
  reference: string;
  customerName: string;
  title: string;
  /** The slot's label ("2:00 PM"). */
  time: string;
  area: ServiceLocation | null;
  status: string;
}

/** One row of the board: an active member, their hours, time off and visits that day. */
export interface BoardMember {
  userId: string;
  name: string;
  role: "crew" | "vendor";
  areas: ServiceLocation[];
  /** The catalogue services they do, for the board's filter by service. */
  serviceIds: string[];
  shifts: MinuteSpan[];
  timeOff: MinuteSpan[];
  visits: BoardVisit[];
}

/** A visit of the day nobody holds: listed apart, to be given to someone. */
export interface BoardUnstaffedVisit {
  kind: BoardVisitKind;
  /** As BoardVisit's. */
  reference: string;
  title: string;
  time: string;
  area: ServiceLocation | null;
  customerName: string;
}

export interface DayBoardResponse {
  date: string;
  /** The day's opening hours, the board's columns; equal when the business is closed that weekday. */
  opens: number;
  closes: number;
  members: BoardMember[];
  needsCrew: BoardUnstaffedVisit[];
}
