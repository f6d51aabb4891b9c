import type { ScheduleVisitMembersResponse, VisitMembersResponse } from "#core/visit-members-api";
import { apiFetch } from "#client/lib/api";
import type { MemberChoiceTarget } from "./visit-member-choice";

/** The member choice of one booking, by its reference. */
export function bookingTarget(reference: string): MemberChoiceTarget {
  const ref = encodeURIComponent(reference);
  return {
    name: reference,
    // The path also fits the booking's own route's pattern, so the answer is named here.
    load: async () => (await apiFetch(`/api/admin/bookings/${ref}/members`)) as VisitMembersResponse,
    give: async (providerId) => {
      const result = await apiFetch(`/api/admin/bookings/${ref}/provider`, { method: "PUT", body: { providerId } });
      return result.booking.crewName ?? "";
    },
  };
}

/** The member choice of one subscription cleaning, by the day view's visit id ("<schedule id>@<date>"). */
export function cleaningTarget(visitId: string, which: string): MemberChoiceTarget {
  const id = encodeURIComponent(visitId);
  return {
    name: `the cleaning of ${which}`,
    load: async () => (await apiFetch(`/api/admin/schedule-visits/${id}/members`)) as ScheduleVisitMembersResponse,
    give: async (providerId) => (await apiFetch(`/api/admin/schedule-visits/${id}/crew`, { method: "PUT", body: { providerId } })).crewName,
  };
}
