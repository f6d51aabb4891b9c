import { Award, Clock, Mail, MapPin, Phone, ShieldCheck, Sparkles, Star, Users } from "lucide-react";
import { BUSINESS, TESTIMONIALS } from "#core/business";
import { services } from "#core/catalogue";
import { serviceSummary } from "#core/service-index";
import { PackageCards } from "../components/package-cards";
import { ServiceCard } from "../components/services/service-card";
import { ButtonLink } from "../components/ui/button";
import { HydrateApart } from "../components/ui/hydrate-apart";
import { absoluteUrl, pageMeta } from "../lib/seo";
import type { Route } from "./+types/home";

const HOME_SERVICE_COUNT = 6;
const BADGE_ICONS = [Users, Award, Clock, ShieldCheck];

/**
 * Runs at build time: the page's HTML carries what it only shows (the six cards, the
 * testimonials, the structured data), so its JavaScript carries neither them nor the catalogue.
 */
export function loader() {
  return {
    featured: services.slice(0, HOME_SERVICE_COUNT).map(serviceSummary),
    serviceCount: services.length,
    testimonials: TESTIMONIALS,
    jsonLd: localBusinessJsonLd(),
  };
}

export function meta({ loaderData }: Route.MetaArgs) {
  return pageMeta({
    title: `${BUSINESS.name} | Hotel-Style Cleaning & Concierge in South Florida`,
    description:
      "Hotel-style cleaning and concierge services for luxury apartment communities in Fort Lauderdale, Miami and West Palm Beach. Book online in a minute.",
    path: "/",
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
  return (
    <>
      <Hero />
      <section aria-labelledby="offer-heading" className="bg-sand">
        <div className="mx-auto max-w-6xl px-4 py-16">
          <p className="text-center font-semibold uppercase tracking-wide text-teal">Special offer</p>
          <h2 id="offer-heading" className="mt-2 text-center font-serif text-3xl font-semibold sm:text-4xl">
            Bi-weekly hotel-style cleaning, second visit free
          </h2>
          <p className="mx-auto mt-3 max-w-2xl text-center text-slate-700">{BUSINESS.promo} No contract, cancel anytime.</p>
          <div className="mt-10">
            <PackageCards />
          </div>
        </div>
      </section>
      {/* Below the fold: each hydrates in a pass of its own, after the hero and the offer. */}
      <HydrateApart>
        <ServicesOverview featured={loaderData.featured} serviceCount={loaderData.serviceCount} />
      </HydrateApart>
      <HydrateApart>
        <WhyUs />
      </HydrateApart>
      <HydrateApart>
        <Testimonials testimonials={loaderData.testimonials} />
      </HydrateApart>
      <HydrateApart>
        <Contact />
      </HydrateApart>
    </>
  );
}

function Hero() {
  return (
    <section className="relative overflow-hidden bg-navy text-white">
      <div className="mx-auto grid max-w-7xl items-center gap-10 px-4 py-14 lg:grid-cols-2 lg:py-20">
        <div>
          <h1 className="font-serif text-4xl font-semibold leading-tight sm:text-5xl">
            Hotel-style cleaning and concierge for South Florida living
          </h1>
          <p className="mt-5 max-w-xl text-lg text-slate-200">
            Trusted professionals for luxury apartment communities in{" "}
            {BUSINESS.areasServed.map((area) => area.replace(", FL", "")).join(", ")}. {BUSINESS.promo}
          </p>
          <div className="mt-8 flex flex-wrap gap-3">
            <ButtonLink to="/booking" variant="accent" size="xl">
              Book Now
            </ButtonLink>
            <ButtonLink to="/special" variant="on-dark" size="xl">
              See the 2-for-1 Special
            </ButtonLink>
          </div>
          <ul className="mt-10 grid grid-cols-2 gap-3 sm:grid-cols-4">
            {BUSINESS.trustBadges.map((badge, index) => {
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
          alt="A bright high-rise apartment living room with an ocean view and palm trees, freshly cleaned"
          width={1200}
          height={800}
          fetchPriority="high"
          className="w-full rounded-3xl shadow-2xl"
        />
      </div>
    </section>
  );
}

function ServicesOverview({ featured, serviceCount }: Pick<Route.ComponentProps["loaderData"], "featured" | "serviceCount">) {
  return (
    <section aria-labelledby="services-heading" className="mx-auto max-w-7xl px-4 py-16">
      <h2 id="services-heading" className="font-serif text-3xl font-semibold sm:text-4xl">
        Our services
      </h2>
      <p className="mt-3 max-w-2xl text-slate-600">From a spotless apartment to a yacht day on Biscayne Bay, booked in a minute.</p>
      <ul className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {featured.map((service) => (
          <li key={service.id} className="flex">
            <ServiceCard service={service} />
          </li>
        ))}
      </ul>
      <div className="mt-10 text-center">
        <ButtonLink to="/services" variant="outline" size="xl" className="inline-block">
          {`View All ${serviceCount} Services`}
        </ButtonLink>
      </div>
    </section>
  );
}

const REASONS = [
  {
    icon: Sparkles,
    title: "Hotel standards at home",
    text: "Crisp linens, polished fixtures and a checklist borrowed from five-star housekeeping, every visit.",
  },
  {
    icon: ShieldCheck,
    title: "Insured and bonded",
    text: "Every professional is background-checked, insured and bonded, so you can hand over the key with confidence.",
  },
  {
    icon: Clock,
    title: "On your schedule",
    text: "Book online in under a minute, seven days a week, with emergency help around the clock.",
  },
  {
    icon: Star,
    title: "5.0 from 500+ clients",
    text: "Residents across South Florida rate us five stars, and our money-back guarantee stands behind every visit.",
  },
];

function WhyUs() {
  return (
    <section aria-labelledby="why-heading" className="bg-sand">
      <div className="mx-auto max-w-7xl px-4 py-16">
        <h2 id="why-heading" className="font-serif text-3xl font-semibold sm:text-4xl">
          Why residents choose us
        </h2>
        <ul className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {REASONS.map(({ icon: Icon, title, text }) => (
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

function Testimonials({ testimonials }: Pick<Route.ComponentProps["loaderData"], "testimonials">) {
  return (
    <section aria-labelledby="testimonials-heading" className="mx-auto max-w-7xl px-4 py-16">
      <h2 id="testimonials-heading" className="font-serif text-3xl font-semibold sm:text-4xl">
        What our clients say
      </h2>
      <ul className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {testimonials.map((testimonial) => (
          <li key={testimonial.name}>
            <figure className="flex h-full flex-col rounded-2xl border border-slate-200 p-6">
              <p className="flex gap-0.5" aria-label={`Rated ${testimonial.rating} out of 5`} role="img">
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

function Contact() {
  return (
    <section id="contact" aria-labelledby="contact-heading" className="scroll-mt-20 bg-navy text-white">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-16 md:grid-cols-3">
        <div>
          <h2 id="contact-heading" className="font-serif text-3xl font-semibold">
            Contact us
          </h2>
          <p className="mt-3 text-slate-200">Questions, special requests or a same-day emergency: we answer.</p>
        </div>
        <div>
          <h3 className="flex items-center gap-2 font-semibold text-gold">
            <Clock aria-hidden="true" className="size-5 shrink-0" /> Hours
          </h3>
          <ul className="mt-3 space-y-1 text-slate-200">
            {BUSINESS.hoursDisplay.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
        </div>
        <div className="space-y-3">
          <h3 className="font-semibold text-gold">Reach us</h3>
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
