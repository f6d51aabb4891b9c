import { Check } from "lucide-react";
import { CLEANING_PACKAGES } from "#core/packages";
import { ButtonLink } from "./ui/button";

/** The three bi-weekly cleaning plans, each linking to the subscription wizard. */
export function PackageCards({ headingLevel = 3 }: { headingLevel?: 2 | 3 }) {
  const Heading = headingLevel === 2 ? "h2" : "h3";
  return (
    <ul className="grid gap-6 md:grid-cols-3">
      {CLEANING_PACKAGES.map((plan) => (
        <li
          key={plan.id}
          className={`relative flex flex-col rounded-2xl border bg-white p-6 shadow-sm ${plan.popular ? "border-teal ring-2 ring-teal" : "border-slate-200"}`}
        >
          {plan.popular && (
            <p className="absolute -top-3 left-6 rounded-full bg-teal px-3 py-0.5 text-xs font-semibold text-white">Most Popular</p>
          )}
          <Heading className="text-xl font-semibold">{plan.title}</Heading>
          <p className="mt-3">
            <span className="text-4xl font-semibold text-navy">{plan.price}</span>
            <span className="text-slate-600"> / month</span>
          </p>
          <p className="mt-1 text-sm text-slate-600">Two {plan.visitHours}-hour visits a month, the second one free</p>
          <p className="mt-4 text-slate-700">{plan.description}</p>
          <ul className="mt-4 flex-1 space-y-2 text-sm">
            {plan.features.map((feature) => (
              <li key={feature} className="flex items-start gap-2">
                <Check aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-teal" />
                {feature}
              </li>
            ))}
          </ul>
          <ButtonLink
            to={`/subscription-booking?package=${plan.id}`}
            aria-label={`Choose Plan: ${plan.title}`}
            variant={plan.popular ? "primary" : "outline"}
            size="lg"
            className="mt-6"
          >
            Choose Plan
          </ButtonLink>
        </li>
      ))}
    </ul>
  );
}
