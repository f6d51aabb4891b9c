import { Clock, Search } from "lucide-react";
import { useId, useState } from "react";
import { ALL_SERVICES_FILTER, filterServices, type Service } from "#core/service-index";
import { SERVICE_CATEGORIES } from "#core/services/categories";
import { servicesIn } from "#core/catalogue";
import { formatCount } from "#core/i18n/format";
import { categoryNames } from "#core/i18n/messages/categories";
import { serviceListMessages } from "#core/i18n/messages/service-list";
import { useLocale } from "#client/lib/locale";

const FILTERS = [ALL_SERVICES_FILTER, ...SERVICE_CATEGORIES] as const;

/** Step 1: the services list's search, category buttons and a card per service; choosing one moves on. */
export function ServiceStep({ onSelect }: { onSelect: (service: Service) => void }) {
  const locale = useLocale();
  const t = serviceListMessages[locale];
  const services = servicesIn(locale);
  const [category, setCategory] = useState<string>(ALL_SERVICES_FILTER);
  const [query, setQuery] = useState("");
  const searchId = useId();
  const shown = filterServices(services, category, query);
  return (
    <div>
      <div className="mb-4 max-w-md">
        <label htmlFor={searchId} className="sr-only">
          {t.searchServicesLabel}
        </label>
        <div className="relative">
          <Search aria-hidden="true" className="pointer-events-none absolute left-3 top-1/2 size-4 -translate-y-1/2 text-slate-500" />
          <input
            id={searchId}
            type="search"
            placeholder={t.searchServicesPlaceholder}
            value={query}
            onChange={(event) => setQuery(event.target.value)}
            className="w-full rounded-lg border border-slate-300 py-2.5 pl-9 pr-3"
          />
        </div>
      </div>
      <div role="group" aria-label={t.filterByCategory} className="flex flex-wrap gap-2">
        {FILTERS.map((name) => (
          <button
            key={name}
            type="button"
            aria-pressed={category === name}
            onClick={() => setCategory(name)}
            className={`rounded-full border px-3.5 py-1.5 text-sm font-medium ${category === name ? "border-teal bg-teal text-white" : "border-slate-300 hover:border-teal"}`}
          >
            {categoryNames[locale][name]}
          </button>
        ))}
      </div>
      <p className="mt-4 text-sm text-slate-600" role="status">
        {t.showingServices(formatCount(shown.length, locale), formatCount(services.length, locale))}
      </p>
      {shown.length === 0 && (
        <p className="mt-4">
          {`${t.noServicesFound}.`}{" "}
          <button
            type="button"
            className="font-semibold text-teal underline"
            onClick={() => {
              setQuery("");
              setCategory(ALL_SERVICES_FILTER);
            }}
          >
            {t.clearFilters}
          </button>
        </p>
      )}
      <ul className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {shown.map((service) => (
          <li key={service.id} className="flex">
            <button
              type="button"
              onClick={() => onSelect(service)}
              className="flex w-full flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white text-left shadow-sm hover:border-teal hover:shadow-md"
            >
              <img
                src={service.image.src}
                alt=""
                width={service.image.width}
                height={service.image.height}
                loading="lazy"
                className="aspect-[4/3] w-full bg-sand object-cover"
              />
              <span className="flex flex-1 flex-col p-4">
                <span className="w-fit rounded-full bg-sand px-2.5 py-0.5 text-xs font-semibold">
                  {categoryNames[locale][service.category]}
                </span>
                <span className="mt-2 text-lg font-semibold">{service.title}</span>
                <span className="mt-1 flex-1 text-sm text-slate-600">{service.description}</span>
                <span className="mt-3 flex items-center justify-between text-sm">
                  <span className="font-semibold text-teal">{service.priceLabel}</span>
                  <span className="flex items-center gap-1 text-slate-600">
                    <Clock aria-hidden="true" className="size-3.5" />
                    {service.duration}
                  </span>
                </span>
              </span>
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}
