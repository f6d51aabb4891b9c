import { useId, useState, type FormEvent } from "react";
import { SIGN_IN_REFUSED_CODE, SignInSchema, SignUpSchema } from "#core/auth-schemas";
import { ApiRequestError } from "../lib/api";
import { useSession } from "../lib/session";
import { useToast } from "../lib/toast";
import { ForgotPasswordForm } from "./forgot-password-form";
import { Button } from "./ui/button";
import { TextField } from "./ui/fields";
import { localizedPath } from "#core/i18n/locale";
import { authMessages } from "#core/i18n/messages/auth-dialog";
import { useLocale } from "#client/lib/locale";

export type Mode = "sign-in" | "sign-up";

/** Sign In / Create Account, used in the header dialog, on /auth and wherever sign-in is needed. */
export function AuthForm({ onSuccess, callbackURL }: { onSuccess?: (completed: Mode) => void; callbackURL?: string }) {
  const locale = useLocale();
  const t = authMessages[locale];
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
        // The account's emails are written in the language of the page it was made on.
        await session.signUp({ ...SignUpSchema.parse(values), locale }, callbackURL ?? localizedPath("/dashboard", locale));
        toast({ title: t.accountCreatedTitle, description: t.accountCreatedText });
        setMode("sign-in");
        setValues((current) => ({ ...current, password: "" }));
        onSuccess?.("sign-up");
      } else {
        await session.signIn(SignInSchema.parse(values));
        toast({ title: t.welcomeBackTitle, description: t.welcomeBackText });
        onSuccess?.("sign-in");
      }
    } catch (error) {
      showError(error);
    } finally {
      setLoading(false);
    }
  }

  function showError(error: unknown) {
    const message = error instanceof Error ? error.message : t.errorFallback;
    if (error instanceof ApiRequestError) setFieldErrors(error.fields);
    // One answer for a wrong password and an unconfirmed email (so it tells strangers nothing); it offers the link.
    const refused = error instanceof ApiRequestError && error.code === SIGN_IN_REFUSED_CODE;
    toast({
      title: t.errorTitle,
      description: message,
      variant: "destructive",
      action: refused ? { label: t.sendLinkAgain, onClick: () => void resend() } : undefined,
    });
  }

  async function resend() {
    try {
      await session.resendVerification(values.email, localizedPath("/dashboard", locale));
      toast({ title: t.linkSentTitle, description: t.linkSentText(values.email) });
    } catch (error) {
      toast({ title: t.errorTitle, description: error instanceof Error ? error.message : String(error), variant: "destructive" });
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
      <div role="group" aria-label={t.chooseHow} className="mb-5 grid grid-cols-2 rounded-lg bg-slate-100 p-1">
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
            {option === "sign-in" ? t.signIn : t.createAccount}
          </button>
        ))}
      </div>
      <form onSubmit={submit} noValidate className="space-y-4" aria-label={signingUp ? t.createAccount : t.signIn}>
        {signingUp && (
          <div className="grid gap-4 sm:grid-cols-2">
            {field("firstName", t.firstName, "text", "given-name")}
            {field("lastName", t.lastName, "text", "family-name")}
          </div>
        )}
        {field("email", t.email, "email", "email")}
        {field("password", t.password, "password", signingUp ? "new-password" : "current-password")}
        {!signingUp && (
          <Button variant="link" onClick={() => setForgotPassword(true)} className="text-sm">
            {t.forgotPassword}
          </Button>
        )}
        <Button type="submit" size="lg" disabled={loading} className="w-full">
          {loading ? t.loading : signingUp ? t.createAccount : t.signIn}
        </Button>
      </form>
    </div>
  );
}
