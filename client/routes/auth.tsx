import { useEffect } from "react";
import { useNavigate, useSearchParams } from "react-router";
import { localeOfPath, localizedPath } from "#core/i18n/locale";
import { authPageMessages } from "#core/i18n/messages/auth-page";
import { AuthForm } from "../components/auth-form";
import { VerificationNotice, type VerificationOutcome } from "../components/verification-notice";
import { useLocale } from "../lib/locale";
import { useSession } from "../lib/session";
import { privatePageMeta } from "../lib/seo";

export function meta({ location }: { location: { pathname: string } }) {
  return privatePageMeta(authPageMessages[localeOfPath(location.pathname)].title);
}

export default function AuthPage() {
  const { user } = useSession();
  const navigate = useNavigate();
  const locale = useLocale();
  const t = authPageMessages[locale];
  const [params] = useSearchParams();
  const verification = (["expired", "invalid", "used"] as const).find(
    (outcome: VerificationOutcome) => outcome === params.get("verification"),
  );

  useEffect(() => {
    // Staff come to work: their portal, not the customer dashboard's subscription pitch.
    // Staff go to the portal in their own language (their profile's), whatever page they signed in from.
    if (user) navigate(user.staff ? localizedPath("/work", user.locale) : localizedPath("/dashboard", locale), { replace: true });
  }, [user, navigate, locale]);

  return (
    <section className="mx-auto max-w-md px-4 py-16">
      <h1 className="mb-2 text-center font-serif text-3xl font-semibold">{t.heading}</h1>
      <p className="mb-8 text-center text-slate-600">{t.intro}</p>
      {verification && <VerificationNotice outcome={verification} />}
      <div className="rounded-2xl border border-slate-200 p-6 shadow-sm">
        <AuthForm />
      </div>
    </section>
  );
}
