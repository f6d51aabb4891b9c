import { useState, type FormEvent } from "react";
import { TimeOffRequests } from "./time-off-requests";
import { services } from "#core/catalogue";
import type { StaffList, StaffMember } from "#core/staff-api";
import { ApiRequestError, apiFetch } from "#client/lib/api";
import { useToast } from "#client/lib/toast";
import { Button } from "../ui/button";
import { TextField } from "../ui/fields";
import { useNow } from "#client/lib/clock";
import { formatInstant, LoadState, td, TableRegion, th } from "./admin-ui";
import { EVERY_MEMBER, matchesStaffFilter } from "#core/staff-filter";
import { StaffFilterFields } from "./staff-filter-fields";
import { StaffFreeFinder } from "./staff-free-finder";
import { StaffHoursForm } from "./staff-hours-form";
import { workSummary } from "./staff-work-summary";
import { useAdminQuery } from "./use-admin-query";

const titleOf = (id: string) => services.find((service) => service.id === id)?.title ?? id;
const ROLE_NAMES = { crew: "Crew", vendor: "Vendor" } as const;
/** An invited member has no access until they accept the emailed invitation, signed in to that address. */
const ACCOUNT_STATES = { invited: "Invited (not accepted yet)", active: "Active", deactivated: "Deactivated" } as const;

