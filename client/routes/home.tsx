import { Award, Clock, Mail, MapPin, Phone, ShieldCheck, Sparkles, Star, Users } from "lucide-react";
import { BUSINESS, TESTIMONIALS } from "#core/business";
import { servicesIn } from "#core/catalogue";
import { planWords } from "#core/i18n/messages/plans";
import { businessWords } from "#core/i18n/messages/business-words";
import { homeMessages } from "#core/i18n/messages/home";
import { siteMessages } from "#core/i18n/messages/site";
import { serviceSummary } from "#core/service-index";
import { PackageCards } from "../components/package-cards";
import { ServiceCard } from "../components/services/service-card";
import { ButtonLink } from "../components/ui/button";
import { HydrateApart } from "../components/ui/hydrate-apart";
import { BILINGUAL_PAGE, localeOfRequest, useLocale, useLocalizedPath } from "../lib/locale";
import { absoluteUrl, pageMeta } from "../lib/seo";
import type { Route } from "./+types/home";

const HOME_SERVICE_COUNT = 6;
const BADGE_ICONS = [Users, Award, Clock, ShieldCheck];

/**
 * Runs at build time, once per language: the page's HTML carries what it only shows (its
 * words, the six cards, the testimonials, the structured data), so its JavaScript carries
 * neither them nor the catalogue.
 */
/** The page exists in English and in Spanish. */
export const handle = BILINGUAL_PAGE;

export function loader({ request }: Route.LoaderArgs) {
  const locale = localeOfRequest(request);
  const { heroIntro, viewAllServices, ratedOutOfFive, ...texts } = homeMessages[locale];
  const business = businessWords[locale];
  const services = servicesIn(locale);
  const areas = BUSINESS.areasServed.map((area) => area.replace(", FL", "")).join(", ");
  return {
    locale,
    featured: services.slice(0, HOME_SERVICE_COUNT).map(serviceSummary),
    testimonials: TESTIMONIALS.map((testimonial, index) => ({
      ...testimonial,
      role: business.testimonialRoles[index] ?? testimonial.role,
      content: business.testimonialQuotes[index] ?? testimonial.content,
    })),
    jsonLd: localBusinessJsonLd(),
    plans: planWords[locale],
    copy: {
      ...texts,
      heroIntro: `${heroIntro(areas)} ${business.firstTimePromo}`,
      offerText: `${business.firstTimePromo} ${texts.offerNoContract}`,
      viewAllServices: viewAllServices(services.length),
      ratedOutOfFive: ratedOutOfFive(5),
      trustBadges: business.trustBadges,
      hoursLines: business.hoursLines,
    },
  };
}

type Copy = Route.ComponentProps["loaderData"]["copy"];

export function meta({ loaderData }: Route.MetaArgs) {
  return pageMeta({
    title: `${BUSINESS.name} | ${loaderData.copy.homeMetaTitle}`,
    description: loaderData.copy.homeMetaDescription,
    path: "/",
    locale: loaderData.locale,
    jsonLd: [loaderData.jsonLd],
  });
}

function localBusinessJsonLd() {
  return {
    "@context": "https://schema.org",
    "@type": "LocalBusiness",
    name: BUSINESS.name,
    url: absoluteUrl("/"),
    image: absoluteUrl("/images/hero.svg"),
    telephone: BUSINESS.phone.tel,
    email: BUSINESS.email,
    areaServed: BUSINESS.areasServed.map((name) => ({ "@type": "City", name })),
    openingHoursSpecification: BUSINESS.openingHours.map((hours) => ({
      "@type": "OpeningHoursSpecification",
      dayOfWeek: hours.days,
      opens: hours.opens,
      closes: hours.closes,
    })),
    aggregateRating: { "@type": "AggregateRating", ratingValue: "5.0", bestRating: "5", reviewCount: TESTIMONIALS.length },
    sameAs: BUSINESS.socialLinks.map((link) => link.href),
  };
}

