import { Check, ShieldCheck } from "lucide-react";
import { BUSINESS } from "#core/business";
import { INCLUDED_AREAS } from "#core/packages";
import { PackageCards } from "../components/package-cards";
import { ButtonLink } from "../components/ui/button";
import { HydrateApart } from "../components/ui/hydrate-apart";
import { pageMeta } from "../lib/seo";

export function meta() {
  return pageMeta({
    title: "Hotel Style Cleaning 2-for-1 Special",
    description:
      "Bi-weekly hotel-style apartment cleaning from $39.99 a month: two visits a month, the second one free. No contract, cancel anytime.",
    path: "/special",
  });
}

export default function SpecialPage() {
  return (
    <>
      <section className="bg-navy text-white">
        <div className="mx-auto max-w-5xl px-4 py-16 text-center">
          <p className="font-semibold uppercase tracking-wide text-gold">First-time offer</p>
          <h1 className="mt-3 font-serif text-4xl font-semibold sm:text-5xl">Hotel Style Cleaning, 2-for-1</h1>
          <p className="mx-auto mt-4 max-w-2xl text-lg text-slate-200">
            Subscribe to bi-weekly cleaning and get two visits every month for the price of one. Your apartment, kept the way a five-star
            hotel keeps its suites.
          </p>
        </div>
      </section>

      <section aria-labelledby="plans-heading" className="mx-auto max-w-6xl px-4 py-14">
        <h2 id="plans-heading" className="text-center font-serif text-3xl font-semibold">
          Choose your apartment size
        </h2>
        <div className="mt-10">
          <PackageCards />
        </div>
      </section>

      {/* Below the fold: hydrates after the plans. */}
      <HydrateApart>
        <section aria-labelledby="included-heading" className="bg-sand">
          <div className="mx-auto max-w-5xl px-4 py-14">
            <h2 id="included-heading" className="font-serif text-3xl font-semibold">
              Every visit includes
            </h2>
            <ul className="mt-6 grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
              {INCLUDED_AREAS.map((area) => (
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
            {BUSINESS.commitments.map((claim) => (
              <li key={claim} className="flex items-center gap-2 font-medium">
                <ShieldCheck aria-hidden="true" className="size-5 text-teal" />
                {claim}
              </li>
            ))}
          </ul>
          <ButtonLink to="/subscription-booking" size="xl" className="mt-8 inline-block">
            Claim Your 2-for-1 Cleaning
          </ButtonLink>
          <p className="mt-4 text-sm text-slate-600">
            Questions? Call{" "}
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
