import type { CrewCover } from "./crew-cover-api";
import type { StaffSchedule, TimeOff } from "./staff-hours";

/**
 * A staff member asks for time off in the work portal (the same fields as the owner's time
 * off, core/staff-hours.ts TimeOffSchema); the owner approves or declines it in the console.
 */

export const TIME_OFF_REQUEST_STATUSES = ["pending", "approved", "declined"] as const;
export type TimeOffRequestStatus = (typeof TIME_OFF_REQUEST_STATUSES)[number];

export interface TimeOffRequest extends Omit<TimeOff, "id"> {
  id: string;
  status: TimeOffRequestStatus;
}

/** GET /api/work/schedule: the caller's own areas, weekly hours, time off and requests. */
export interface MySchedule extends StaffSchedule {
  requests: TimeOffRequest[];
}

/** GET /api/admin/time-off-requests: the requests waiting for the owner, oldest first. */
export interface PendingTimeOffRequests {
  requests: (TimeOffRequest & { userId: string; name: string })[];
}

/** The owner's answer to one request; an approval carries what the new time off moved. */
export interface TimeOffDecision {
  request: TimeOffRequest;
  cover: CrewCover;
}
