import { Check, ChevronRight, Clock, MapPin, Phone, Sparkles, Star } from "lucide-react";
import { Link } from "react-router";
import { BUSINESS } from "#core/business";
import { getService, relatedServices } from "#core/catalogue";
import { localizedPath } from "#core/i18n/locale";
import { businessWords } from "#core/i18n/messages/business-words";
import { cataloguePageMessages } from "#core/i18n/messages/catalogue-pages";
import { categoryNames } from "#core/i18n/messages/categories";
import { siteMessages } from "#core/i18n/messages/site";
import { HOTEL_CLEANING_SERVICE_ID, isServiceId } from "#core/services/ids";
import { hasFirstCleaningOffer } from "#core/services/offers";
import { startingCents } from "#core/services/price-label";
import { servicePath, serviceSummary, type Service } from "#core/service-index";
import { SERVICE_DEFINITIONS } from "#core/services/definitions";
import { PhotoGallery } from "../components/services/photo-gallery";
import { ServiceCard } from "../components/services/service-card";
import { buttonClass, ButtonLink } from "../components/ui/button";
import { HydrateApart } from "../components/ui/hydrate-apart";
import { BILINGUAL_PAGE, localeOfRequest, useLocalizedPath } from "../lib/locale";
import { absoluteUrl, breadcrumbJsonLd, pageMeta } from "../lib/seo";
import type { Route } from "./+types/service-detail";

/**
 * Runs at build time for every service in each language: the page's HTML carries its service
 * and its words, its JavaScript no catalogue.
 */
/** The page exists in English and in Spanish. */
export const handle = BILINGUAL_PAGE;

export function loader({ params, request }: Route.LoaderArgs) {
  const locale = localeOfRequest(request);
  const service = getService(params.serviceId, locale);
  if (!service) throw new Response("Service not found", { status: 404 });
  const { serviceAreaCount, callPhone, servicesMetaDescription: _list, ...texts } = cataloguePageMessages[locale];
  return {
    locale,
    service,
    copy: {
      ...texts,
      category: categoryNames[locale][service.category],
      serviceAreaCount: serviceAreaCount(service.locations.length),
      callPhone: callPhone(BUSINESS.phone.display),
      firstTimePromo: businessWords[locale].firstTimePromo,
      outOfFiveRating: siteMessages[locale].outOfFiveRating,
    },
    // The structured data's price, in dollars, from the same model the booking prices with.
    startingDollars: startingCents(SERVICE_DEFINITIONS[service.id]) / 100,
    // Read here, so the page's JavaScript carries no service definitions.
    firstCleaningOffer: hasFirstCleaningOffer(service.id),
    related: relatedServices(service, 3, locale).map(serviceSummary),
  };
}

/**
 * In the browser: a known service's data is its prerendered file; an unknown id (served
 * the app shell with status 404) has none, so it is answered here without a request.
 */
export async function clientLoader({ params, serverLoader }: Route.ClientLoaderArgs) {
  if (!isServiceId(params.serviceId)) {
    return {
      locale: "en" as const,
      service: undefined,
      copy: undefined,
      startingDollars: undefined,
      firstCleaningOffer: false,
      related: [],
    };
  }
  return serverLoader();
}

export function meta({ loaderData, params }: Route.MetaArgs) {
  const service = loaderData?.service;
  const copy = loaderData?.copy;
  if (!service || !copy) {
    return pageMeta({
      title: "Service Not Found",
      description: "This service does not exist.",
      path: `/services/${params.serviceId}`,
      noindex: true,
    });
  }
  return pageMeta({
    title: service.title,
    description: service.description,
    path: servicePath(service.id),
    locale: loaderData.locale,
    image: service.image.src,
    jsonLd: [
      serviceJsonLd(service, loaderData.startingDollars, localizedPath(servicePath(service.id), loaderData.locale)),
      breadcrumbJsonLd([
        { name: copy.breadcrumbHome, path: localizedPath("/", loaderData.locale) },
        { name: copy.servicesTitle, path: localizedPath("/services", loaderData.locale) },
        { name: service.title, path: localizedPath(servicePath(service.id), loaderData.locale) },
      ]),
    ],
  });
}

