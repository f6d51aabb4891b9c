import { Check } from "lucide-react";
import { siteMessages } from "#core/i18n/messages/site";
import { CLEANING_PACKAGES, type CleaningPackage, type PackageId } from "#core/packages";
import { useLocale, useLocalizedPath } from "../lib/locale";
import { ButtonLink } from "./ui/button";

/** A plan's words in the page's language (core/i18n/messages/plans.ts), handed over by the page's loader. */
export type PlanWords = Record<PackageId, Pick<CleaningPackage, "title" | "description"> & { features: readonly string[] }>;

/** The three bi-weekly cleaning plans, each linking to the subscription wizard. */
export function PackageCards({ words: planWords, headingLevel = 3 }: { words: PlanWords; headingLevel?: 2 | 3 }) {
  const Heading = headingLevel === 2 ? "h2" : "h3";
  const t = siteMessages[useLocale()];
  const localized = useLocalizedPath();
  return (
    <ul className="grid gap-6 md:grid-cols-3">
      {CLEANING_PACKAGES.map((plan) => {
        const words = planWords[plan.id];
        return (
          <li
            key={plan.id}
            className={`relative flex flex-col rounded-2xl border bg-white p-6 shadow-sm ${plan.popular ? "border-teal ring-2 ring-teal" : "border-slate-200"}`}
          >
            {plan.popular && (
              <p className="absolute -top-3 left-6 rounded-full bg-teal px-3 py-0.5 text-xs font-semibold text-white">{t.mostPopular}</p>
            )}
            <Heading className="text-xl font-semibold">{words.title}</Heading>
            <p className="mt-3">
              <span className="text-4xl font-semibold text-navy">{plan.price}</span>
              <span className="text-slate-600">{t.perMonth}</span>
            </p>
            <p className="mt-1 text-sm text-slate-600">{t.planVisits(plan.visitHours)}</p>
            <p className="mt-4 text-slate-700">{words.description}</p>
            <ul className="mt-4 flex-1 space-y-2 text-sm">
              {words.features.map((feature) => (
                <li key={feature} className="flex items-start gap-2">
                  <Check aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-teal" />
                  {feature}
                </li>
              ))}
            </ul>
            <ButtonLink
              to={localized(`/subscription-booking?package=${plan.id}`)}
              aria-label={`${t.choosePlan}: ${words.title}`}
              variant={plan.popular ? "primary" : "outline"}
              size="lg"
              className="mt-6"
            >
              {t.choosePlan}
            </ButtonLink>
          </li>
        );
      })}
    </ul>
  );
}
