import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import type { AdminBookingDetail } from "#core/admin-api";
import type { MyBookingResponse } from "#core/my-bookings";
import type { StaffList } from "#core/staff-api";
import { bookings, emails } from "#worker/db/schema";
import { completeJob } from "#worker/services/work/work-complete";
import { newBooking, staffAccount } from "./staff-support";
import { adminAccount, api, asAnswer, db, firstLink, testContext, verifiedAccount } from "./support";

describe("completing a job from the portal", () => {
  it("prices the real quantities through the admin's completion service, once; not before the visit, not another's job; the customer rates it once", async () => {
    const admin = await adminAccount();
    const crew = await staffAccount("crew", ["regular-cleaning"], "Rosa");
    const stranger = await staffAccount("crew", ["regular-cleaning"], "Ines");
    const { reference, customerEmail } = await newBooking();
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

    // The customer rates it from the email, once, without signing in; 2 stars or less tells the business.
    const request = (await db.select().from(emails).where(eq(emails.to, customerEmail))).find((email) => email.kind === "rating-request");
    expect(request?.subject).toContain(reference);
    const link = new URL(firstLink(request!.html, "/rate?"));
    const token = link.searchParams.get("token")!;
    const page = await api(`/api/ratings/${reference}?token=${token}`);
    expect(await page.json()).toMatchObject({ reference, providerFirstName: "Rosa", rating: null });
    expect((await api(`/api/ratings/${reference}?token=wrong`)).status).toBe(404);
    const rate = (json: unknown) => api(`/api/ratings/${reference}?token=${token}`, { method: "POST", json });
    expect((await rate({ stars: 7 })).status).toBe(400);
    const rated = await rate({ stars: 2, comment: "Late, and missed <b>the bathroom</b>." });
    expect(rated.status).toBe(200);
    expect(await rated.json()).toMatchObject({ rating: { stars: 2 } });
    expect(await (await rate({ stars: 5 })).json()).toMatchObject({ error: { code: "already_rated" } });
    const low = (await db.select().from(emails).where(eq(emails.kind, "low-rating"))).find((email) => email.subject.includes(reference));
    expect(low?.html).toContain("&lt;b&gt;the bathroom&lt;/b&gt;");

    const staff = (await (await api("/api/admin/staff", { cookie: admin.cookie })).json()) as StaffList;
    expect(staff.staff.find((member) => member.userId === crew.userId)?.rating).toEqual({
      average: 2,
      count: 1,
      latestComment: "Late, and missed <b>the bathroom</b>.",
    });
  }, 30_000);
});

describe("the completion's note and photos", () => {
  it("keeps the provider's note for the customer and the admin, bounded at 1,000 characters; photos show on the admin's booking page", async () => {
    const admin = await adminAccount();
    const crew = await staffAccount("crew", ["regular-cleaning"], "Rosa");
    const customer = await verifiedAccount();
    const { reference } = await newBooking({}, customer.cookie);
    await api(`/api/admin/bookings/${reference}/provider`, { method: "PUT", cookie: admin.cookie, json: { providerId: crew.userId } });
    await api(`/api/admin/bookings/${reference}/status`, { method: "POST", cookie: admin.cookie, json: { action: "confirm" } });

    const long = await api(`/api/work/jobs/${reference}/complete`, {
      method: "POST",
      cookie: crew.cookie,
      json: { note: "x".repeat(1001) },
    });
    expect(long.status).toBe(400);
    expect(await long.json()).toMatchObject({ error: { fields: { note: "Please keep the note under 1,000 characters." } } });

    const photo = await api(`/api/work/jobs/${reference}/photos`, {
      method: "POST",
      cookie: crew.cookie,
      body: Uint8Array.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10]),
      headers: { "Content-Type": "image/jpeg" },
    });
    expect(photo.status).toBe(201);
    const [booking] = await db.select().from(bookings).where(eq(bookings.reference, reference));
    const after = new Date(booking!.startsAt.getTime() + 3 * 3600_000);
    const ctx = testContext({ user: { id: crew.userId, email: crew.email, firstName: "Rosa" }, now: after });
    const note = "Left the <balcony> door locked; the spare towels are in the hall closet.";
    await completeJob(ctx, reference, { ...(booking!.priceInputs ?? {}), note });

    const mine = (await (await api(`/api/my-bookings/${reference}`, { cookie: customer.cookie })).json()) as MyBookingResponse;
    expect(mine.booking).toMatchObject({ status: "completed", completion_note: note });
    const detail = (await (await api(`/api/admin/bookings/${reference}`, { cookie: admin.cookie })).json()) as AdminBookingDetail;
    expect(detail.booking.completionNote).toBe(note);
    expect(detail.photos).toEqual([await photo.json()]);
  });
});
