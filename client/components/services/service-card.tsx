import { Clock, MapPin, Star } from "lucide-react";
import { Link } from "react-router";
import { pluralize } from "#core/i18n/format";
import { categoryNames } from "#core/i18n/messages/categories";
import { siteMessages } from "#core/i18n/messages/site";
import { servicePath, type ServiceSummary } from "#core/service-index";
import { useLocale, useLocalizedPath } from "#client/lib/locale";

/** A catalogue card linking to the service page. Images above the fold load first (often the LCP), the rest lazily. */
export function ServiceCard({
  service,
  eager = false,
  headingLevel = 3,
}: {
  service: ServiceSummary;
  eager?: boolean;
  headingLevel?: 2 | 3;
}) {
  const Heading = headingLevel === 2 ? "h2" : "h3";
  const locale = useLocale();
  const t = siteMessages[locale];
  const localized = useLocalizedPath();
  return (
    <article className="group relative flex w-full flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm transition hover:shadow-md">
      <img
        src={service.image.src}
        alt={service.image.alt}
        width={service.image.width}
        height={service.image.height}
        loading={eager ? "eager" : "lazy"}
        fetchPriority={eager ? "high" : "auto"}
        decoding="async"
        className="aspect-[4/3] w-full bg-sand object-cover"
      />
      <div className="flex flex-1 flex-col p-5">
        <p className="w-fit rounded-full bg-sand px-2.5 py-0.5 text-xs font-semibold text-navy">
          {categoryNames[locale][service.category]}
        </p>
        <Heading className="mt-3 text-lg font-semibold">
          <Link
            to={localized(servicePath(service.id))}
            className="after:absolute after:inset-0 focus-visible:outline-none group-focus-within:underline"
          >
            {service.title}
          </Link>
        </Heading>
        <p className="mt-2 flex-1 text-sm text-slate-600">{service.description}</p>
        <p className="mt-4 text-lg font-semibold text-teal">{service.priceLabel}</p>
        <ul className="mt-3 flex flex-wrap gap-x-4 gap-y-1 text-xs text-slate-600">
          <li className="flex items-center gap-1">
            <Clock aria-hidden="true" className="size-3.5" />
            {service.duration}
          </li>
          <li className="flex items-center gap-1">
            <MapPin aria-hidden="true" className="size-3.5" />
            {pluralize(service.locations.length, t.locationCount, locale)}
          </li>
          <li className="flex items-center gap-1">
            <Star aria-hidden="true" className="size-3.5 fill-gold text-gold" />
            <span>
              5.0<span className="sr-only">{t.outOfFiveRating}</span>
            </span>
          </li>
        </ul>
      </div>
    </article>
  );
}
