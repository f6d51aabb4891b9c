import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { myJobs } from "#worker/services/work/work-jobs";
import { DAY_MS, memberWithDailyJobs } from "./daily-jobs";
import { testContext } from "./support";

/** The visit time kept on a booking's crew_assignments row, and the booking's own. */
async function keptTime(bookingId: string): Promise<{ kept: number | null; startsAt: number } | null> {
  return env.DB.prepare(
    `SELECT a.visit_starts_at AS kept, b.starts_at AS startsAt FROM crew_assignments a JOIN bookings b ON b.id = a.visit_id
     WHERE a.visit_type = 'booking' AND a.visit_id = ?`,
  )
    .bind(bookingId)
    .first();
}

/** A copy of a booking under its id, reference and key with `suffix` added. */
async function copyAs(bookingId: string, suffix: string): Promise<void> {
  const columns = await env.DB.prepare("SELECT name FROM pragma_table_info('bookings')").all<{ name: string }>();
  const renamed = new Set(["id", "reference", "idempotency_key"]);
  const select = columns.results.map(({ name }) => (renamed.has(name) ? `${name} || ?2` : name)).join(", ");
  await env.DB.prepare(`INSERT INTO bookings SELECT ${select} FROM bookings WHERE id = ?1`).bind(bookingId, suffix).run();
}

function give(visitType: string, visitId: string, providerId: string) {
  return env.DB.prepare(
    `INSERT INTO crew_assignments (visit_type, visit_id, crew_name, assigned_by, assigned_at, provider_id)
     VALUES (?, ?, 'Tina', 'test', 0, ?)`,
  )
    .bind(visitType, visitId, providerId)
    .run();
}

describe("a booking's visit time kept beside its member (migrations/0044)", () => {
  it("is written when the booking is given, whichever of the two is written first, and follows the booking when it moves", async () => {
    // Given through the owner's console, then copies given by SQL after they were written.
    const { crew, first } = await memberWithDailyJobs("Tina", 2);
    expect(await keptTime(first.id)).toEqual({ kept: first.startsAt.getTime(), startsAt: first.startsAt.getTime() });
    const copy = await keptTime(`${first.id}-1`);
    expect(copy?.kept).toBe(copy?.startsAt);

    // Moved a week on: the kept time moves with it.
    await env.DB.prepare(
      `UPDATE bookings SET starts_at = starts_at + ${7 * DAY_MS}, appointment_date = date(appointment_date, '+7 days') WHERE id = ?`,
    )
      .bind(first.id)
      .run();
    expect(await keptTime(first.id)).toEqual({
      kept: first.startsAt.getTime() + 7 * DAY_MS,
      startsAt: first.startsAt.getTime() + 7 * DAY_MS,
    });

    // A visit given before its booking row is written (one batch can hold both in that order).
    await give("booking", `${first.id}-late`, crew.userId);
    await copyAs(first.id, "-late");
    const late = await keptTime(`${first.id}-late`);
    expect(late?.kept).toBe(late?.startsAt);
    expect(late?.kept).toEqual(expect.any(Number));

    // A subscription cleaning's row has no booking: its time is its schedule's, nothing is kept.
    await give("schedule", "a-schedule@2030-01-07", crew.userId);
    const cleaning = await env.DB.prepare(
      "SELECT visit_starts_at AS kept FROM crew_assignments WHERE visit_id = 'a-schedule@2030-01-07'",
    ).first();
    expect(cleaning).toEqual({ kept: null });
  });

  it("lists a moved job in its new place among the member's coming jobs", async () => {
    const { crew, reference, first } = await memberWithDailyJobs("Olga", 3);
    const user = { id: crew.userId, email: crew.email, firstName: "Olga" };
    const ctx = testContext({ user, now: new Date(first.startsAt.getTime() - 2 * DAY_MS) });
    expect((await myJobs(ctx)).upcoming.map((job) => job.reference)).toEqual([
      reference,
      `${reference}-1`,
      `${reference}-2`,
      `${reference}-3`,
    ]);

    // The first visit moved ten days on: now the last of the four.
    await env.DB.prepare(
      `UPDATE bookings SET starts_at = starts_at + ${10 * DAY_MS}, appointment_date = date(appointment_date, '+10 days') WHERE id = ?`,
    )
      .bind(first.id)
      .run();
    expect((await myJobs(ctx)).upcoming.map((job) => job.reference)).toEqual([
      `${reference}-1`,
      `${reference}-2`,
      `${reference}-3`,
      reference,
    ]);
  });
});
