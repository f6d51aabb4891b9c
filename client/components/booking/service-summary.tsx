import { Link } from "react-router";
import type { Service } from "#core/service-index";
import { HOTEL_CLEANING_SERVICE_ID } from "#core/services/ids";

export function ServiceSummary({ service, action }: { service: Service; action?: React.ReactNode }) {
  return (
    <div className="flex flex-wrap items-center gap-4 rounded-2xl border border-slate-200 bg-sand/50 p-4">
      <img src={service.image.src} alt="" width={96} height={72} className="h-18 w-24 rounded-lg bg-sand object-cover" />
      <div className="min-w-0 flex-1">
        <p className="font-semibold">{service.title}</p>
        <p className="text-sm text-slate-600">
          {service.id === HOTEL_CLEANING_SERVICE_ID ? "A single visit" : service.priceLabel} · {service.duration}
        </p>
        {service.id === HOTEL_CLEANING_SERVICE_ID && (
          <p className="mt-1 text-sm text-slate-600">
            For the bi-weekly plan from {service.priceLabel}, see{" "}
            <Link to="/special" className="font-semibold text-teal underline">
              the Cleaning Special plans
            </Link>
            .
          </p>
        )}
      </div>
      {action}
    </div>
  );
}
