import { index, prefix, route } from "@react-router/dev/routes";

/**
 * The public pages again under /es/, from the same modules: each page reads its language from
 * its path (core/i18n/locale.ts), and the route ids keep the two apart. The booking wizard
 * too, rendered in the browser like its English twin.
 */
export const spanishRoutes = prefix("es", [
  index("routes/home.tsx", { id: "es/home" }),
  route("services", "routes/services.tsx", { id: "es/services" }),
  route("services/:serviceId", "routes/service-detail.tsx", { id: "es/service-detail" }),
  route("about", "routes/about.tsx", { id: "es/about" }),
  route("special", "routes/special.tsx", { id: "es/special" }),
  route("privacy-policy", "routes/privacy-policy.tsx", { id: "es/privacy-policy" }),
  route("terms-of-service", "routes/terms-of-service.tsx", { id: "es/terms-of-service" }),
  route("cookie-policy", "routes/cookie-policy.tsx", { id: "es/cookie-policy" }),
  route("booking", "routes/booking.tsx", { id: "es/booking" }),
  route("subscription-booking", "routes/subscription-booking.tsx", { id: "es/subscription-booking" }),
  route("manage-booking", "routes/manage-booking.tsx", { id: "es/manage-booking" }),
  route("auth", "routes/auth.tsx", { id: "es/auth" }),
  route("reset-password", "routes/reset-password.tsx", { id: "es/reset-password" }),
  route("dashboard", "routes/dashboard.tsx", { id: "es/dashboard" }),
  route("subscription", "routes/subscription.tsx", { id: "es/subscription" }),
  route("subscription-success", "routes/subscription-success.tsx", { id: "es/subscription-success" }),
  route("work", "routes/work.tsx", { id: "es/work" }),
  route("rate", "routes/rate.tsx", { id: "es/rate" }),
  // Prerendered at /es/page-not-found: the worker answers unknown paths under /es/ with it.
  route("*", "routes/not-found.tsx", { id: "es/not-found" }),
]);
