import { type FormEvent, useEffect, useState } from "react";
import { ApiRequestError, apiFetch } from "#client/lib/api";
import { useToast } from "#client/lib/toast";
import { Button } from "../ui/button";
import { TextField } from "../ui/fields";

/**
 * The customer's mobile number and their consent to visit texts, asked apart from the
 * account and unticked until they tick it.
 */
export function TextSettingsForm() {
  const toast = useToast();
  const [mobile, setMobile] = useState("");
  const [consent, setConsent] = useState(false);
  const [loaded, setLoaded] = useState(false);
  const [fieldError, setFieldError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    let current = true;
    apiFetch("/api/text-settings")
      .then((settings) => {
        if (!current) return;
        setMobile(settings.mobile_phone ?? "");
        setConsent(settings.reminder_texts);
        setLoaded(true);
      })
      .catch(() => current && setLoaded(true));
    return () => {
      current = false;
    };
  }, []);

  async function save(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    setFieldError(undefined);
    try {
      const saved = await apiFetch("/api/text-settings", { method: "PUT", body: { mobile_phone: mobile, reminder_texts: consent } });
      setMobile(saved.mobile_phone ?? "");
      toast({
        title: "Text settings saved",
        description: saved.reminder_texts ? `We will text ${saved.mobile_phone} about your visits.` : "We will not text you.",
      });
    } catch (failure) {
      if (failure instanceof ApiRequestError && failure.fields.mobile_phone) setFieldError(failure.fields.mobile_phone);
      else toast({ title: "Error", description: failure instanceof Error ? failure.message : String(failure), variant: "destructive" });
    } finally {
      setBusy(false);
    }
  }

  return (
    <form onSubmit={save} noValidate className="mt-8 max-w-md" aria-labelledby="text-settings-title">
      <h3 id="text-settings-title" className="text-lg font-semibold">
        Texts about your visits
      </h3>
      <TextField
        label="Mobile number"
        type="tel"
        autoComplete="tel"
        inputMode="tel"
        value={mobile}
        disabled={!loaded}
        onChange={(event) => setMobile(event.target.value)}
        hint="A US mobile number. We never text door or lockbox codes."
        error={fieldError}
        announceError
        className="mt-3"
      />
      <label className="mt-4 flex items-start gap-2 text-sm">
        <input
          type="checkbox"
          className="mt-1"
          checked={consent}
          disabled={!loaded}
          onChange={(event) => setConsent(event.target.checked)}
        />
        <span>
          Text me a reminder the day before each visit and when the crew is on the way. Message and data rates may apply; reply STOP to end
          texts.
        </span>
      </label>
      <Button type="submit" size="sm" className="mt-4" disabled={busy || !loaded}>
        Save text settings
      </Button>
    </form>
  );
}
