import { type RouteConfig, index, route } from "@react-router/dev/routes";

export default [
  index("routes/home.tsx"),
  route("auth", "routes/auth.tsx"),
  route("dashboard", "routes/dashboard.tsx"),
  route("email-test", "routes/email-test.tsx"),
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
