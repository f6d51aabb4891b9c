import { Link } from "react-router";
import { BUSINESS } from "#core/business";
import { categoryNames } from "#core/i18n/messages/categories";
import { siteMessages } from "#core/i18n/messages/site";
import { SERVICE_CATEGORIES } from "#core/services/categories";
import { useLocale, useLocalizedPath } from "../lib/locale";
import { LanguageSwitch } from "./language-switch";

/** The year of the build: a prerendered page and its hydration must print the same one. */
const BUILD_YEAR = import.meta.env.VITE_BUILD_YEAR;

const COMPANY_LINKS = [
  { to: "/about", label: "footerAbout" },
  { to: "/special", label: "footerSpecial" },
  { to: "/become-a-vendor", label: "footerBecomeVendor" },
  { to: "/#contact", label: "navContact" },
] as const;

const LEGAL_LINKS = [
  { to: "/privacy-policy", label: "footerPrivacy" },
  { to: "/terms-of-service", label: "footerTerms" },
  { to: "/cookie-policy", label: "footerCookies" },
] as const;

/** The vendor form exists in English only for now: it keeps its English path from a Spanish page. */
const ENGLISH_ONLY_PATHS = new Set(["/become-a-vendor"]);

export function SiteFooter() {
  const locale = useLocale();
  const t = siteMessages[locale];
  const localized = useLocalizedPath();
  const headingClass = "mb-3 text-sm font-semibold uppercase tracking-wide text-gold";
  const linkClass = "text-sm text-slate-200 hover:text-white hover:underline";
  return (
    <footer className="bg-navy text-white">
      <div className="mx-auto grid max-w-7xl gap-8 px-4 py-12 sm:grid-cols-2 lg:grid-cols-4">
        <div>
          <p className="font-serif text-lg font-semibold">{BUSINESS.name}</p>
          <p className="mt-2 text-sm text-slate-300">{t.footerTagline}</p>
          <ul className="mt-4 flex gap-3" aria-label={t.socialMediaLabel}>
            {BUSINESS.socialLinks.map((social) => (
              <li key={social.label}>
                <a href={social.href} className={linkClass} rel="noopener noreferrer">
                  {social.label}
                </a>
              </li>
            ))}
          </ul>
        </div>
        <nav aria-label={t.footerServicesHeading}>
          <h2 className={headingClass}>{t.footerServicesHeading}</h2>
          <ul className="space-y-2">
            {SERVICE_CATEGORIES.slice(0, 6).map((category) => (
              <li key={category}>
                <Link to={localized(`/services?category=${encodeURIComponent(category)}`)} className={linkClass}>
                  {categoryNames[locale][category]}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <nav aria-label={t.footerCompanyHeading}>
          <h2 className={headingClass}>{t.footerCompanyHeading}</h2>
          <ul className="space-y-2">
            {[...COMPANY_LINKS, ...LEGAL_LINKS].map((link) => (
              <li key={link.to}>
                <Link to={ENGLISH_ONLY_PATHS.has(link.to) ? link.to : localized(link.to)} className={linkClass}>
                  {t[link.label]}
                </Link>
              </li>
            ))}
            <li>
              <LanguageSwitch className={linkClass} />
            </li>
          </ul>
        </nav>
        <div>
          <h2 className={headingClass}>{t.footerContactHeading}</h2>
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
        © {BUILD_YEAR} {BUSINESS.name}. {t.allRightsReserved}
      </p>
    </footer>
  );
}
