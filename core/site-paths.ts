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

/** One booking in the admin console (/admin/bookings/:reference), linked from the business's emails. */
const ADMIN_BOOKING_PATH = /^\/admin\/bookings\/[^/]+$/;

/** Whether the path is a page rendered in the browser (the worker sends it the app shell). */
export function isClientRenderedPath(pathname: string): boolean {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, "") : pathname;
  return CLIENT_RENDERED_PATHS.includes(path) || ADMIN_BOOKING_PATH.test(path);
}

/** Prerendered path of the 404 page, served with status 404 for every unknown path. */
export const NOT_FOUND_PAGE_PATH = "/page-not-found";

export const PRERENDERED_PATHS = [...STATIC_PUBLIC_PATHS, ...SERVICE_IDS.map(servicePath), NOT_FOUND_PAGE_PATH];

const SERVICE_PATH = /^\/services\/([^/]+)\/?$/;

export function isServicePath(pathname: string): boolean {
  return SERVICE_PATH.test(pathname);
}

/** Whether a page exists at this path, so the worker can answer 404 for the rest. */
export function isKnownPagePath(pathname: string): boolean {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, "") : pathname;
  if (STATIC_PUBLIC_PATHS.includes(path) || isClientRenderedPath(path) || path === NOT_FOUND_PAGE_PATH) return true;
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
