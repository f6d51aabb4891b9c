import { describe, expect, it } from "vitest";
import { adminRoutes } from "#worker/routes/admin";
import { adminAccount, api, verifiedAccount } from "./support";

/** Every admin route, read from the app's own route table: a new route cannot be missed here. */
const routes = [
  ...new Map(
    adminRoutes.routes
      .filter((route) => route.method !== "ALL")
      .map((route) => [`${route.method} ${route.path}`, { method: route.method, path: route.path }]),
  ).values(),
];

function call(route: { method: string; path: string }, cookie?: string) {
  const path = `/api/admin${route.path.replace(/:[a-zA-Z]+/g, "SFB-ABCDEF")}`;
  const withBody = route.method !== "GET";
  return api(path, { method: route.method, cookie, ...(withBody ? { json: {} } : {}) });
}

describe("admin API access", () => {
  it("has the console's routes in its table", () => {
    const names = routes.map((route) => `${route.method} ${route.path}`);
    expect(names).toEqual(
      expect.arrayContaining([
        "GET /bookings",
        "GET /bookings/:reference",
        "POST /bookings/:reference/status",
        "PUT /bookings/:reference/crew",
        "PUT /bookings/:reference/provider",
        "POST /bookings/:reference/reschedule",
        "GET /day-view",
        "GET /buildings",
        "POST /buildings",
        "PUT /buildings/:id",
        "DELETE /buildings/:id",
        "GET /closed-days",
        "POST /closed-days",
        "DELETE /closed-days/:date",
        "GET /closed-days/:date/visits",
        "GET /schedule-visits/:visitId/members",
        "PUT /schedule-visits/:visitId/crew",
        "GET /vendor-applications",
        "GET /vendor-applications/:id",
        "POST /vendor-applications/:id/decision",
        "GET /staff",
        "POST /staff/invitations",
        "PUT /staff/:userId/services",
        "POST /staff/:userId/invitation",
        "POST /staff/:userId/deactivate",
        "GET /subscribers",
        "GET /emails",
        "POST /emails/:id/resend",
        "POST /bookings/:reference/complete",
        "POST /bookings/:reference/charge",
        "POST /bookings/:reference/refund",
        "GET /payments",
        "GET /payments.csv",
      ]),
    );
  });

  it("answers 401 when signed out, for every route", async () => {
    for (const route of routes) {
      const response = await call(route);
      expect(response.status, `${route.method} ${route.path}`).toBe(401);
      expect(await response.json()).toEqual({ error: { code: "unauthenticated", message: "Please sign in to continue." } });
    }
  });

  it("answers 403 to a signed-in customer, for every route", async () => {
    const customer = await verifiedAccount();
    for (const route of routes) {
      const response = await call(route, customer.cookie);
      expect(response.status, `${route.method} ${route.path}`).toBe(403);
      expect(await response.json()).toMatchObject({ error: { code: "forbidden" } });
    }
  });

  it("lets an admin through", async () => {
    const admin = await adminAccount();
    const response = await api("/api/admin/bookings", { cookie: admin.cookie });
    expect(response.status).toBe(200);
    const unknownBooking = await api("/api/admin/bookings/SFB-NOPE00", { cookie: admin.cookie });
    expect(unknownBooking.status).toBe(404);
  });
});
