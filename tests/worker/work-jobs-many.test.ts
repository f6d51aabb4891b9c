import { env } from "cloudflare:workers";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { bookings } from "#worker/db/schema";
import { myJobs } from "#worker/services/work/work-jobs";
import { copyBooking } from "./busy-table";
import { newBooking, staffAccount } from "./staff-support";
import { adminAccount, api, db, testContext } from "./support";

const DAY_MS = 24 * 3600_000;

describe("a crew member's jobs, with months of visits ahead", () => {
  it("lists the soonest job first however many are assigned after it, and the latest done ones apart", async () => {
    const admin = await adminAccount();
    const crew = await staffAccount("crew", ["regular-cleaning"], "Rosa");
    const { reference } = await newBooking();
    const assigned = await api(`/api/admin/bookings/${reference}/provider`, {
      method: "PUT",
      cookie: admin.cookie,
      json: { providerId: crew.userId },
    });
    expect(assigned.status).toBe(200);
    // 250 more of the member's visits, one a day after the first: more than one list of the latest 200 holds.
    await copyBooking(reference, 250);
    await env.DB.prepare(
      `UPDATE bookings SET
         appointment_date = date(appointment_date, '+' || CAST(substr(reference, length(?1) + 2) AS INTEGER) || ' days'),
         starts_at = starts_at + CAST(substr(reference, length(?1) + 2) AS INTEGER) * ${DAY_MS}
       WHERE reference LIKE ?1 || '-%'`,
    )
      .bind(reference)
      .run();
    await env.DB.prepare(
      `INSERT INTO crew_assignments (visit_type, visit_id, crew_name, assigned_by, assigned_at, provider_id)
       SELECT 'booking', id, 'Rosa', 'test', created_at, ?1 FROM bookings WHERE reference LIKE ?2 || '-%'`,
    )
      .bind(crew.userId, reference)
      .run();
    const [first] = await db.select().from(bookings).where(eq(bookings.reference, reference));
    const user = { id: crew.userId, email: crew.email, firstName: "Rosa" };

    const before = await myJobs(testContext({ user, now: new Date(first!.startsAt.getTime() - 2 * DAY_MS) }));
    const open = [...before.today, ...before.upcoming];
    expect(open[0]?.reference).toBe(reference);
    expect(open).toHaveLength(251);
    expect(before.done).toEqual([]);

    // A week after the first visit: the seven days before are done (latest first), the rest still open.
    const weekLater = await myJobs(testContext({ user, now: new Date(first!.startsAt.getTime() + 7 * DAY_MS) }));
    expect(weekLater.done.map((job) => job.reference)).toEqual([6, 5, 4, 3, 2, 1].map((n) => `${reference}-${n}`).concat(reference));
    expect(weekLater.today.map((job) => job.reference)).toEqual([`${reference}-7`]);
  });
});
