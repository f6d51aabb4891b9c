import { Clock } from "lucide-react";
import { useState } from "react";
import { ALL_SERVICES_FILTER, filterServices, SERVICE_CATEGORIES, services, type Service } from "../../../core/catalogue";

/** Step 1: category buttons and a card per service; choosing one moves on. */
export function ServiceStep({ onSelect }: { onSelect: (service: Service) => void }) {
  const [category, setCategory] = useState<string>(ALL_SERVICES_FILTER);
  const shown = filterServices(services, category, "");
  return (
    <div>
      <div role="group" aria-label="Filter by category" className="flex flex-wrap gap-2">
        {[ALL_SERVICES_FILTER, ...SERVICE_CATEGORIES].map((name) => (
          <button
            key={name}
            type="button"
            aria-pressed={category === name}
            onClick={() => setCategory(name)}
            className={`rounded-full border px-3.5 py-1.5 text-sm font-medium ${category === name ? "border-teal bg-teal text-white" : "border-slate-300 hover:border-teal"}`}
          >
            {name}
          </button>
        ))}
      </div>
      <ul className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {shown.map((service) => (
          <li key={service.id} className="flex">
            <button
              type="button"
              onClick={() => onSelect(service)}
              className="flex w-full flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white text-left shadow-sm hover:border-teal hover:shadow-md"
            >
              <img src={service.image.src} alt="" width={service.image.width} height={service.image.height} loading="lazy" className="aspect-[4/3] w-full bg-sand object-cover" />
              <span className="flex flex-1 flex-col p-4">
                <span className="w-fit rounded-full bg-sand px-2.5 py-0.5 text-xs font-semibold">{service.category}</span>
                <span className="mt-2 text-lg font-semibold">{service.title}</span>
                <span className="mt-1 flex-1 text-sm text-slate-600">{service.description}</span>
                <span className="mt-3 flex items-center justify-between text-sm">
                  <span className="font-semibold text-teal">{service.price}</span>
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