/** Crews and vendors: who they are, what they cover; invite a crew member, change services, deactivate. */
export function StaffPanel() {
  const staff = useAdminQuery<StaffList>("/api/admin/staff");
  const [editing, setEditing] = useState<StaffMember | null>(null);
  const [editingHours, setEditingHours] = useState<StaffMember | null>(null);
  const [filter, setFilter] = useState(EVERY_MEMBER);
  const everyone = staff.data?.staff ?? [];
  const shown = everyone.filter((member) => matchesStaffFilter(member, filter));
  if (editingHours) {
    return (
      <StaffHoursForm
        member={editingHours}
        onDone={() => {
          setEditingHours(null);
          staff.reload();
        }}
      />
    );
  }
  if (editing) {
    return (
      <ServicesForm
        member={editing}
        onDone={() => {
          setEditing(null);
          staff.reload();
        }}
      />
    );
  }
  return (
    <div className="space-y-8">
      <TimeOffRequests onDecided={staff.reload} />
      <InviteForm onInvited={staff.reload} />
      <StaffFreeFinder />
      <LoadState loading={!staff.data && staff.loading} error={staff.error} />
      {everyone.length > 0 && <StaffFilterFields filter={filter} onChange={setFilter} shown={shown.length} total={everyone.length} />}
      {staff.data && (
        <TableRegion label="Staff">
          <thead>
            <tr>
              {["Name", "Role", "Services", "Works", "Rating", "Account", ""].map((heading) => (
                <th key={heading} scope="col" className={th}>
                  {heading}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {shown.map((member) => (
              <StaffRow
                key={member.userId}
                member={member}
                onEdit={() => setEditing(member)}
                onEditHours={() => setEditingHours(member)}
                onChanged={staff.reload}
              />
            ))}
          </tbody>
        </TableRegion>
      )}
      {staff.data && !staff.data.staff.length && <p className="text-slate-600">No crew members or vendors yet.</p>}
    </div>
  );
}

function StaffRow({
  member,
  onEdit,
  onEditHours,
  onChanged,
}: {
  member: StaffMember;
  onEdit: () => void;
  onEditHours: () => void;
  onChanged: () => void;
}) {
  const toast = useToast();
  const now = useNow();
  const [busy, setBusy] = useState(false);
  const name = `${member.firstName} ${member.lastName}`.trim() || member.email;

  async function deactivate() {
    const consequences =
      member.status === "invited"
        ? "Their invitation stops working."
        : "Their work portal closes at once, and their future jobs go back to unassigned.";
    if (!window.confirm(`Deactivate ${name}? ${consequences} Their own account, as a customer, stays as it is.`)) return;
    setBusy(true);
    try {
      const result = await apiFetch(`/api/admin/staff/${encodeURIComponent(member.userId)}/deactivate`, { method: "POST" });
      toast({
        title: "Staff member deactivated",
        description: result.unassigned.length
          ? // A cleaning's reference is an id for the day view: it is named by its subscriber and day.
            `Unassigned: ${result.needs_crew
              .map((visit) =>
                visit.kind === "cleaning" ? `${visit.customerName}'s cleaning on ${visit.appointmentDate}` : visit.reference,
              )
              .join(", ")}. The business has been emailed.`
          : "They had no future jobs.",
      });
    } catch (error) {
      toast({ title: "Error", description: error instanceof Error ? error.message : String(error), variant: "destructive" });
    } finally {
      setBusy(false);
      onChanged();
    }
  }

  async function resend() {
    setBusy(true);
    try {
      await apiFetch(`/api/admin/staff/${encodeURIComponent(member.userId)}/invitation`, { method: "POST" });
      toast({ title: "Invitation sent again", description: `${member.email} has been emailed the invitation.` });
    } catch (error) {
      toast({ title: "Error", description: error instanceof Error ? error.message : String(error), variant: "destructive" });
    } finally {
      setBusy(false);
      onChanged();
    }
  }

  return (
    <tr>
      <td className={td}>
        {name}
        <span className="block text-slate-600">{member.email}</span>
      </td>
      <td className={td}>{ROLE_NAMES[member.role]}</td>
      <td className={td}>{member.serviceIds.map(titleOf).join(", ") || "None"}</td>
      <td className={td}>{workSummary(member)}</td>
      <td className={td}>
        {member.rating.average === null ? "No ratings yet" : `${member.rating.average} / 5 (${member.rating.count})`}
        {member.rating.latestComment && <span className="block text-slate-600">Latest: “{member.rating.latestComment}”</span>}
      </td>
      <td className={td}>
        {ACCOUNT_STATES[member.status]}
        {member.status === "invited" && (
          <span className="block text-slate-600">
            {member.invitationExpiresAt && Date.parse(member.invitationExpiresAt) > now.getTime()
              ? `Link works until ${formatInstant(member.invitationExpiresAt)}`
              : "Link expired"}
            {member.passwordSet ? "" : "; no password yet"}
          </span>
        )}
      </td>
      <td className={td}>
        {member.status !== "deactivated" && (
          <div className="flex flex-wrap gap-2">
            <Button size="xs" variant="outline" onClick={onEdit} aria-label={`Services of ${name}`}>
              Services
            </Button>
            <Button size="xs" variant="outline" onClick={onEditHours} aria-label={`Hours of ${name}`}>
              Hours
            </Button>
            {member.status === "invited" && (
              <Button size="xs" variant="outline" disabled={busy} onClick={() => void resend()} aria-label={`Send again to ${name}`}>
                Send again
              </Button>
            )}
            <Button size="xs" variant="danger-outline" disabled={busy} onClick={() => void deactivate()} aria-label={`Deactivate ${name}`}>
              Deactivate
            </Button>
          </div>
        )}
      </td>
    </tr>
  );
}

function InviteForm({ onInvited }: { onInvited: () => void }) {
  const toast = useToast();
  const [values, setValues] = useState({ firstName: "", lastName: "", email: "" });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  const field = (name: keyof typeof values) => ({
    value: values[name],
    error: errors[name],
    onChange: (event: { target: { value: string } }) => setValues((current) => ({ ...current, [name]: event.target.value })),
  });

  async function invite(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    try {
      const member = await apiFetch("/api/admin/staff/invitations", { method: "POST", body: values });
      toast({
        title: "Crew member invited",
        description: `${member.email} has been emailed an invitation. Their access starts when they accept it.`,
      });
      setValues({ firstName: "", lastName: "", email: "" });
      setErrors({});
      onInvited();
    } catch (error) {
      if (error instanceof ApiRequestError) setErrors(error.fields);
      toast({ title: "Error", description: error instanceof Error ? error.message : String(error), variant: "destructive" });
    } finally {
      setBusy(false);
    }
  }

  return (
    <form onSubmit={invite} aria-labelledby="invite-crew" className="rounded-2xl border border-slate-200 p-4">
      <h3 id="invite-crew" className="text-lg font-semibold">
        Invite a crew member
      </h3>
      <p className="text-sm text-slate-600">
        Vendors join through their application: approving it emails them an invitation. Either way, access starts only when the person
        accepts the invitation, signed in with that email.
      </p>
      <div className="mt-3 grid gap-3 sm:grid-cols-3">
        <TextField label="First name" autoComplete="off" {...field("firstName")} />
        <TextField label="Last name" autoComplete="off" {...field("lastName")} />
        <TextField label="Email" type="email" autoComplete="off" {...field("email")} />
      </div>
      <Button type="submit" size="sm" className="mt-3" disabled={busy}>
        Send invitation
      </Button>
    </form>
  );
}

function ServicesForm({ member, onDone }: { member: StaffMember; onDone: () => void }) {
  const toast = useToast();
  const [chosen, setChosen] = useState(new Set(member.serviceIds));
  const [busy, setBusy] = useState(false);
  const name = `${member.firstName} ${member.lastName}`.trim() || member.email;

  async function save(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    try {
      await apiFetch(`/api/admin/staff/${encodeURIComponent(member.userId)}/services`, {
        method: "PUT",
        body: { serviceIds: [...chosen] },
      });
      toast({ title: "Services saved", description: `${name} is offered these services.` });
      onDone();
    } catch (error) {
      toast({ title: "Error", description: error instanceof Error ? error.message : String(error), variant: "destructive" });
    } finally {
      setBusy(false);
    }
  }

  return (
    <form onSubmit={save}>
      <fieldset>
        <legend className="text-lg font-semibold">Services of {name}</legend>
        <div className="mt-3 grid gap-2 sm:grid-cols-2">
          {services.map((service) => (
            <label key={service.id} className="flex items-center gap-2">
              <input
                type="checkbox"
                checked={chosen.has(service.id)}
                onChange={(event) =>
                  setChosen((current) => {
                    const next = new Set(current);
                    if (event.target.checked) next.add(service.id);
                    else next.delete(service.id);
                    return next;
                  })
                }
              />
              {service.title}
            </label>
          ))}
        </div>
      </fieldset>
      <div className="mt-4 flex gap-2">
        <Button type="submit" size="sm" disabled={busy}>
          Save services
        </Button>
        <Button size="sm" variant="outline" onClick={onDone}>
          Back to staff
        </Button>
      </div>
    </form>
  );
}
