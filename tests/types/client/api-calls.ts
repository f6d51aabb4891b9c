import type { AdminBookingList, AdminVendorList } from "#core/admin-api";
import type { BookingResponse } from "#core/booking-schema";
import { apiFetch } from "#client/lib/api";
import type { GetUrlAnswering } from "#client/lib/api-call-types";

/**
 * What the typed apiFetch lets through and what it refuses: compiled by `npm run typecheck`,
 * never run. Each @ts-expect-error line must fail to compile; if it compiled, the build
 * would fail here. The bodies written out in full fail as soon as a schema field is renamed.
 */
export async function apiCallsTypeTest(reference: string) {
  const booking = {
    service_id: "deep-cleaning",
    appointment_date: "2026-12-01",
    appointment_time: "10:00 AM",
    customer_name: "Ana Lima",
    customer_email: "ana@example.com",
    customer_phone: "305 555 0100",
    service_address: "100 Las Olas Blvd, Fort Lauderdale",
    special_notes: null,
  };

  // The answer's type comes from the route, with no type argument.
  const answer: BookingResponse = await apiFetch("/api/bookings", { method: "POST", body: booking });
  void answer;

  // A body field named as it was before a rename (or misspelt) does not compile...
  await apiFetch("/api/bookings", {
    method: "POST",
    body: {
      service_id: "deep-cleaning",
      appointment_date: "2026-12-01",
      appointment_time: "10:00 AM",
      // @ts-expect-error 'customerName' is not a field of BookingRequestSchema (customer_name is)
      customerName: "Ana Lima",
      customer_email: "ana@example.com",
      customer_phone: "305 555 0100",
      service_address: "100 Las Olas Blvd, Fort Lauderdale",
    },
  });
  // @ts-expect-error 'decison' is not a field of VendorDecisionSchema
  await apiFetch(`/api/admin/vendor-applications/${reference}/decision`, { method: "POST", body: { decison: "approved" } });
  // ...nor in a body built elsewhere, where the schema would have dropped it without a word.
  const renamed = { ...booking, notes: "Gate code 1234" };
  // @ts-expect-error 'notes' is not a field of BookingRequestSchema
  await apiFetch("/api/bookings", { method: "POST", body: renamed });
  await apiFetch("/api/subscription/checkout", {
    method: "POST",
    // @ts-expect-error 'when' is not a field of firstCleaning
    body: { package: "1bed1bath", firstCleaning: { date: "2026-12-01", time: "10:00 AM", when: "now" }, ...contact() },
  });

  // A value the schema refuses, or a missing field, does not compile.
  // @ts-expect-error "maybe" is not a decision
  await apiFetch(`/api/admin/vendor-applications/${reference}/decision`, { method: "POST", body: { decision: "maybe" } });
  // @ts-expect-error package is required
  await apiFetch("/api/subscription/change", { method: "POST", body: {} });

  // A route that reads no body takes none.
  // @ts-expect-error DELETE /api/schedules/:id reads no body
  await apiFetch(`/api/schedules/${reference}`, { method: "DELETE", body: {} });
  // @ts-expect-error POST /api/subscription/portal reads no body
  await apiFetch("/api/subscription/portal", { method: "POST", body: {} });

  // An address and method must name a route of core/api-routes.ts; GET is the only method left out.
  // @ts-expect-error no such route
  await apiFetch("/api/bookings/list");
  // @ts-expect-error POST /api/bookings needs its method written out
  await apiFetch("/api/bookings", { body: booking });
  // @ts-expect-error no PUT /api/schedules/:id
  await apiFetch(`/api/schedules/${reference}`, { method: "PUT", body: { scheduled_date: "2026-12-01", scheduled_time: "10:00 AM" } });
  // @ts-expect-error GET /api/me reads no query
  await apiFetch("/api/me?fresh=1");
  const action = reference ? "cancel" : "reschedule";
  // @ts-expect-error one call may reach two routes with different bodies
  await apiFetch(`/api/my-bookings/${reference}/${action}`, { method: "POST" });

  // The answer is the route's: no field it does not have.
  const state = await apiFetch("/api/subscription");
  // @ts-expect-error SubscriptionState has no 'plan'
  void state.plan;

  // A hook that names its answer gets only the addresses that give it.
  const list: GetUrlAnswering<AdminBookingList> = `/api/admin/bookings?page=${2}`;
  // @ts-expect-error the bookings list is not the vendors list
  const wrong: GetUrlAnswering<AdminVendorList> = `/api/admin/bookings?page=${2}`;
  return [list, wrong];
}

function contact() {
  return { name: "Ana Lima", email: "ana@example.com", phone: "305 555 0100", address: "100 Las Olas Blvd" };
}
