import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { sessions, staffMembers } from "#worker/db/schema";
import { workRoutes } from "#worker/routes/work";
import { invitedAccount, staffAccount } from "./staff-support";
import { adminAccount, api, db, verifiedAccount } from "./support";

/** Every work-portal route, read from the app's own route table: a new route cannot be missed here. */
const routes = [
  ...new Map(
    workRoutes.routes
      .filter((route) => route.method !== "ALL")
      .map((route) => [`${route.method} ${route.path}`, { method: route.method, path: route.path }]),
  ).values(),
];
/** Routes only vendors may use (job offers); crews get their jobs from the admin. */
const VENDOR_ONLY = /^\/offers/;
/** Routes whose body or query is validated: the empty body (or missing cursor) this test sends reaches the handler as a 400. */
const VALIDATED_BODY = /^\/(time-off-requests|jobs\/upcoming)$/;

function call(route: { method: string; path: string }, cookie?: string) {
  const path = `/api/work${route.path.replace(/:[a-zA-Z]+/g, "SFB-ABCDEF")}`;
  return api(path, { method: route.method, cookie, ...(route.method !== "GET" ? { json: {} } : {}) });
}

describe("work portal API access", () => {
  it("has the portal's routes in its table", () => {
    expect(routes.map((route) => `${route.method} ${route.path}`)).toEqual(
      expect.arrayContaining([
        "GET /me",
        "GET /jobs",
        "POST /jobs/:reference/on-my-way",
        "POST /jobs/:reference/start",
        "POST /jobs/:reference/photos",
        "POST /jobs/:reference/complete",
        "GET /offers",
        "POST /offers/:reference/accept",
        "POST /offers/:reference/decline",
        "GET /schedule",
        "POST /time-off-requests",
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

  it("answers 403 to a customer and to an admin without a staff role, for every route", async () => {
    for (const account of [await verifiedAccount(), await adminAccount()]) {
      for (const route of routes) {
        const response = await call(route, account.cookie);
        expect(response.status, `${account.email} ${route.method} ${route.path}`).toBe(403);
        expect(await response.json()).toMatchObject({ error: { code: "forbidden" } });
      }
    }
  });

  it("lets a crew member use the jobs routes, not the offers", async () => {
    const crew = await staffAccount("crew");
    for (const route of routes) {
      const response = await call(route, crew.cookie);
      const expected = VENDOR_ONLY.test(route.path)
        ? [403]
        : route.path.includes(":reference")
          ? [404]
          : VALIDATED_BODY.test(route.path)
            ? [400]
            : [200];
      expect(expected, `${route.method} ${route.path}`).toContain(response.status);
    }
  });

  it("answers 403 on every route to an invited member who has not accepted the invitation yet", async () => {
    for (const role of ["crew", "vendor"] as const) {
      const invited = await invitedAccount(role);
      for (const route of routes) {
        const response = await call(route, invited.cookie);
        expect(response.status, `${role} ${route.method} ${route.path}`).toBe(403);
        expect(await response.json()).toMatchObject({ error: { code: "forbidden" } });
      }
    }
  });

  it("answers 403 on every route to a staff member deactivated while their session is still live", async () => {
    const vendor = await staffAccount("vendor");
    expect((await call({ method: "GET", path: "/me" }, vendor.cookie)).status).toBe(200);
    // Only the row changes: the admin's deactivation also deletes the sessions, which would hide
    // whether each request still reads `active` (a session that outlives it, or one made since).
    await db.update(staffMembers).set({ active: false, deactivatedAt: new Date() }).where(eq(staffMembers.userId, vendor.userId));
    expect(await db.select({ id: sessions.id }).from(sessions).where(eq(sessions.userId, vendor.userId))).not.toHaveLength(0);
    for (const route of routes) {
      const response = await call(route, vendor.cookie);
      expect(response.status, `${route.method} ${route.path}`).toBe(403);
      expect(await response.json()).toMatchObject({ error: { code: "forbidden" } });
    }
  });

  it("lets a vendor use every route; another's job or an unknown one is 404", async () => {
    const vendor = await staffAccount("vendor");
    for (const route of routes) {
      const response = await call(route, vendor.cookie);
      const expected = route.path.includes(":reference") ? 404 : VALIDATED_BODY.test(route.path) ? 400 : 200;
      expect(response.status, `${route.method} ${route.path}`).toBe(expected);
    }
  });
});
