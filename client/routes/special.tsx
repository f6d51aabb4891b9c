import { Check, ShieldCheck } from "lucide-react";
import { BUSINESS } from "#core/business";
import { planWords } from "#core/i18n/messages/plans";
import { businessWords } from "#core/i18n/messages/business-words";
import { companyPageMessages } from "#core/i18n/messages/company-pages";
import { PackageCards } from "../components/package-cards";
import { ButtonLink } from "../components/ui/button";
import { HydrateApart } from "../components/ui/hydrate-apart";
import { BILINGUAL_PAGE, localeOfRequest } from "../lib/locale";
import { pageMeta } from "../lib/seo";
import type { Route } from "./+types/special";

/** Runs at build time, once per language: the page's words travel in its HTML. */
/** The page exists in English and in Spanish. */
export const handle = BILINGUAL_PAGE;

export function loader({ request }: Route.LoaderArgs) {
  const locale = localeOfRequest(request);
  const { aboutHeading: _about, aboutMission: _mission, offerServicesText: _offer, ...texts } = companyPageMessages[locale];
  return { locale, plans: planWords[locale], copy: { ...texts, commitments: businessWords[locale].commitments } };
}

export function meta({ loaderData: { locale, copy } }: Route.MetaArgs) {
  return pageMeta({ title: copy.specialTitle, description: copy.specialMetaDescription, path: "/special", locale });
}

export default function SpecialPage({ loaderData: { copy, plans } }: Route.ComponentProps) {
  return (
    <>
      <section className="bg-navy text-white">
        <div className="mx-auto max-w-5xl px-4 py-16 text-center">
          <p className="font-semibold uppercase tracking-wide text-gold">{copy.specialEyebrow}</p>
          <h1 className="mt-3 font-serif text-4xl font-semibold sm:text-5xl">{copy.specialHeading}</h1>
          <p className="mx-auto mt-4 max-w-2xl text-lg text-slate-200">{copy.specialIntro}</p>
        </div>
      </section>

      <section aria-labelledby="plans-heading" className="mx-auto max-w-6xl px-4 py-14">
        <h2 id="plans-heading" className="text-center font-serif text-3xl font-semibold">
          {copy.plansHeading}
        </h2>
        <div className="mt-10">
          <PackageCards words={plans} />
        </div>
      </section>

      {/* Below the fold: hydrates after the plans. */}
      <HydrateApart>
        <section aria-labelledby="included-heading" className="bg-sand">
          <div className="mx-auto max-w-5xl px-4 py-14">
            <h2 id="included-heading" className="font-serif text-3xl font-semibold">
              {copy.includedHeading}
            </h2>
            <ul className="mt-6 grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
              {copy.includedAreas.map((area) => (
                <li key={area} className="flex items-center gap-2 rounded-xl bg-white px-4 py-3 font-medium">
                  <Check aria-hidden="true" className="size-5 text-teal" />
                  {area}
                </li>
              ))}
            </ul>
          </div>
        </section>

        <section className="mx-auto max-w-5xl px-4 py-14 text-center">
          <ul className="flex flex-wrap justify-center gap-x-8 gap-y-3 text-slate-700">
            {copy.commitments.map((claim) => (
              <li key={claim} className="flex items-center gap-2 font-medium">
                <ShieldCheck aria-hidden="true" className="size-5 text-teal" />
                {claim}
              </li>
            ))}
          </ul>
          <ButtonLink to="/subscription-booking" size="xl" className="mt-8 inline-block">
            {copy.claimSpecial}
          </ButtonLink>
          <p className="mt-4 text-sm text-slate-600">
            {copy.questionsCall}{" "}
            <a href={`tel:${BUSINESS.phone.tel}`} className="font-semibold text-teal underline">
              {BUSINESS.phone.display}
            </a>
            .
          </p>
        </section>
      </HydrateApart>
    </>
  );
}