export default function HomePage({ loaderData }: Route.ComponentProps) {
  const { copy } = loaderData;
  return (
    <>
      <Hero copy={copy} />
      <section aria-labelledby="offer-heading" className="bg-sand">
        <div className="mx-auto max-w-6xl px-4 py-16">
          <p className="text-center font-semibold uppercase tracking-wide text-teal">{copy.offerEyebrow}</p>
          <h2 id="offer-heading" className="mt-2 text-center font-serif text-3xl font-semibold sm:text-4xl">
            {copy.offerHeading}
          </h2>
          <p className="mx-auto mt-3 max-w-2xl text-center text-slate-700">{copy.offerText}</p>
          <div className="mt-10">
            <PackageCards words={loaderData.plans} />
          </div>
        </div>
      </section>
      {/* Below the fold: each hydrates in a pass of its own, after the hero and the offer. */}
      <HydrateApart>
        <ServicesOverview featured={loaderData.featured} copy={copy} />
      </HydrateApart>
      <HydrateApart>
        <WhyUs copy={copy} />
      </HydrateApart>
      <HydrateApart>
        <Testimonials testimonials={loaderData.testimonials} copy={copy} />
      </HydrateApart>
      <HydrateApart>
        <Contact copy={copy} />
      </HydrateApart>
    </>
  );
}

function Hero({ copy }: { copy: Copy }) {
  const localized = useLocalizedPath();
  const t = siteMessages[useLocale()];
  return (
    <section className="relative overflow-hidden bg-navy text-white">
      <div className="mx-auto grid max-w-7xl items-center gap-10 px-4 py-14 lg:grid-cols-2 lg:py-20">
        <div>
          <h1 className="font-serif text-4xl font-semibold leading-tight sm:text-5xl">{copy.heroTitle}</h1>
          <p className="mt-5 max-w-xl text-lg text-slate-200">{copy.heroIntro}</p>
          <div className="mt-8 flex flex-wrap gap-3">
            <ButtonLink to={localized("/booking")} variant="accent" size="xl">
              {t.bookNow}
            </ButtonLink>
            <ButtonLink to={localized("/special")} variant="on-dark" size="xl">
              {copy.heroSpecialLink}
            </ButtonLink>
          </div>
          <ul className="mt-10 grid grid-cols-2 gap-3 sm:grid-cols-4">
            {copy.trustBadges.map((badge, index) => {
              const Icon = BADGE_ICONS[index] ?? ShieldCheck;
              return (
                <li
                  key={badge}
                  className="flex flex-col items-center gap-2 rounded-xl bg-white/10 px-2 py-3 text-center text-sm font-medium"
                >
                  <Icon aria-hidden="true" className="size-6 text-gold" />
                  {badge}
                </li>
              );
            })}
          </ul>
        </div>
        <img
          src="/images/hero.svg"
          alt={copy.heroImageAlt}
          width={1200}
          height={800}
          fetchPriority="high"
          className="w-full rounded-3xl shadow-2xl"
        />
      </div>
    </section>
  );
}

function ServicesOverview({ featured, copy }: Pick<Route.ComponentProps["loaderData"], "featured" | "copy">) {
  const localized = useLocalizedPath();
  return (
    <section aria-labelledby="services-heading" className="mx-auto max-w-7xl px-4 py-16">
      <h2 id="services-heading" className="font-serif text-3xl font-semibold sm:text-4xl">
        {copy.servicesHeading}
      </h2>
      <p className="mt-3 max-w-2xl text-slate-600">{copy.servicesIntro}</p>
      <ul className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {featured.map((service) => (
          <li key={service.id} className="flex">
            <ServiceCard service={service} />
          </li>
        ))}
      </ul>
      <div className="mt-10 text-center">
        <ButtonLink to={localized("/services")} variant="outline" size="xl" className="inline-block">
          {copy.viewAllServices}
        </ButtonLink>
      </div>
    </section>
  );
}

