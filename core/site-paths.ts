import { localeOfPath, localizedPath, unlocalizedPath } from "./i18n/locale";
import { isServiceId, SERVICE_IDS } from "./services/ids";
import { servicePath } from "./service-index";

export { servicePath };

/** Public pages without parameters; each is prerendered to static HTML. */
export const STATIC_PUBLIC_PATHS = [
  "/",
  "/services",
  "/about",
  "/special",
  "/privacy-policy",
  "/terms-of-service",
  "/cookie-policy",
  "/become-a-vendor",
];

/** Public pages that also exist in Spanish, under /es/ (every service page does too). */
const BILINGUAL_STATIC_PATHS = ["/", "/services", "/about", "/special", "/privacy-policy", "/terms-of-service", "/cookie-policy"];

/** The Spanish pages, each prerendered: /es, /es/services, /es/services/{id}, ... */
export const SPANISH_PUBLIC_PATHS = [...BILINGUAL_STATIC_PATHS, ...SERVICE_IDS.map(servicePath)].map((path) => localizedPath(path, "es"));

/**
 * Pages that render in the browser (forms, signed-in areas); any other path answers 404.
 */
export const CLIENT_RENDERED_PATHS = [
  "/auth",
  "/dashboard",
  "/booking",
  "/email-test",
  "/manage-booking",
  "/admin",
  "/reset-password",
  "/subscription",
  "/subscription-booking",
  "/subscription-success",
  "/work",
  "/rate",
];

/** Pages rendered in the browser that also run in Spanish, under /es/. */
const BILINGUAL_CLIENT_PATHS = [
  "/booking",
  "/subscription",
  "/subscription-booking",
  "/subscription-success",
  "/manage-booking",
  "/dashboard",
  "/auth",
  "/reset-password",
  "/work",
  "/rate",
];

/** One booking in the admin console (/admin/bookings/:reference), linked from the business's emails. */
const ADMIN_BOOKING_PATH = /^\/admin\/bookings\/[^/]+$/;

/** Whether the path is a page rendered in the browser (the worker sends it the app shell). */
export function isClientRenderedPath(pathname: string): boolean {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, "") : pathname;
  if (localeOfPath(path) === "es") return BILINGUAL_CLIENT_PATHS.includes(unlocalizedPath(path));
  return CLIENT_RENDERED_PATHS.includes(path) || ADMIN_BOOKING_PATH.test(path);
}

/** Prerendered path of the 404 page, served with status 404 for every unknown path. */
export const NOT_FOUND_PAGE_PATH = "/page-not-found";

/** The 404 page in Spanish: what an unknown path under /es/ is answered with. */
const SPANISH_NOT_FOUND_PAGE_PATH = localizedPath(NOT_FOUND_PAGE_PATH, "es");

/** The 404 page for an unknown path, in the language its path names. */
export function notFoundPagePath(pathname: string): string {
  return localeOfPath(pathname) === "es" ? SPANISH_NOT_FOUND_PAGE_PATH : NOT_FOUND_PAGE_PATH;
}

export const NOT_FOUND_PAGE_PATHS = [NOT_FOUND_PAGE_PATH, SPANISH_NOT_FOUND_PAGE_PATH];

export const PRERENDERED_PATHS = [
  ...STATIC_PUBLIC_PATHS,
  ...SERVICE_IDS.map(servicePath),
  ...SPANISH_PUBLIC_PATHS,
  ...NOT_FOUND_PAGE_PATHS,
];

const SERVICE_PATH = /^\/services\/([^/]+)\/?$/;

export function isServicePath(pathname: string): boolean {
  return SERVICE_PATH.test(pathname);
}

/** Whether the page at this path (in either language) has its pair in the other language. */
export function hasPageInBothLanguages(pathname: string): boolean {
  const path = unlocalizedPath(pathname.length > 1 ? pathname.replace(/\/+$/, "") : pathname);
  return BILINGUAL_STATIC_PATHS.includes(path) || isKnownServicePath(path);
}

/** Whether a page exists at this path, so the worker can answer 404 for the rest. */
export function isKnownPagePath(pathname: string): boolean {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, "") : pathname;
  if (NOT_FOUND_PAGE_PATHS.includes(path)) return true;
  if (localeOfPath(pathname) === "es") return hasPageInBothLanguages(pathname) || isClientRenderedPath(pathname);
  return STATIC_PUBLIC_PATHS.includes(path) || isClientRenderedPath(path) || isKnownServicePath(path);
}

function isKnownServicePath(path: string): boolean {
  const serviceId = SERVICE_PATH.exec(path)?.[1];
  return serviceId !== undefined && isServiceId(safeDecode(serviceId));
}

function safeDecode(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}
