import { useEffect, useId, useRef, useState, type FormEvent } from "react";
import { useSearchParams } from "react-router";
import { EXPIRED_LINK_MESSAGE, ResetPasswordSchema } from "#core/auth-schemas";
import { Button, ButtonLink } from "../components/ui/button";
import { TextField } from "../components/ui/fields";
import { ApiRequestError, apiFetch } from "../lib/api";
import { useToast } from "../lib/toast";
import { privatePageMeta } from "../lib/seo";

export function meta() {
  return privatePageMeta("Choose a New Password");
}

type State = "form" | "expired" | "done";

/** Where the emailed reset link lands: ?token= to choose a password, ?error= when the link is dead. */
export default function ResetPasswordPage() {
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
        {state === "done" ? "Your password has been changed" : "Choose a new password"}
      </h1>
      <div className="rounded-2xl border border-slate-200 p-6 shadow-sm">
        {state === "form" && <NewPasswordForm token={token} onDone={setState} />}
        {state === "expired" && (
          <p role="alert" className="text-slate-700">
            {EXPIRED_LINK_MESSAGE}
          </p>
        )}
        {state === "done" && (
          <p className="text-slate-700">You can now sign in with your new password. For your safety, every other device was signed out.</p>
        )}
        {state !== "form" && (
          <ButtonLink to="/auth" size="lg" className="mt-6 block w-full">
            {state === "done" ? "Sign In" : "Back to sign in"}
          </ButtonLink>
        )}
      </div>
    </section>
  );
}

function NewPasswordForm({ token, onDone }: { token: string; onDone: (state: State) => void }) {
  const id = useId();
  const toast = useToast();
  const [password, setPassword] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (saving) return;
    const parsed = ResetPasswordSchema.safeParse({ newPassword: password, token });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? "Please choose a password.");
      return;
    }
    setError(null);
    setSaving(true);
    try {
      await apiFetch("/api/auth/reset-password", { method: "POST", body: parsed.data });
      toast({ title: "Password changed", description: "You can now sign in with your new password." });
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
    <form onSubmit={submit} noValidate className="space-y-4" aria-label="Choose a new password">
      <TextField
        id={`${id}-password`}
        name="newPassword"
        label="New password"
        type="password"
        required
        autoComplete="new-password"
        minLength={8}
        value={password}
        onChange={(event) => setPassword(event.target.value)}
        hint="At least 8 characters."
        error={error}
        announceError
      />
      <Button type="submit" size="lg" disabled={saving} className="w-full">
        {saving ? "Saving..." : "Save new password"}
      </Button>
    </form>
  );
}