function serviceJsonLd(service: Service, startingDollars: number | undefined, path: string) {
  const amount = startingDollars === undefined ? undefined : String(startingDollars);
  return {
    "@context": "https://schema.org",
    "@type": "Service",
    name: service.title,
    description: service.longDescription,
    serviceType: service.category,
    image: absoluteUrl(service.image.src),
    url: absoluteUrl(path),
    provider: { "@type": "LocalBusiness", name: BUSINESS.name, telephone: BUSINESS.phone.tel },
    areaServed: service.locations.map((name) => ({ "@type": "City", name })),
    offers: {
      "@type": "Offer",
      priceCurrency: "USD",
      ...(amount ? { price: amount } : {}),
      description: service.price,
      url: absoluteUrl(`/booking?service=${service.id}`),
    },
  };
}

export default function ServiceDetailPage({ loaderData: { service, copy, firstCleaningOffer, related }, params }: Route.ComponentProps) {
  const localized = useLocalizedPath();
  if (!service || !copy) return <ServiceNotFound id={params.serviceId} />;

  return (
    <div className="mx-auto max-w-7xl px-4 py-8">
      <nav aria-label={copy.breadcrumbLabel}>
        <ol className="flex flex-wrap items-center gap-1 text-sm text-slate-600">
          <li>
            <Link to={localized("/")} className="hover:underline">
              {copy.breadcrumbHome}
            </Link>
          </li>
          <ChevronRight aria-hidden="true" className="size-4" />
          <li>
            <Link to={localized("/services")} className="hover:underline">
              {copy.servicesTitle}
            </Link>
          </li>
          <ChevronRight aria-hidden="true" className="size-4" />
          <li aria-current="page" className="font-medium text-navy">
            {service.title}
          </li>
        </ol>
      </nav>

      {service.id === "deep-cleaning" && (
        <aside
          aria-label={copy.specialAsideLabel}
          className="mt-6 flex flex-col gap-3 rounded-2xl bg-navy p-5 text-white sm:flex-row sm:items-center sm:justify-between"
        >
          <p className="flex items-center gap-2 font-semibold">
            <Sparkles aria-hidden="true" className="size-5 shrink-0 text-gold" />
            {copy.specialAsideText}
          </p>
          <ButtonLink to="/subscription" variant="accent" className="shrink-0">
            {copy.subscribeNow}
          </ButtonLink>
        </aside>
      )}

      {/* The price card follows the title: at 360 px it is on the first screens, not after the
          photos; on wide screens it stays in its own sticky column. */}
      <div className="mt-6 grid gap-x-10 gap-y-6 lg:grid-cols-3">
        <div className="lg:col-span-2">
          <img
            src={service.image.src}
            alt={service.image.alt}
            width={service.image.width}
            height={service.image.height}
            fetchPriority="high"
            className="aspect-[4/3] w-full rounded-2xl bg-sand object-cover"
          />
          <p className="mt-6 w-fit rounded-full bg-sand px-3 py-1 text-sm font-semibold">{copy.category}</p>
          <h1 className="mt-3 font-serif text-4xl font-semibold">{service.title}</h1>
          <ul className="mt-4 flex flex-wrap gap-x-6 gap-y-2 text-sm text-slate-700">
            <li className="flex items-center gap-1.5">
              <Clock aria-hidden="true" className="size-4" /> {service.duration}
            </li>
            <li className="flex items-center gap-1.5">
              <MapPin aria-hidden="true" className="size-4" /> {copy.serviceAreaCount}
            </li>
            <li className="flex items-center gap-1.5">
              <Star aria-hidden="true" className="size-4 fill-gold text-gold" /> 5.0<span className="sr-only">{copy.outOfFiveRating}</span>
            </li>
          </ul>
        </div>

        <aside
          aria-label={copy.bookThisServiceLabel}
          className="lg:sticky lg:top-24 lg:col-start-3 lg:row-span-2 lg:row-start-1 lg:self-start"
        >
          <div className="rounded-2xl border border-slate-200 p-6 shadow-sm">
            <p className="text-sm text-slate-600">{copy.priceHeading}</p>
            <p className="mt-1 text-3xl font-semibold text-teal">{service.priceLabel}</p>
            {service.id === HOTEL_CLEANING_SERVICE_ID && (
              <p className="mt-2 text-sm text-slate-600">
                {copy.planNoteBefore}{" "}
                <Link to={localized("/special")} className="font-semibold text-teal underline">
                  {copy.planNoteLink}
                </Link>{" "}
                {copy.planNoteAfter}
              </p>
            )}
            <ButtonLink to={localized(`/booking?service=${service.id}`)} size="xl" className="mt-5 block">
              {copy.bookThisService}
            </ButtonLink>
            <a href={`tel:${BUSINESS.phone.tel}`} className={buttonClass("secondary", "xl", "mt-3 flex items-center justify-center gap-2")}>
              <Phone aria-hidden="true" className="size-4" /> {copy.callPhone}
            </a>
            {firstCleaningOffer && <p className="mt-4 text-sm text-slate-600">{copy.firstTimePromo}</p>}
          </div>
        </aside>

        <div className="lg:col-span-2">
          <p className="text-lg leading-relaxed text-slate-700">{service.longDescription}</p>

          {/* Below the fold: hydrates after the title and the price card. */}
          <HydrateApart>
            {service.pricingDetails && (
              <section aria-labelledby="pricing-heading" className="mt-8">
                <h2 id="pricing-heading" className="text-xl font-semibold">
                  {copy.pricingHeading}
                </h2>
                <ul className="mt-3 space-y-1 text-slate-700">
                  {service.pricingDetails.map((line) => (
                    <li key={line}>{line}</li>
                  ))}
                </ul>
              </section>
            )}

            <section aria-labelledby="features-heading" className="mt-8">
              <h2 id="features-heading" className="text-xl font-semibold">
                {copy.includedHeading}
              </h2>
              <ul className="mt-3 grid gap-2 sm:grid-cols-2">
                {service.features.map((feature) => (
                  <li key={feature} className="flex items-start gap-2">
                    <Check aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-teal" />
                    {feature}
                  </li>
                ))}
              </ul>
            </section>

            <section aria-labelledby="areas-heading" className="mt-8">
              <h2 id="areas-heading" className="text-xl font-semibold">
                {copy.areasHeading}
              </h2>
              <ul className="mt-3 flex flex-wrap gap-2">
                {service.locations.map((location) => (
                  <li key={location} className="rounded-full border border-slate-300 px-3 py-1 text-sm">
                    {location}
                  </li>
                ))}
              </ul>
            </section>

            <section aria-labelledby="photos-heading" className="mt-8">
              <h2 id="photos-heading" className="text-xl font-semibold">
                {copy.photosHeading}
              </h2>
              <div className="mt-3">
                <PhotoGallery photos={service.actionImages} title={service.title} />
              </div>
            </section>
          </HydrateApart>
        </div>
      </div>

      <HydrateApart>
        {related.length > 0 && (
          <section aria-labelledby="related-heading" className="mt-16">
            <h2 id="related-heading" className="font-serif text-2xl font-semibold">
              {copy.relatedHeading}
            </h2>
            <ul className="mt-6 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
              {related.map((item) => (
                <li key={item.id} className="flex">
                  <ServiceCard service={item} />
                </li>
              ))}
            </ul>
          </section>
        )}
      </HydrateApart>
    </div>
  );
}

function ServiceNotFound({ id }: { id: string }) {
  return (
    <section className="mx-auto max-w-xl px-4 py-24 text-center">
      <h1 className="font-serif text-3xl font-semibold">Service Not Found</h1>
      <p className="mt-3 text-slate-600">Service ID "{id}" was not found.</p>
      <ButtonLink to="/services" className="mt-6 inline-block">
        Back to Services
      </ButtonLink>
    </section>
  );
}
