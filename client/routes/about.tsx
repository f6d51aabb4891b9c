import { Gem, Settings2, Sparkles, UserCheck } from "lucide-react";
import { BUSINESS } from "#core/business";
import { services } from "#core/catalogue";
import { ButtonLink } from "../components/ui/button";
import { pageMeta } from "../lib/seo";
import type { Route } from "./+types/about";

/** Runs at build time, so the page's JavaScript does not carry the catalogue to count it. */
export function loader() {
  return { serviceCount: services.length };
}

export function meta() {
  return pageMeta({
    title: "About Us",
    description:
      "Hotel-style cleaning and concierge services for South Florida's luxury apartment communities: our mission, our people and how we work.",
    path: "/about",
  });
}

const offers = (serviceCount: number) => [
  {
    icon: Settings2,
    title: "Great System",
    text: "Book online in under a minute, get a confirmation by email and a reminder the day before. We coordinate access with your concierge so you never wait at home.",
  },
  {
    icon: UserCheck,
    title: "Professional Staff",
    text: "Every cleaner and vendor is background-checked, trained to our hotel-style checklist, insured and bonded, and rated after every visit.",
  },
  {
    icon: Gem,
    title: "High Quality",
    text: "Hotel housekeeping standards: crisp linens, polished fixtures, no missed corners. If something is not right, tell us within 24 hours and we come back.",
  },
  {
    icon: Sparkles,
    title: "Amazing Services",
    text: `Beyond cleaning: ${serviceCount} services from laundry and pet care to private chefs and yacht days, all booked in one place.`,
  },
];

export default function AboutPage({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <section className="bg-sand">
        <div className="mx-auto max-w-4xl px-4 py-16">
          <h1 className="font-serif text-4xl font-semibold sm:text-5xl">About {BUSINESS.name}</h1>
          <p className="mt-5 text-lg leading-relaxed text-slate-700">
            Our mission is simple: to make life in South Florida's luxury apartment communities feel like a stay at a five-star hotel. We
            bring hotel-style housekeeping and a trusted network of concierge professionals to residents of{" "}
            {BUSINESS.areasServed.map((area) => area.replace(", FL", "")).join(", ")}, so your home is always guest-ready and your time is
            your own.
          </p>
        </div>
      </section>
      <section aria-labelledby="offer-heading" className="mx-auto max-w-6xl px-4 py-16">
        <h2 id="offer-heading" className="font-serif text-3xl font-semibold">
          What we offer
        </h2>
        <ul className="mt-8 grid gap-6 sm:grid-cols-2">
          {offers(loaderData.serviceCount).map(({ icon: Icon, title, text }) => (
            <li key={title} className="rounded-2xl border border-slate-200 p-6">
              <Icon aria-hidden="true" className="size-8 text-teal" />
              <h3 className="mt-4 text-xl font-semibold">{title}</h3>
              <p className="mt-2 text-slate-700">{text}</p>
            </li>
          ))}
        </ul>
      </section>
      <section aria-labelledby="where-heading" className="bg-navy text-white">
        <div className="mx-auto max-w-4xl px-4 py-14 text-center">
          <h2 id="where-heading" className="font-serif text-3xl font-semibold">
            Where we work
          </h2>
          <p className="mt-4 text-slate-200">{BUSINESS.areasServed.join(" · ")}</p>
          <ButtonLink to="/booking" variant="accent" size="xl" className="mt-8 inline-block">
            Get Started
          </ButtonLink>
        </div>
      </section>
    </>
  );
}
