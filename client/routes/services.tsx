import { Search } from "lucide-react";
import { useSearchParams } from "react-router";
import { services } from "#core/catalogue";
import { ALL_SERVICES_FILTER, filterServices, serviceSummary } from "#core/service-index";
import { SERVICE_CATEGORIES } from "#core/services/categories";
import { ServiceCard } from "../components/services/service-card";
import { Button } from "../components/ui/button";
import { HydrateApart } from "../components/ui/hydrate-apart";
import { breadcrumbJsonLd, pageMeta } from "../lib/seo";
import { useHydrated } from "../lib/use-hydrated";
import type { Route } from "./+types/services";

/** Runs at build time: the cards travel in the page's HTML, not in its JavaScript. */
export function loader() {
  return { services: services.map(serviceSummary) };
}

export function meta({ loaderData }: Route.MetaArgs) {
  return pageMeta({
    title: "All Services",
    description: `Browse ${loaderData.services.length} hotel-style cleaning, beauty, rental and concierge services for luxury apartments in Fort Lauderdale, Miami and West Palm Beach.`,
    path: "/services",
    jsonLd: [
      breadcrumbJsonLd([
        { name: "Home", path: "/" },
        { name: "All Services", path: "/services" },
      ]),
    ],
  });
}

const FILTERS = [ALL_SERVICES_FILTER, ...SERVICE_CATEGORIES];

export default function ServicesPage({ loaderData: { services } }: Route.ComponentProps) {
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
      <h1 className="font-serif text-4xl font-semibold">All Services</h1>
      <p className="mt-2 max-w-2xl text-slate-600">
        Hotel-style cleaning, personal care, rentals and on-demand help, brought to your door in South Florida.
      </p>

      <div className="mt-8 max-w-md">
        <label htmlFor="service-search" className="sr-only">
          Search services
        </label>
        <div className="relative">
          <Search aria-hidden="true" className="pointer-events-none absolute left-3 top-1/2 size-4 -translate-y-1/2 text-slate-500" />
          <input
            id="service-search"
            type="search"
            placeholder="Search services..."
            value={query}
            onChange={(event) => update({ q: event.target.value })}
            className="w-full rounded-lg border border-slate-300 py-2.5 pl-9 pr-3"
          />
        </div>
      </div>

      <div role="group" aria-label="Filter by category" className="mt-5 flex flex-wrap gap-2">
        {FILTERS.map((filter) => (
          <button
            key={filter}
            type="button"
            aria-pressed={category === filter}
            onClick={() => update({ category: filter })}
            className={`rounded-full border px-3.5 py-1.5 text-sm font-medium ${category === filter ? "border-teal bg-teal text-white" : "border-slate-300 bg-white hover:border-teal"}`}
          >
            {filter}
          </button>
        ))}
      </div>

      <p className="mt-6 text-sm text-slate-600" role="status">
        {`Showing ${shown.length} of ${services.length} services`}
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
          <h2 className="text-xl font-semibold">No services found</h2>
          <p className="mt-2 text-slate-600">Try adjusting your search or filter criteria</p>
          <Button onClick={() => setParams(new URLSearchParams())} className="mt-5">
            Clear Filters
          </Button>
        </div>
      )}
    </div>
  );
}
