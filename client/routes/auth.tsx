import { localizedPath } from "#core/i18n/locale";
import { useEffect } from "react";
import { useNavigate, useSearchParams } from "react-router";
import { AuthForm } from "../components/auth-form";
import { VerificationNotice, type VerificationOutcome } from "../components/verification-notice";
import { useSession } from "../lib/session";
import { privatePageMeta } from "../lib/seo";

export function meta() {
  return privatePageMeta("Sign In");
}

export default function AuthPage() {
  const { user } = useSession();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const verification = (["expired", "invalid", "used"] as const).find(
    (outcome: VerificationOutcome) => outcome === params.get("verification"),
  );

  useEffect(() => {
    // Staff come to work: their portal, not the customer dashboard's subscription pitch.
    // The portal in the member's own language (their profile's), whatever page they signed in from.
    if (user) navigate(user.staff ? localizedPath("/work", user.locale) : "/dashboard", { replace: true });
  }, [user, navigate]);

  return (
    <section className="mx-auto max-w-md px-4 py-16">
      <h1 className="mb-2 text-center font-serif text-3xl font-semibold">Sign in to your account</h1>
      <p className="mb-8 text-center text-slate-600">Manage your cleanings and subscription in one place.</p>
      {verification && <VerificationNotice outcome={verification} />}
      <div className="rounded-2xl border border-slate-200 p-6 shadow-sm">
        <AuthForm />
      </div>
    </section>
  );
}