const reasons = ({ reasons: words }: Copy) => [
  { icon: Sparkles, title: words.hotelStandardsTitle, text: words.hotelStandardsText },
  { icon: ShieldCheck, title: words.insuredTitle, text: words.insuredText },
  { icon: Clock, title: words.scheduleTitle, text: words.scheduleText },
  { icon: Star, title: words.ratingTitle, text: words.ratingText },
];

function WhyUs({ copy }: { copy: Copy }) {
  return (
    <section aria-labelledby="why-heading" className="bg-sand">
      <div className="mx-auto max-w-7xl px-4 py-16">
        <h2 id="why-heading" className="font-serif text-3xl font-semibold sm:text-4xl">
          {copy.reasonsHeading}
        </h2>
        <ul className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {reasons(copy).map(({ icon: Icon, title, text }) => (
            <li key={title} className="rounded-2xl bg-white p-6">
              <Icon aria-hidden="true" className="size-8 text-teal" />
              <h3 className="mt-4 text-lg font-semibold">{title}</h3>
              <p className="mt-2 text-sm text-slate-700">{text}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}

function Testimonials({ testimonials, copy }: Pick<Route.ComponentProps["loaderData"], "testimonials" | "copy">) {
  return (
    <section aria-labelledby="testimonials-heading" className="mx-auto max-w-7xl px-4 py-16">
      <h2 id="testimonials-heading" className="font-serif text-3xl font-semibold sm:text-4xl">
        {copy.testimonialsHeading}
      </h2>
      <ul className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {testimonials.map((testimonial) => (
          <li key={testimonial.name}>
            <figure className="flex h-full flex-col rounded-2xl border border-slate-200 p-6">
              <p className="flex gap-0.5" aria-label={copy.ratedOutOfFive} role="img">
                {Array.from({ length: testimonial.rating }, (_, index) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: identical stars, only their count matters
                  <Star key={index} aria-hidden="true" className="size-4 fill-gold text-gold" />
                ))}
              </p>
              <blockquote className="mt-4 flex-1 text-slate-700">“{testimonial.content}”</blockquote>
              <figcaption className="mt-5 flex items-center gap-3">
                <span
                  aria-hidden="true"
                  className="flex size-10 items-center justify-center rounded-full bg-navy text-sm font-semibold text-white"
                >
                  {testimonial.initials}
                </span>
                <span>
                  <span className="block font-semibold">{testimonial.name}</span>
                  <span className="block text-sm text-slate-600">{testimonial.role}</span>
                </span>
              </figcaption>
            </figure>
          </li>
        ))}
      </ul>
    </section>
  );
}

function Contact({ copy }: { copy: Copy }) {
  return (
    <section id="contact" aria-labelledby="contact-heading" className="scroll-mt-20 bg-navy text-white">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-16 md:grid-cols-3">
        <div>
          <h2 id="contact-heading" className="font-serif text-3xl font-semibold">
            {copy.contactHeading}
          </h2>
          <p className="mt-3 text-slate-200">{copy.contactIntro}</p>
        </div>
        <div>
          <h3 className="flex items-center gap-2 font-semibold text-gold">
            <Clock aria-hidden="true" className="size-5 shrink-0" /> {copy.hoursHeading}
          </h3>
          <ul className="mt-3 space-y-1 text-slate-200">
            {copy.hoursLines.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
        </div>
        <div className="space-y-3">
          <h3 className="font-semibold text-gold">{copy.reachUsHeading}</h3>
          <a href={`tel:${BUSINESS.phone.tel}`} className="flex items-center gap-2 text-lg font-semibold hover:underline">
            <Phone aria-hidden="true" className="size-5 shrink-0" /> {BUSINESS.phone.display}
          </a>
          <a href={`mailto:${BUSINESS.email}`} className="flex items-center gap-2 hover:underline">
            <Mail aria-hidden="true" className="size-5 shrink-0" /> {BUSINESS.email}
          </a>
          <p className="flex items-center gap-2 text-slate-200">
            <MapPin aria-hidden="true" className="size-5 shrink-0" /> {BUSINESS.areasServed.join(" · ")}
          </p>
        </div>
      </div>
    </section>
  );
}
