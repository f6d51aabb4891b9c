import { Link } from "react-router";
import { BUSINESS } from "#core/business";
import { SERVICE_CATEGORIES } from "#core/services/categories";

/** The year of the build: a prerendered page and its hydration must print the same one. */
const BUILD_YEAR = import.meta.env.VITE_BUILD_YEAR;

const COMPANY_LINKS = [
  { to: "/about", label: "About Us" },
  { to: "/special", label: "2-for-1 Special" },
  { to: "/become-a-vendor", label: "Become a Vendor" },
  { to: "/#contact", label: "Contact" },
];

const LEGAL_LINKS = [
  { to: "/privacy-policy", label: "Privacy Policy" },
  { to: "/terms-of-service", label: "Terms of Service" },
  { to: "/cookie-policy", label: "Cookie Policy" },
];

export function SiteFooter() {
  const headingClass = "mb-3 text-sm font-semibold uppercase tracking-wide text-gold";
  const linkClass = "text-sm text-slate-200 hover:text-white hover:underline";
  return (
    <footer className="bg-navy text-white">
      <div className="mx-auto grid max-w-7xl gap-8 px-4 py-12 sm:grid-cols-2 lg:grid-cols-4">
        <div>
          <p className="font-serif text-lg font-semibold">{BUSINESS.name}</p>
          <p className="mt-2 text-sm text-slate-300">
            Hotel-style cleaning and concierge services for South Florida's luxury apartment communities.
          </p>
          <ul className="mt-4 flex gap-3" aria-label="Social media">
            {BUSINESS.socialLinks.map((social) => (
              <li key={social.label}>
                <a href={social.href} className={linkClass} rel="noopener noreferrer">
                  {social.label}
                </a>
              </li>
            ))}
          </ul>
        </div>
        <nav aria-label="Services">
          <h2 className={headingClass}>Services</h2>
          <ul className="space-y-2">
            {SERVICE_CATEGORIES.slice(0, 6).map((category) => (
              <li key={category}>
                <Link to={`/services?category=${encodeURIComponent(category)}`} className={linkClass}>
                  {category}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <nav aria-label="Company">
          <h2 className={headingClass}>Company</h2>
          <ul className="space-y-2">
            {[...COMPANY_LINKS, ...LEGAL_LINKS].map((link) => (
              <li key={link.to}>
                <Link to={link.to} className={linkClass}>
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <div>
          <h2 className={headingClass}>Contact</h2>
          <address className="space-y-2 text-sm not-italic text-slate-200">
            <p>
              <a href={`tel:${BUSINESS.phone.tel}`} className={linkClass}>
                {BUSINESS.phone.display}
              </a>
            </p>
            <p>
              <a href={`mailto:${BUSINESS.email}`} className={linkClass}>
                {BUSINESS.email}
              </a>
            </p>
            <p>{BUSINESS.areasServed.join(" · ")}</p>
          </address>
        </div>
      </div>
      <p className="border-t border-white/10 px-4 py-4 text-center text-xs text-slate-300">
        © {BUILD_YEAR} {BUSINESS.name}. All rights reserved.
      </p>
    </footer>
  );
}
