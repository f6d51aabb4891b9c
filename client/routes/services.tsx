import { Search } from "lucide-react";
import { useSearchParams } from "react-router";
import { servicesIn } from "#core/catalogue";
import { formatCount } from "#core/i18n/format";
import { localizedPath } from "#core/i18n/locale";
import { cataloguePageMessages } from "#core/i18n/messages/catalogue-pages";
import { categoryNames } from "#core/i18n/messages/categories";
import { serviceListMessages } from "#core/i18n/messages/service-list";
import { ALL_SERVICES_FILTER, filterServices, serviceSummary } from "#core/service-index";
import { SERVICE_CATEGORIES } from "#core/services/categories";
import { ServiceCard } from "../components/services/service-card";
import { Button } from "../components/ui/button";
import { HydrateApart } from "../components/ui/hydrate-apart";
import { BILINGUAL_PAGE, localeOfRequest, useLocale } from "../lib/locale";
import { breadcrumbJsonLd, pageMeta } from "../lib/seo";
import { useHydrated } from "../lib/use-hydrated";
import type { Route } from "./+types/services";

/** Runs at build time, once per language: the cards and words travel in the page's HTML, not in its JavaScript. */
/** The page exists in English and in Spanish. */
export const handle = BILINGUAL_PAGE;

export function loader({ request }: Route.LoaderArgs) {
  const locale = localeOfRequest(request);
  const services = servicesIn(locale);
  const t = cataloguePageMessages[locale];
  return {
    locale,
    services: services.map(serviceSummary),
    copy: {
      title: t.servicesTitle,
      intro: t.servicesIntro,
      metaDescription: t.servicesMetaDescription(services.length),
      breadcrumbHome: t.breadcrumbHome,
    },
  };
}

export function meta({ loaderData: { locale, copy } }: Route.MetaArgs) {
  return pageMeta({
    title: copy.title,
    description: copy.metaDescription,
    path: "/services",
    locale,
    jsonLd: [
      breadcrumbJsonLd([
        { name: copy.breadcrumbHome, path: localizedPath("/", locale) },
        { name: copy.title, path: localizedPath("/services", locale) },
      ]),
    ],
  });
}

const FILTERS = [ALL_SERVICES_FILTER, ...SERVICE_CATEGORIES] as const;

export default function ServicesPage({ loaderData: { services, copy } }: Route.ComponentProps) {
  const locale = useLocale();
  const t = serviceListMessages[locale];
  const hydrated = useHydrated();
  const [params, setParams] = useSearchParams();
  const requestedCategory = params.get("category") ?? ALL_SERVICES_FILTER;
  const category = hydrated && FILTERS.includes(requestedCategory as (typeof FILTERS)[number]) ? requestedCategory : ALL_SERVICES_FILTER;
  const query = hydrated ? (params.get("q") ?? "") : "";
  const shown = filterServices(services, category, query);

  function update(next: { category?: string; q?: string }) {
    const merged = { category, q: query, ...next };
    const search = new URLSearchParams();
    if (merged.category !== ALL_SERVICES_FILTER) search.set("category", merged.category);
    if (merged.q) search.set("q", merged.q);
    // Typing replaces the entry; choosing a category adds one, so Back returns to it.
    setParams(search, { replace: next.q !== undefined, preventScrollReset: true });
  }

  return (
    <div className="mx-auto max-w-7xl px-4 py-12">
      <h1 className="font-serif text-4xl font-semibold">{copy.title}</h1>
      <p className="mt-2 max-w-2xl text-slate-600">{copy.intro}</p>

      <div className="mt-8 max-w-md">
        <label htmlFor="service-search" className="sr-only">
          {t.searchServicesLabel}
        </label>
        <div className="relative">
          <Search aria-hidden="true" className="pointer-events-none absolute left-3 top-1/2 size-4 -translate-y-1/2 text-slate-500" />
          <input
            id="service-search"
            type="search"
            placeholder={t.searchServicesPlaceholder}
            value={query}
            onChange={(event) => update({ q: event.target.value })}
            className="w-full rounded-lg border border-slate-300 py-2.5 pl-9 pr-3"
          />
        </div>
      </div>

      <div role="group" aria-label={t.filterByCategory} className="mt-5 flex flex-wrap gap-2">
        {FILTERS.map((filter) => (
          <button
            key={filter}
            type="button"
            aria-pressed={category === filter}
            onClick={() => update({ category: filter })}
            className={`rounded-full border px-3.5 py-1.5 text-sm font-medium ${category === filter ? "border-teal bg-teal text-white" : "border-slate-300 bg-white hover:border-teal"}`}
          >
            {categoryNames[locale][filter]}
          </button>
        ))}
      </div>

      <p className="mt-6 text-sm text-slate-600" role="status">
        {t.showingServices(formatCount(shown.length, locale), formatCount(services.length, locale))}
      </p>

      {shown.length > 0 ? (
        // The 28 cards hydrate after the search and the filters, which answer first.
        <HydrateApart>
          <ul className="mt-4 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {shown.map((service, index) => (
              <li key={service.id} className="flex">
                <ServiceCard service={service} eager={index < 3} headingLevel={2} />
              </li>
            ))}
          </ul>
        </HydrateApart>
      ) : (
        <div className="mt-10 rounded-2xl border border-dashed border-slate-300 p-10 text-center">
          <h2 className="text-xl font-semibold">{t.noServicesFound}</h2>
          <p className="mt-2 text-slate-600">{t.noServicesHint}</p>
          <Button onClick={() => setParams(new URLSearchParams())} className="mt-5">
            {t.clearFilters}
          </Button>
        </div>
      )}
    </div>
  );
}
