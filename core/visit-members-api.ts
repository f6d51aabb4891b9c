/** The admin's choice of who does one booking: its service's members in its area, and whether each is free then. */
export interface VisitMember {
  userId: string;
  name: string;
  role: "crew" | "vendor";
  /** On shift for the whole visit, not off, and given no other visit that overlaps it. */
  free: boolean;
}

export interface VisitMembersResponse {
  reference: string;
  /** The member the booking is given to now, if any. */
  providerId: string | null;
  /** Free members first, then the rest, each by name. */
  members: VisitMember[];
}
