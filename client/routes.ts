import { type RouteConfig, index, route } from "@react-router/dev/routes";
import { spanishRoutes } from "./spanish-routes";

export default [
  index("routes/home.tsx"),
  route("services", "routes/services.tsx"),
  route("services/:serviceId", "routes/service-detail.tsx"),
  route("about", "routes/about.tsx"),
  route("special", "routes/special.tsx"),
  route("privacy-policy", "routes/privacy-policy.tsx"),
  route("terms-of-service", "routes/terms-of-service.tsx"),
  route("cookie-policy", "routes/cookie-policy.tsx"),
  route("booking", "routes/booking.tsx"),
  route("manage-booking", "routes/manage-booking.tsx"),
  route("auth", "routes/auth.tsx"),
  route("reset-password", "routes/reset-password.tsx"),
  route("dashboard", "routes/dashboard.tsx"),
  route("subscription", "routes/subscription.tsx"),
  route("subscription-booking", "routes/subscription-booking.tsx"),
  route("subscription-success", "routes/subscription-success.tsx"),
  route("email-test", "routes/email-test.tsx"),
  route("become-a-vendor", "routes/become-a-vendor.tsx"),
  route("admin", "routes/admin.tsx"),
  route("admin/bookings/:reference", "routes/admin-booking.tsx"),
  route("work", "routes/work.tsx"),
  route("rate", "routes/rate.tsx"),
  ...spanishRoutes,
  // Also prerendered at /page-not-found: the worker sends that HTML, with status 404, for
  // unknown paths, and it hydrates as this same route wherever it is shown.
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
