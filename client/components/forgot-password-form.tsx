import { useEffect, useId, useRef, useState, type FormEvent } from "react";
import { ForgotPasswordSchema } from "#core/auth-schemas";
import { forgotPasswordMessages } from "#core/i18n/messages/forgot-password";
import { useLocale } from "#client/lib/locale";
import { apiFetch } from "../lib/api";
import { useToast } from "../lib/toast";
import { Button } from "./ui/button";
import { TextField } from "./ui/fields";

/**
 * 'Forgot password?' inside the sign-in form: asks for a reset link by email. The answer is
 * the same whether or not the address has an account, and so is the wording here.
 */
export function ForgotPasswordForm({ initialEmail, onBack }: { initialEmail: string; onBack: (email: string) => void }) {
  const id = useId();
  const locale = useLocale();
  const t = forgotPasswordMessages[locale];
  const toast = useToast();
  const [email, setEmail] = useState(initialEmail);
  const [error, setError] = useState<string | null>(null);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [loading, setLoading] = useState(false);
  const emailRef = useRef<HTMLInputElement>(null);

  useEffect(() => emailRef.current?.focus(), []);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (loading) return;
    const parsed = ForgotPasswordSchema.safeParse({ email: email.trim() });
    if (!parsed.success) {
      // The schema's own words are English; a Spanish page says the same in Spanish.
      setError(locale === "en" ? (parsed.error.issues[0]?.message ?? t.invalidEmail) : t.invalidEmail);
      return;
    }
    setError(null);
    setLoading(true);
    try {
      await apiFetch("/api/auth/request-password-reset", { method: "POST", body: parsed.data });
      setSentTo(parsed.data.email);
      toast({
        title: t.checkEmail,
        description: t.linkOnItsWay(parsed.data.email),
      });
    } catch (failure) {
      toast({
        title: t.authError,
        description: failure instanceof Error ? failure.message : String(failure),
        variant: "destructive",
      });
    } finally {
      setLoading(false);
    }
  }

  return (
    <form onSubmit={submit} noValidate className="space-y-4" aria-label={t.formLabel}>
      <p className="text-sm text-slate-600">{t.intro}</p>
      <TextField
        ref={emailRef}
        id={`${id}-email`}
        name="email"
        label={t.email}
        type="email"
        required
        autoComplete="email"
        value={email}
        onChange={(event) => setEmail(event.target.value)}
        error={error}
      />
      {sentTo && (
        <p role="status" className="rounded-lg bg-teal/10 p-3 text-sm">
          {t.linkEmailed(sentTo)}
        </p>
      )}
      <Button type="submit" size="lg" disabled={loading} className="w-full">
        {loading ? t.sending : t.sendLink}
      </Button>
      <Button variant="link" onClick={() => onBack(email)} className="w-full text-sm">
        {t.backToSignIn}
      </Button>
    </form>
  );
}
