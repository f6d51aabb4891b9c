import { useEffect, useId, useRef, useState, type FormEvent } from "react";
import { useSearchParams } from "react-router";
import { ResetPasswordSchema } from "#core/auth-schemas";
import { localeOfPath, localizedPath } from "#core/i18n/locale";
import { authErrorWords } from "#core/i18n/messages/auth-errors";
import { authFormErrorWords } from "#core/i18n/messages/auth-form-errors";
import { resetPasswordPageMessages } from "#core/i18n/messages/reset-password-page";
import { Button, ButtonLink } from "../components/ui/button";
import { TextField } from "../components/ui/fields";
import { ApiRequestError, apiFetch } from "../lib/api";
import { useLocale } from "../lib/locale";
import { useToast } from "../lib/toast";
import { privatePageMeta } from "../lib/seo";

export function meta({ location }: { location: { pathname: string } }) {
  return privatePageMeta(resetPasswordPageMessages[localeOfPath(location.pathname)].title);
}

type State = "form" | "expired" | "done";

/** Where the emailed reset link lands: ?token= to choose a password, ?error= when the link is dead. */
export default function ResetPasswordPage() {
  const locale = useLocale();
  const t = resetPasswordPageMessages[locale];
  const [params] = useSearchParams();
  const token = params.get("token") ?? "";
  const [state, setState] = useState<State>(token && !params.get("error") ? "form" : "expired");
  const headingRef = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    if (state !== "form") headingRef.current?.focus();
  }, [state]);

  return (
    <section className="mx-auto max-w-md px-4 py-16">
      <h1 ref={headingRef} tabIndex={-1} className="mb-6 text-center font-serif text-3xl font-semibold outline-none">
        {state === "done" ? t.doneHeading : t.heading}
      </h1>
      <div className="rounded-2xl border border-slate-200 p-6 shadow-sm">
        {state === "form" && <NewPasswordForm token={token} onDone={setState} />}
        {state === "expired" && (
          <p role="alert" className="text-slate-700">
            {authErrorWords[locale].deadLink}
          </p>
        )}
        {state === "done" && <p className="text-slate-700">{t.doneText}</p>}
        {state !== "form" && (
          <ButtonLink to={localizedPath("/auth", locale)} size="lg" className="mt-6 block w-full">
            {state === "done" ? t.signIn : t.backToSignIn}
          </ButtonLink>
        )}
      </div>
    </section>
  );
}

function NewPasswordForm({ token, onDone }: { token: string; onDone: (state: State) => void }) {
  const id = useId();
  const toast = useToast();
  const locale = useLocale();
  const t = resetPasswordPageMessages[locale];
  // The form checks before sending with the API's own schema, whose messages are English.
  const say = (message: string) => authFormErrorWords[locale][message] ?? message;
  const [password, setPassword] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (saving) return;
    const parsed = ResetPasswordSchema.safeParse({ newPassword: password, token });
    if (!parsed.success) {
      const message = parsed.error.issues[0]?.message;
      setError(message ? say(message) : t.choosePassword);
      return;
    }
    setError(null);
    setSaving(true);
    try {
      await apiFetch("/api/auth/reset-password", { method: "POST", body: parsed.data });
      toast({ title: t.changedTitle, description: t.changedText });
      onDone("done");
    } catch (failure) {
      if (failure instanceof ApiRequestError && failure.code === "INVALID_TOKEN") return onDone("expired");
      const message = failure instanceof Error ? failure.message : String(failure);
      setError(failure instanceof ApiRequestError ? (failure.fields.newPassword ?? message) : message);
    } finally {
      setSaving(false);
    }
  }

  return (
    <form onSubmit={submit} noValidate className="space-y-4" aria-label={t.formLabel}>
      <TextField
        id={`${id}-password`}
        name="newPassword"
        label={t.newPassword}
        type="password"
        required
        autoComplete="new-password"
        minLength={8}
        value={password}
        onChange={(event) => setPassword(event.target.value)}
        hint={t.hint}
        error={error}
        announceError
      />
      <Button type="submit" size="lg" disabled={saving} className="w-full">
        {saving ? t.saving : t.save}
      </Button>
    </form>
  );
}
