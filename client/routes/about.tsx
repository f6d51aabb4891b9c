import { Gem, Settings2, Sparkles, UserCheck } from "lucide-react";
import { BUSINESS } from "#core/business";
import { servicesIn } from "#core/catalogue";
import { companyPageMessages } from "#core/i18n/messages/company-pages";
import { ButtonLink } from "../components/ui/button";
import { BILINGUAL_PAGE, localeOfRequest, useLocalizedPath } from "../lib/locale";
import { pageMeta } from "../lib/seo";
import type { Route } from "./+types/about";

/** Runs at build time, once per language, so the page's JavaScript carries neither its words nor the catalogue to count it. */
/** The page exists in English and in Spanish. */
export const handle = BILINGUAL_PAGE;

export function loader({ request }: Route.LoaderArgs) {
  const locale = localeOfRequest(request);
  const { aboutHeading, aboutMission, offerServicesText, ...texts } = companyPageMessages[locale];
  const areas = BUSINESS.areasServed.map((area) => area.replace(", FL", "")).join(", ");
  return {
    locale,
    copy: {
      ...texts,
      aboutHeading: aboutHeading(BUSINESS.name),
      aboutMission: aboutMission(areas),
      offerServicesText: offerServicesText(servicesIn(locale).length),
    },
  };
}

export function meta({ loaderData: { locale, copy } }: Route.MetaArgs) {
  return pageMeta({ title: copy.aboutTitle, description: copy.aboutMetaDescription, path: "/about", locale });
}

const offers = (copy: Route.ComponentProps["loaderData"]["copy"]) => [
  { icon: Settings2, title: copy.offerSystemTitle, text: copy.offerSystemText },
  { icon: UserCheck, title: copy.offerStaffTitle, text: copy.offerStaffText },
  { icon: Gem, title: copy.offerQualityTitle, text: copy.offerQualityText },
  { icon: Sparkles, title: copy.offerServicesTitle, text: copy.offerServicesText },
];

export default function AboutPage({ loaderData: { copy } }: Route.ComponentProps) {
  const localized = useLocalizedPath();
  return (
    <>
      <section className="bg-sand">
        <div className="mx-auto max-w-4xl px-4 py-16">
          <h1 className="font-serif text-4xl font-semibold sm:text-5xl">{copy.aboutHeading}</h1>
          <p className="mt-5 text-lg leading-relaxed text-slate-700">{copy.aboutMission}</p>
        </div>
      </section>
      <section aria-labelledby="offer-heading" className="mx-auto max-w-6xl px-4 py-16">
        <h2 id="offer-heading" className="font-serif text-3xl font-semibold">
          {copy.whatWeOfferHeading}
        </h2>
        <ul className="mt-8 grid gap-6 sm:grid-cols-2">
          {offers(copy).map(({ icon: Icon, title, text }) => (
            <li key={title} className="rounded-2xl border border-slate-200 p-6">
              <Icon aria-hidden="true" className="size-8 text-teal" />
              <h3 className="mt-4 text-xl font-semibold">{title}</h3>
              <p className="mt-2 text-slate-700">{text}</p>
            </li>
          ))}
        </ul>
      </section>
      <section aria-labelledby="where-heading" className="bg-navy text-white">
        <div className="mx-auto max-w-4xl px-4 py-14 text-center">
          <h2 id="where-heading" className="font-serif text-3xl font-semibold">
            {copy.whereHeading}
          </h2>
          <p className="mt-4 text-slate-200">{BUSINESS.areasServed.join(" · ")}</p>
          <ButtonLink to={localized("/booking")} variant="accent" size="xl" className="mt-8 inline-block">
            {copy.getStarted}
          </ButtonLink>
        </div>
      </section>
    </>
  );
}
