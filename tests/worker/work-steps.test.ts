import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { bookings, crewAssignments } from "#worker/db/schema";
import { myJobs, onMyWay, startJob } from "#worker/services/work/work-jobs";
import { newBooking, staffAccount } from "./staff-support";
import { adminAccount, api, asAnswer, db, testContext } from "./support";

const HOUR = 3600_000;

/** A booking given to a new crew member Rosa; the admin's cookie to confirm it, and its visit's start. */
async function assignedBooking() {
  const admin = await adminAccount();
  const crew = await staffAccount("crew", ["regular-cleaning"], "Rosa");
  const { reference } = await newBooking();
  await api(`/api/admin/bookings/${reference}/provider`, { method: "PUT", cookie: admin.cookie, json: { providerId: crew.userId } });
  const [booking] = await db.select().from(bookings).where(eq(bookings.reference, reference));
  const user = { id: crew.userId, email: crew.email, firstName: "Rosa" };
  const at = (now: Date) => testContext({ user, now });
  const confirm = () =>
    api(`/api/admin/bookings/${reference}/status`, { method: "POST", cookie: admin.cookie, json: { action: "confirm" } });
  return { crew, reference, startsAt: booking!.startsAt, at, confirm };
}

describe("On my way and Start", () => {
  it("are refused (409) before the visit's day, with nothing marked, and the card says from which day they open", async () => {
    const { crew, reference, startsAt, at, confirm } = await assignedBooking();
    await confirm();

    // The visit is a future day: the API refuses today.
    const early = await api(`/api/work/jobs/${reference}/on-my-way`, { method: "POST", cookie: crew.cookie });
    expect(early.status).toBe(409);
    expect(await early.json()).toMatchObject({ error: { code: "not_visit_day" } });
    const earlyStart = await api(`/api/work/jobs/${reference}/start`, { method: "POST", cookie: crew.cookie });
    expect(earlyStart.status).toBe(409);
    expect(await earlyStart.json()).toMatchObject({ error: { code: "not_visit_day" } });

    // The evening before (New York), still refused; nothing was recorded.
    const dayBefore = new Date(startsAt.getTime() - 24 * HOUR);
    expect(await onMyWay(at(dayBefore), reference).catch(asAnswer)).toMatchObject({ status: 409, code: "not_visit_day" });
    const [assignment] = await db
      .select()
      .from(crewAssignments)
      .where(eq(crewAssignments.visitId, (await bookingId(reference))!));
    expect(assignment).toMatchObject({ onTheWayAt: null, startedAt: null });
    const card = (await myJobs(at(dayBefore))).upcoming.find((job) => job.reference === reference);
    expect(card).toMatchObject({ stepsWaitFor: "visit_day", progress: "assigned" });

    // On the day, an hour before the visit: both work, once.
    const hourBefore = new Date(startsAt.getTime() - HOUR);
    expect((await myJobs(at(hourBefore))).today.find((job) => job.reference === reference)?.stepsWaitFor).toBeNull();
    expect((await onMyWay(at(hourBefore), reference)).job.progress).toBe("on_the_way");
    expect((await startJob(at(hourBefore), reference)).job).toMatchObject({ progress: "started", canComplete: false });
    // Once the visit's time comes, the started job has its Complete.
    const during = new Date(startsAt.getTime() + HOUR);
    expect((await myJobs(at(during))).today.find((job) => job.reference === reference)).toMatchObject({
      progress: "started",
      canComplete: true,
    });
  });

  it("are refused (409) on the visit's day while the business has not confirmed the booking", async () => {
    const { reference, startsAt, at, confirm } = await assignedBooking();
    const hourBefore = new Date(startsAt.getTime() - HOUR);
    expect(await onMyWay(at(hourBefore), reference).catch(asAnswer)).toMatchObject({ status: 409, code: "booking_not_confirmed" });
    expect(await startJob(at(hourBefore), reference).catch(asAnswer)).toMatchObject({ status: 409, code: "booking_not_confirmed" });
    expect((await myJobs(at(hourBefore))).today.find((job) => job.reference === reference)?.stepsWaitFor).toBe("confirmation");

    await confirm();
    expect((await startJob(at(hourBefore), reference)).job.progress).toBe("started");
  });
});

async function bookingId(reference: string) {
  const [row] = await db.select({ id: bookings.id }).from(bookings).where(eq(bookings.reference, reference));
  return row?.id;
}
