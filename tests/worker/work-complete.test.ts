import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { bookings } from "../../worker/db/schema";
import { completeJob } from "../../worker/services/work-complete";
import { newBooking, staffAccount } from "./staff-support";
import { adminAccount, api, asAnswer, db, testContext } from "./support";

describe("completing a job from the portal", () => {
  it("prices the real quantities through the admin's completion service, once; not before the visit, not another's job", async () => {
    const admin = await adminAccount();
    const crew = await staffAccount("crew", ["regular-cleaning"], "Rosa");
    const stranger = await staffAccount("crew", ["regular-cleaning"], "Ines");
    const { reference } = await newBooking();
    await api(`/api/admin/bookings/${reference}/provider`, { method: "PUT", cookie: admin.cookie, json: { providerId: crew.userId } });

    // Before the visit the route refuses (409), as the admin's Complete does.
    const early = await api(`/api/work/jobs/${reference}/complete`, { method: "POST", cookie: crew.cookie, json: { hours: 3 } });
    expect(early.status).toBe(409);
    expect(
      (await api(`/api/work/jobs/${reference}/complete`, { method: "POST", cookie: stranger.cookie, json: { hours: 3 } })).status,
    ).toBe(404);

    await api(`/api/admin/bookings/${reference}/status`, { method: "POST", cookie: admin.cookie, json: { action: "confirm" } });
    const [booking] = await db.select().from(bookings).where(eq(bookings.reference, reference));
    const after = new Date(booking!.startsAt.getTime() + 3 * 3600_000);
    const ctx = testContext({ user: { id: crew.userId, email: crew.email, firstName: "Rosa" }, now: after });
    const inputs = booking!.priceInputs ?? {};
    const done = await completeJob(ctx, reference, { ...inputs });
    expect(done.job).toMatchObject({ status: "completed", progress: "completed", canComplete: false });
    const again = await completeJob(ctx, reference, { ...inputs }).catch(asAnswer);
    expect(again).toMatchObject({ status: 409 });
    const strangerCtx = testContext({ user: { id: stranger.userId, email: stranger.email }, now: after });
    expect(await completeJob(strangerCtx, reference, {}).catch(asAnswer)).toMatchObject({ status: 404 });
  }, 30_000);
});
