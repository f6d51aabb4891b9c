import { Check } from "lucide-react";
import { AuthForm } from "../components/auth-form";
import { SubscriptionTab } from "../components/dashboard/subscription-tab";
import { Button } from "../components/ui/button";
import { RequireUser } from "../components/ui/require-user";
import { CLEANING_PACKAGES } from "#core/packages";
import { useToast } from "../lib/toast";
import { privatePageMeta } from "../lib/seo";

export function meta() {
  return privatePageMeta("Cleaning Subscriptions");
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
  return (
    <section className="mx-auto max-w-5xl px-4 py-10">
      <h1 className="font-serif text-4xl font-semibold">Cleaning Subscriptions</h1>
      <p className="mt-2 text-slate-600">Sign in to manage your subscription, or choose a plan to get started.</p>
      <div className="mt-8 grid gap-8 lg:grid-cols-[1fr_22rem]">
        <ul className="grid gap-4 sm:grid-cols-3 lg:grid-cols-1 xl:grid-cols-3">
          {CLEANING_PACKAGES.map((plan) => (
            <li key={plan.id} className="flex flex-col rounded-2xl border border-slate-200 bg-white p-5">
              <h2 className="font-semibold">{plan.title}</h2>
              <p className="mt-2">
                <span className="text-2xl font-semibold">{plan.price}</span> <span className="text-slate-600">/ month</span>
              </p>
              <p className="mt-2 flex flex-1 items-start gap-2 text-sm text-slate-700">
                <Check aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-teal" />
                Two {plan.visitHours}-hour visits a month
              </p>
              <Button
                onClick={() => toast({ title: "Please sign in", description: "You need to sign in to subscribe.", variant: "destructive" })}
                aria-label={`Subscribe Now: ${plan.title}`}
                className="mt-4"
              >
                Subscribe Now
              </Button>
            </li>
          ))}
        </ul>
        <div className="rounded-2xl border border-slate-200 p-6 shadow-sm">
          <h2 className="mb-4 text-lg font-semibold">Sign in</h2>
          <AuthForm callbackURL="/subscription" />
        </div>
      </div>
    </section>
  );
}
