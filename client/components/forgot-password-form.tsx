import { useEffect, useId, useRef, useState, type FormEvent } from "react";
import { ForgotPasswordSchema } from "#core/auth-schemas";
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
      setError(parsed.error.issues[0]?.message ?? "Please enter a valid email address.");
      return;
    }
    setError(null);
    setLoading(true);
    try {
      await apiFetch("/api/auth/request-password-reset", { method: "POST", body: parsed.data });
      setSentTo(parsed.data.email);
      toast({
        title: "Check your email",
        description: `If ${parsed.data.email} has an account, a link to reset the password is on its way.`,
      });
    } catch (failure) {
      toast({
        title: "Authentication Error",
        description: failure instanceof Error ? failure.message : String(failure),
        variant: "destructive",
      });
    } finally {
      setLoading(false);
    }
  }

  return (
    <form onSubmit={submit} noValidate className="space-y-4" aria-label="Reset your password">
      <p className="text-sm text-slate-600">Enter the email of your account and we will send you a link to choose a new password.</p>
      <TextField
        ref={emailRef}
        id={`${id}-email`}
        name="email"
        label="Email"
        type="email"
        required
        autoComplete="email"
        value={email}
        onChange={(event) => setEmail(event.target.value)}
        error={error}
      />
      {sentTo && (
        <p role="status" className="rounded-lg bg-teal/10 p-3 text-sm">
          If {sentTo} has an account, we have emailed it a link to choose a new password. The link works once, for one hour.
        </p>
      )}
      <Button type="submit" size="lg" disabled={loading} className="w-full">
        {loading ? "Sending..." : "Send reset link"}
      </Button>
      <Button variant="link" onClick={() => onBack(email)} className="w-full text-sm">
        Back to sign in
      </Button>
    </form>
  );
}
