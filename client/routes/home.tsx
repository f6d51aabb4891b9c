import { Link } from "react-router";
import { BUSINESS } from "../../core/business";

export function meta() {
  return [
    { title: "South Florida Luxury Concierge | Hotel-Style Cleaning & Concierge Services" },
    { name: "description", content: "Hotel-style cleaning and concierge services for luxury apartment communities in Fort Lauderdale, Miami and West Palm Beach." },
  ];
}

export default function HomePage() {
  return (
    <>
      <section className="bg-sand">
        <div className="mx-auto max-w-7xl px-4 py-20">
          <h1 className="max-w-3xl font-serif text-4xl font-semibold sm:text-5xl">Hotel-style cleaning and concierge for South Florida living</h1>
          <p className="mt-4 max-w-2xl text-lg text-slate-700">{BUSINESS.promo}</p>
          <div className="mt-8 flex flex-wrap gap-3">
            <Link to="/booking" className="rounded-lg bg-teal px-5 py-3 font-semibold text-white hover:bg-teal-dark">
              Book Now
            </Link>
            <Link to="/services" className="rounded-lg border border-navy px-5 py-3 font-semibold">
              All Services
            </Link>
          </div>
        </div>
      </section>
      <section id="contact" aria-labelledby="contact-heading" className="mx-auto max-w-7xl scroll-mt-20 px-4 py-16">
        <h2 id="contact-heading" className="font-serif text-3xl font-semibold">Contact Us</h2>
        <div className="mt-6 grid gap-8 sm:grid-cols-2">
          <div>
            <h3 className="font-semibold">Hours</h3>
            <ul className="mt-2 space-y-1 text-slate-700">
              {BUSINESS.hoursDisplay.map((line) => (
                <li key={line}>{line}</li>
              ))}
            </ul>
          </div>
          <div>
            <h3 className="font-semibold">Reach us</h3>
            <p className="mt-2">
              <a href={`tel:${BUSINESS.phone.tel}`} className="font-semibold text-teal underline">
                {BUSINESS.phone.display}
              </a>
            </p>
            <p className="mt-1">
              <a href={`mailto:${BUSINESS.email}`} className="font-semibold text-teal underline">
                {BUSINESS.email}
              </a>
            </p>
          </div>
        </div>
      </section>
    </>
  );
}
