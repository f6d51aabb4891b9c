import type { DayVisit } from "#core/admin-api";
import type { AddressParts } from "#core/service-address";
import type { Database } from "../db/client";

/** A visit the crews go to, whatever created it. `source` is also its crew assignment's visit type. */
export interface Visit extends Omit<DayVisit, "crewName" | "needsCrew" | "place" | "reminderFailed"> {
  /** A booking's address parts and sealed way in, opened only when the admin's view is built. */
  place?: { area: string | null; parts: AddressParts; accessNotesSealed: string | null };
  /** yyyy-MM-dd in New York. */
  date: string;
  /** Slot label, e.g. "10:00 AM". */
  time: string;
  /** Hours the visit holds its member, where the source knows it (a schedule visit's plan). */
  lengthHours?: number;
}

/**
 * Visits that take a crew between two New York dates (inclusive); cancelled ones are left
 * out. The day view reads one source per kind of visit; the sources do not know the view.
 */
export type VisitSource = (db: Database, from: string, to: string) => Promise<Visit[]>;
