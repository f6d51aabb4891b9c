import { type FormEvent, useEffect, useState } from "react";
import { dashboardMessages } from "#core/i18n/messages/dashboard";
import type { SavedAddress } from "#core/saved-addresses";
import { ApiRequestError, apiFetch } from "#client/lib/api";
import { useLocale } from "#client/lib/locale";
import { useToast } from "#client/lib/toast";
import { ConfirmDialog } from "../confirm-dialog";
import { Button } from "../ui/button";
import { TextField } from "../ui/fields";

/**
 * The customer's saved addresses: the last ones booked, offered in the booking and
 * subscription forms. Each can be named ("Home") or taken off the list; the bookings made
 * there keep their address.
 */
export function AddressesTab() {
  const toast = useToast();
  const t = dashboardMessages[useLocale()];
  const [addresses, setAddresses] = useState<SavedAddress[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [version, setVersion] = useState(0);
  const [removing, setRemoving] = useState<SavedAddress | null>(null);

  // biome-ignore lint/correctness/useExhaustiveDependencies: `version` is the reload trigger, read by no line inside
  useEffect(() => {
    let current = true;
    apiFetch("/api/saved-addresses")
      .then((answer) => current && setAddresses(answer.addresses))
      .catch((failure: unknown) => current && setError(failure instanceof Error ? failure.message : String(failure)));
    return () => {
      current = false;
    };
  }, [version]);

  async function remove(address: SavedAddress) {
    setRemoving(null);
    try {
      await apiFetch(`/api/saved-addresses/${encodeURIComponent(address.id)}`, { method: "DELETE" });
      toast({ title: t.addressRemoved, description: t.addressNoLongerOffered(address.line) });
      setVersion((count) => count + 1);
    } catch (failure) {
      toast({ title: t.error, description: failure instanceof Error ? failure.message : String(failure), variant: "destructive" });
    }
  }

  return (
    <div>
      <h2 className="text-xl font-semibold">{t.savedAddresses}</h2>
      <p className="mt-1 text-sm text-slate-600">{t.savedAddressesIntro}</p>
      {error && (
        <p role="alert" className="mt-4 rounded-lg bg-red-50 p-3 text-sm text-red-900">
          {error}
        </p>
      )}
      {!addresses && !error && (
        <p role="status" className="mt-4 text-sm text-slate-600">
          {t.loading}
        </p>
      )}
      {addresses?.length === 0 && <p className="mt-4 text-sm text-slate-600">{t.noSavedAddresses}</p>}
      {addresses && addresses.length > 0 && (
        <ul className="mt-4 space-y-3" aria-label={t.savedAddresses}>
          {addresses.map((address) => (
            <SavedAddressItem key={address.id} address={address} onRemove={() => setRemoving(address)} />
          ))}
        </ul>
      )}
      <ConfirmDialog
        open={removing !== null}
        title={t.removeAddressQuestion}
        message={t.removeAddressMessage(removing?.line ?? "")}
        confirmLabel={t.removeAddress}
        cancelLabel={t.keepIt}
        destructive
        onConfirm={() => removing && void remove(removing)}
        onCancel={() => setRemoving(null)}
      />
    </div>
  );
}

function SavedAddressItem({ address, onRemove }: { address: SavedAddress; onRemove: () => void }) {
  const toast = useToast();
  const t = dashboardMessages[useLocale()];
  const [label, setLabel] = useState(address.label ?? "");
  const [saved, setSaved] = useState(address.label);
  const [fieldError, setFieldError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);
  const name = saved ?? address.line;

  async function rename(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    setFieldError(undefined);
    try {
      const renamed = await apiFetch(`/api/saved-addresses/${encodeURIComponent(address.id)}`, { method: "PATCH", body: { label } });
      setSaved(renamed.label);
      toast({ title: t.addressRenamed, description: renamed.label ? t.savedAs(renamed.label) : t.nameCleared });
    } catch (failure) {
      if (failure instanceof ApiRequestError && failure.fields.label) setFieldError(failure.fields.label);
      else toast({ title: t.error, description: failure instanceof Error ? failure.message : String(failure), variant: "destructive" });
    } finally {
      setBusy(false);
    }
  }

  return (
    <li data-testid="saved-address" className="rounded-xl border border-slate-200 p-4 text-sm">
      {saved && <p className="font-semibold">{saved}</p>}
      <p className="break-words">{address.line}</p>
      <form onSubmit={rename} noValidate className="mt-3 flex flex-wrap items-end gap-2">
        <TextField
          label={t.nameThisAddress}
          value={label}
          maxLength={40}
          placeholder={t.addressNamePlaceholder}
          onChange={(event) => setLabel(event.target.value)}
          error={fieldError}
          className="min-w-0 flex-1"
        />
        <Button type="submit" size="sm" variant="secondary" disabled={busy}>
          {t.saveName}
          <span className="sr-only">: {name}</span>
        </Button>
        <Button size="sm" variant="danger-outline" onClick={onRemove}>
          {t.remove}
          <span className="sr-only">: {name}</span>
        </Button>
      </form>
    </li>
  );
}
