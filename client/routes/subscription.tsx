import { Check } from "lucide-react";
import { localeOfPath, localizedPath } from "#core/i18n/locale";
import { planWords } from "#core/i18n/messages/plans";
import { subscriptionPageMessages } from "#core/i18n/messages/subscription-page";
import { AuthForm } from "../components/auth-form";
import { SubscriptionTab } from "../components/dashboard/subscription-tab";
import { Button } from "../components/ui/button";
import { RequireUser } from "../components/ui/require-user";
import { CLEANING_PACKAGES } from "#core/packages";
import { useLocale } from "../lib/locale";
import { useToast } from "../lib/toast";
import { privatePageMeta } from "../lib/seo";

export function meta({ location }: { location: { pathname: string } }) {
  return privatePageMeta(subscriptionPageMessages[localeOfPath(location.pathname)].title);
}

export default function SubscriptionPage() {
  return (
    <RequireUser signedOut={<SignedOutPlans />}>
      {() => (
        <section className="mx-auto max-w-5xl px-4 py-10">
          <SubscriptionTab headingLevel={1} />
        </section>
      )}
    </RequireUser>
  );
}

/** The plans and the sign-in form, for a visitor who is not signed in. */
function SignedOutPlans() {
  const toast = useToast();
  const locale = useLocale();
  const t = subscriptionPageMessages[locale];
  return (
    <section className="mx-auto max-w-5xl px-4 py-10">
      <h1 className="font-serif text-4xl font-semibold">{t.title}</h1>
      <p className="mt-2 text-slate-600">{t.intro}</p>
      <div className="mt-8 grid gap-8 lg:grid-cols-[1fr_22rem]">
        <ul className="grid gap-4 sm:grid-cols-3 lg:grid-cols-1 xl:grid-cols-3">
          {CLEANING_PACKAGES.map((plan) => (
            <li key={plan.id} className="flex flex-col rounded-2xl border border-slate-200 bg-white p-5">
              <h2 className="font-semibold">{planWords[locale][plan.id].title}</h2>
              <p className="mt-2">
                <span className="text-2xl font-semibold">{plan.price}</span> <span className="text-slate-600">{t.perMonth}</span>
              </p>
              <p className="mt-2 flex flex-1 items-start gap-2 text-sm text-slate-700">
                <Check aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-teal" />
                {t.twoVisits(plan.visitHours)}
              </p>
              <Button
                onClick={() => toast({ title: t.signInFirst, description: t.signInToSubscribe, variant: "destructive" })}
                aria-label={`${t.subscribeNow}: ${planWords[locale][plan.id].title}`}
                className="mt-4"
              >
                {t.subscribeNow}
              </Button>
            </li>
          ))}
        </ul>
        <div className="rounded-2xl border border-slate-200 p-6 shadow-sm">
          <h2 className="mb-4 text-lg font-semibold">{t.signIn}</h2>
          <AuthForm callbackURL={localizedPath("/subscription", locale)} />
        </div>
      </div>
    </section>
  );
}
