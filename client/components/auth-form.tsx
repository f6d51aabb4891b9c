import { useId, useState, type FormEvent } from "react";
import { SIGN_IN_REFUSED_CODE, SignInSchema, SignUpSchema } from "#core/auth-schemas";
import { ApiRequestError } from "../lib/api";
import { useSession } from "../lib/session";
import { useToast } from "../lib/toast";
import { ForgotPasswordForm } from "./forgot-password-form";
import { Button } from "./ui/button";
import { TextField } from "./ui/fields";

export type Mode = "sign-in" | "sign-up";

/** Sign In / Create Account, used in the header dialog, on /auth and wherever sign-in is needed. */
export function AuthForm({ onSuccess, callbackURL }: { onSuccess?: (completed: Mode) => void; callbackURL?: string }) {
  const session = useSession();
  const toast = useToast();
  const id = useId();
  const [mode, setMode] = useState<Mode>("sign-in");
  const [values, setValues] = useState({ firstName: "", lastName: "", email: "", password: "" });
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});
  const [loading, setLoading] = useState(false);
  const [forgotPassword, setForgotPassword] = useState(false);
  const signingUp = mode === "sign-up";

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (loading) return;
    const parsed = signingUp ? SignUpSchema.safeParse(values) : SignInSchema.safeParse(values);
    if (!parsed.success) {
      setFieldErrors(Object.fromEntries(parsed.error.issues.map((issue) => [String(issue.path[0]), issue.message])));
      return;
    }
    setFieldErrors({});
    setLoading(true);
    try {
      if (signingUp) {
        await session.signUp(SignUpSchema.parse(values), callbackURL);
        toast({ title: "Account created!", description: "Please check your email to verify your account." });
        setMode("sign-in");
        setValues((current) => ({ ...current, password: "" }));
        onSuccess?.("sign-up");
      } else {
        await session.signIn(SignInSchema.parse(values));
        toast({ title: "Welcome back!", description: "You have successfully signed in." });
        onSuccess?.("sign-in");
      }
    } catch (error) {
      showError(error);
    } finally {
      setLoading(false);
    }
  }

  function showError(error: unknown) {
    const message = error instanceof Error ? error.message : "Something went wrong. Please try again.";
    if (error instanceof ApiRequestError) setFieldErrors(error.fields);
    // One answer for a wrong password and an unconfirmed email (so it tells strangers nothing); it offers the link.
    const refused = error instanceof ApiRequestError && error.code === SIGN_IN_REFUSED_CODE;
    toast({
      title: "Authentication Error",
      description: message,
      variant: "destructive",
      action: refused ? { label: "Send the link again", onClick: () => void resend() } : undefined,
    });
  }

  async function resend() {
    try {
      await session.resendVerification(values.email);
      toast({ title: "Verification email sent", description: `If ${values.email} is waiting for confirmation, a new link is on its way.` });
    } catch (error) {
      toast({ title: "Authentication Error", description: error instanceof Error ? error.message : String(error), variant: "destructive" });
    }
  }

  const field = (name: keyof typeof values, label: string, type: string, autoComplete: string) => (
    <TextField
      id={`${id}-${name}`}
      name={name}
      label={label}
      type={type}
      required
      autoComplete={autoComplete}
      value={values[name]}
      onChange={(event) => setValues((current) => ({ ...current, [name]: event.target.value }))}
      error={fieldErrors[name]}
    />
  );

  if (forgotPassword) {
    return (
      <ForgotPasswordForm
        initialEmail={values.email}
        onBack={(email) => {
          setValues((current) => ({ ...current, email }));
          setForgotPassword(false);
        }}
      />
    );
  }

  return (
    <div>
      <div role="group" aria-label="Choose how to continue" className="mb-5 grid grid-cols-2 rounded-lg bg-slate-100 p-1">
        {(["sign-in", "sign-up"] as const).map((option) => (
          <button
            key={option}
            type="button"
            aria-pressed={mode === option}
            onClick={() => {
              setMode(option);
              setFieldErrors({});
            }}
            className={`rounded-md px-3 py-2 text-sm font-semibold ${mode === option ? "bg-white shadow" : "text-slate-600"}`}
          >
            {option === "sign-in" ? "Sign In" : "Create Account"}
          </button>
        ))}
      </div>
      <form onSubmit={submit} noValidate className="space-y-4" aria-label={signingUp ? "Create Account" : "Sign In"}>
        {signingUp && (
          <div className="grid gap-4 sm:grid-cols-2">
            {field("firstName", "First Name", "text", "given-name")}
            {field("lastName", "Last Name", "text", "family-name")}
          </div>
        )}
        {field("email", "Email", "email", "email")}
        {field("password", "Password", "password", signingUp ? "new-password" : "current-password")}
        {!signingUp && (
          <Button variant="link" onClick={() => setForgotPassword(true)} className="text-sm">
            Forgot password?
          </Button>
        )}
        <Button type="submit" size="lg" disabled={loading} className="w-full">
          {loading ? "Loading..." : signingUp ? "Create Account" : "Sign In"}
        </Button>
      </form>
    </div>
  );
}
