import { useState } from "react";
import type { AdminBuilding, AdminBuildingListResponse, BuildingInput } from "#core/buildings";
import { ApiRequestError, apiFetch } from "#client/lib/api";
import { useToast } from "#client/lib/toast";
import { ConfirmDialog } from "../confirm-dialog";
import { Button } from "../ui/button";
import { TextArea, TextField } from "../ui/fields";
import { LoadState } from "./admin-ui";
import { useAdminQuery } from "./use-admin-query";

type Draft = Record<keyof BuildingInput, string>;

const EMPTY: Draft = {
  name: "",
  street: "",
  city: "",
  zip: "",
  concierge_phone: "",
  service_elevator_hours: "",
  parking_instructions: "",
  entry_instructions: "",
  notes: "",
};

const FIELDS: { name: keyof Draft; label: string; long?: boolean }[] = [
  { name: "name", label: "Name" },
  { name: "street", label: "Street" },
  { name: "city", label: "City" },
  { name: "zip", label: "ZIP code" },
  { name: "concierge_phone", label: "Concierge desk phone" },
  { name: "service_elevator_hours", label: "Service elevator hours" },
  { name: "parking_instructions", label: "Parking instructions", long: true },
  { name: "entry_instructions", label: "Entry instructions", long: true },
  { name: "notes", label: "Notes", long: true },
];

function draftOf(building: AdminBuilding): Draft {
  return Object.fromEntries(FIELDS.map(({ name }) => [name, building[name] ?? ""])) as Draft;
}

/** The building directory: the communities the crews go to, with what the crew needs there. */
export function BuildingsPanel() {
  const toast = useToast();
  const list = useAdminQuery<AdminBuildingListResponse>("/api/admin/buildings");
  const [editing, setEditing] = useState<string | null>(null);
  const [draft, setDraft] = useState<Draft>(EMPTY);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  const [removing, setRemoving] = useState<AdminBuilding | null>(null);

  function startEdit(building: AdminBuilding | null) {
    setEditing(building?.id ?? null);
    setDraft(building ? draftOf(building) : EMPTY);
    setErrors({});
  }

  async function save() {
    setBusy(true);
    try {
      if (editing) await apiFetch(`/api/admin/buildings/${encodeURIComponent(editing)}`, { method: "PUT", body: draft });
      else await apiFetch("/api/admin/buildings", { method: "POST", body: draft });
      toast({ title: editing ? "Building updated" : "Building added", description: `${draft.name} is in the directory.` });
      startEdit(null);
      list.reload();
    } catch (error) {
      if (error instanceof ApiRequestError && Object.keys(error.fields).length > 0) setErrors(error.fields);
      else toast({ title: "Error", description: error instanceof Error ? error.message : "Could not save.", variant: "destructive" });
    } finally {
      setBusy(false);
    }
  }

  async function remove(building: AdminBuilding) {
    setRemoving(null);
    try {
      await apiFetch(`/api/admin/buildings/${encodeURIComponent(building.id)}`, { method: "DELETE" });
      toast({ title: "Building removed", description: `${building.name} is no longer offered in the forms.` });
      if (editing === building.id) startEdit(null);
      list.reload();
    } catch (error) {
      toast({ title: "Error", description: error instanceof Error ? error.message : "Could not remove.", variant: "destructive" });
    }
  }

  return (
    <div className="space-y-8">
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void save();
        }}
        className="rounded-xl border border-slate-200 p-4"
      >
        <h3 className="text-lg font-semibold">{editing ? `Edit ${draft.name || "building"}` : "Add a building"}</h3>
        <div className="mt-3 grid gap-4 sm:grid-cols-2">
          {FIELDS.map((field) =>
            field.long ? (
              <TextArea
                key={field.name}
                className="sm:col-span-2"
                label={field.label}
                rows={2}
                value={draft[field.name]}
                onChange={(event) => setDraft({ ...draft, [field.name]: event.target.value })}
                error={errors[field.name]}
              />
            ) : (
              <TextField
                key={field.name}
                label={field.label}
                value={draft[field.name]}
                onChange={(event) => setDraft({ ...draft, [field.name]: event.target.value })}
                error={errors[field.name]}
              />
            ),
          )}
        </div>
        <div className="mt-4 flex flex-wrap gap-2">
          <Button type="submit" disabled={busy}>
            {editing ? "Save building" : "Add building"}
          </Button>
          {editing && (
            <Button variant="secondary" onClick={() => startEdit(null)}>
              Cancel editing
            </Button>
          )}
        </div>
      </form>

      <LoadState loading={list.loading && !list.data} error={list.error} />
      {list.data && list.data.buildings.length === 0 && <p className="text-sm text-slate-600">No buildings yet.</p>}
      {list.data && list.data.buildings.length > 0 && (
        <ul className="grid gap-3 sm:grid-cols-2" aria-label="Buildings">
          {list.data.buildings.map((building) => (
            <li key={building.id} data-testid="building" className="rounded-xl border border-slate-200 p-4 text-sm">
              <h3 className="font-semibold">{building.name}</h3>
              <p>
                {building.street}, {building.city}, FL {building.zip}
                {building.area ? ` · ${building.area}` : ""}
              </p>
              {building.concierge_phone && <p>Concierge desk: {building.concierge_phone}</p>}
              {building.service_elevator_hours && <p>Service elevator: {building.service_elevator_hours}</p>}
              {building.parking_instructions && <p>Parking: {building.parking_instructions}</p>}
              {building.entry_instructions && <p>Entry: {building.entry_instructions}</p>}
              {building.notes && <p>Notes: {building.notes}</p>}
              <div className="mt-2 flex gap-2">
                <Button size="sm" variant="secondary" onClick={() => startEdit(building)} aria-label={`Edit ${building.name}`}>
                  Edit
                </Button>
                <Button size="sm" variant="danger-outline" onClick={() => setRemoving(building)} aria-label={`Remove ${building.name}`}>
                  Remove
                </Button>
              </div>
            </li>
          ))}
        </ul>
      )}
      <ConfirmDialog
        open={removing !== null}
        title="Remove this building?"
        message={`${removing?.name ?? ""} will no longer be offered in the booking form. Bookings keep their address.`}
        confirmLabel="Remove building"
        cancelLabel="Keep it"
        destructive
        onConfirm={() => removing && void remove(removing)}
        onCancel={() => setRemoving(null)}
      />
    </div>
  );
}
