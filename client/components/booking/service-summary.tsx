import { Link } from "react-router";
import type { Service } from "#core/service-index";
import { HOTEL_CLEANING_SERVICE_ID } from "#core/services/ids";
import { localizedPath } from "#core/i18n/locale";
import { bookingWizardMessages } from "#core/i18n/messages/booking-wizard";
import { useLocale } from "#client/lib/locale";

export function ServiceSummary({ service, action }: { service: Service; action?: React.ReactNode }) {
  const locale = useLocale();
  const t = bookingWizardMessages[locale];
  return (
    <div className="flex flex-wrap items-center gap-4 rounded-2xl border border-slate-200 bg-sand/50 p-4">
      <img src={service.image.src} alt="" width={96} height={72} className="h-18 w-24 rounded-lg bg-sand object-cover" />
      <div className="min-w-0 flex-1">
        <p className="font-semibold">{service.title}</p>
        <p className="text-sm text-slate-600">
          {service.id === HOTEL_CLEANING_SERVICE_ID ? t.singleVisit : service.priceLabel} · {service.duration}
        </p>
        {service.id === HOTEL_CLEANING_SERVICE_ID && (
          <p className="mt-1 text-sm text-slate-600">
            {t.planNoteBefore(service.priceLabel)}{" "}
            <Link to={localizedPath("/special", locale)} className="font-semibold text-teal underline">
              {t.planNoteLink}
            </Link>
            .
          </p>
        )}
      </div>
      {action}
    </div>
  );
}
