import { useState, type FormEvent } from "react";
import type { AdminBookingDetail } from "#core/admin-api";
import type { StaffList } from "#core/staff-api";
import { apiFetch } from "#client/lib/api";
import { useToast } from "#client/lib/toast";
import { Button } from "../ui/button";
import { Select } from "../ui/fields";
import { useAdminQuery } from "./use-admin-query";

const ROLE_NAMES = { crew: "Crew", vendor: "Vendor" } as const;

/**
 * Sends a booking to a staff account (crew member or vendor), replacing whoever had it. Those
 * who cover the booking's service are listed first; the admin may still choose anyone active.
 */
export function ProviderForm({ detail, onAssigned }: { detail: AdminBookingDetail; onAssigned: (next: AdminBookingDetail) => void }) {
  const toast = useToast();
  const staff = useAdminQuery<StaffList>("/api/admin/staff");
  const { booking } = detail;
  const [providerId, setProviderId] = useState(booking.providerId ?? "");
  const [busy, setBusy] = useState(false);
  const active = (staff.data?.staff ?? []).filter((member) => member.active);
  const covers = (member: (typeof active)[number]) => member.serviceIds.includes(booking.serviceId);
  const ordered = [...active.filter(covers), ...active.filter((member) => !covers(member))];

  async function assign(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    try {
      const result = await apiFetch(`/api/admin/bookings/${encodeURIComponent(booking.reference)}/provider`, {
        method: "PUT",
        body: { providerId },
      });
      onAssigned(result);
      toast({ title: "Provider assigned", description: `${result.booking.crewName} is on ${booking.reference}.` });
    } catch (error) {
      toast({ title: "Error", description: error instanceof Error ? error.message : String(error), variant: "destructive" });
    } finally {
      setBusy(false);
    }
  }

  return (
    <form onSubmit={assign} aria-label="Assign a provider" className="flex flex-wrap items-end gap-2">
      <Select
        label="Provider"
        value={providerId}
        onChange={(event) => setProviderId(event.target.value)}
        className="min-w-0 flex-1"
        hint={staff.error ?? (staff.data && !active.length ? "No active staff yet: invite crew members in the Staff tab." : undefined)}
      >
        <option value="">Choose a crew member or vendor</option>
        {ordered.map((member) => (
          <option key={member.userId} value={member.userId}>
            {`${member.firstName} ${member.lastName}`.trim() || member.email} ({ROLE_NAMES[member.role]}
            {covers(member) ? "" : ", does not list this service"})
          </option>
        ))}
      </Select>
      <Button type="submit" variant="secondary" size="sm" disabled={busy || !providerId || providerId === booking.providerId}>
        Assign provider
      </Button>
    </form>
  );
}
