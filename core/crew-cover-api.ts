/** What became of the visits of a member who cannot come (time off, deactivated). */

/** A booking, or a subscription cleaning (whose reference is its day view id, "<schedule id>@<date>"). */
export type CoveredVisitKind = "booking" | "cleaning";

/** A visit handed to another free member. */
export interface MovedVisit {
  kind: CoveredVisitKind;
  reference: string;
  serviceTitle: string;
  appointmentDate: string;
  appointmentTime: string;
  /** Who has it now. */
  memberName: string;
}

/** A visit no other member is free for: the owner finds someone, with the customer's contact at hand. */
export interface VisitNeedingCrew {
  /** Absent from emails stored before cleanings were handed over: a booking. */
  kind?: CoveredVisitKind;
  reference: string;
  serviceTitle: string;
  appointmentDate: string;
  appointmentTime: string;
  customerName: string;
  customerPhone: string;
  customerEmail: string;
}

export interface CrewCover {
  moved: MovedVisit[];
  needs_crew: VisitNeedingCrew[];
}
