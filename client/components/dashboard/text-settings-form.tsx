import { type FormEvent, useEffect, useState } from "react";
import { dashboardMessages } from "#core/i18n/messages/dashboard";
import { ApiRequestError, apiFetch } from "#client/lib/api";
import { useLocale } from "#client/lib/locale";
import { useToast } from "#client/lib/toast";
import { Button } from "../ui/button";
import { TextField } from "../ui/fields";

/**
 * The customer's mobile number and their consent to visit texts, asked apart from the
 * account and unticked until they tick it.
 */
export function TextSettingsForm() {
  const toast = useToast();
  const t = dashboardMessages[useLocale()];
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
        title: t.textSettingsSaved,
        description: saved.reminder_texts ? t.willText(saved.mobile_phone ?? "") : t.willNotText,
      });
    } catch (failure) {
      if (failure instanceof ApiRequestError && failure.fields.mobile_phone) setFieldError(failure.fields.mobile_phone);
      else toast({ title: t.error, description: failure instanceof Error ? failure.message : String(failure), variant: "destructive" });
    } finally {
      setBusy(false);
    }
  }

  return (
    <form onSubmit={save} noValidate className="mt-8 max-w-md" aria-labelledby="text-settings-title">
      <h3 id="text-settings-title" className="text-lg font-semibold">
        {t.textsHeading}
      </h3>
      <TextField
        label={t.mobileNumber}
        type="tel"
        autoComplete="tel"
        inputMode="tel"
        value={mobile}
        disabled={!loaded}
        onChange={(event) => setMobile(event.target.value)}
        hint={t.mobileHint}
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
        <span>{t.textsConsent}</span>
      </label>
      <Button type="submit" size="sm" className="mt-4" disabled={busy || !loaded}>
        {t.saveTextSettings}
      </Button>
    </form>
  );
}
