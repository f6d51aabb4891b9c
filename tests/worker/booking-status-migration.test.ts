import { env } from "cloudflare:workers";
import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { bookings } from "#worker/db/schema";
import { bookLaundry } from "./payment-support";
import { db } from "./support";

describe("the held_for_checkout migration", () => {
  it("renames a first cleaning held for its checkout from the old awaiting_payment, and leaves other bookings as they were", async () => {
    const held = await bookLaundry();
    const other = await bookLaundry();
    await db.run(sql`UPDATE bookings SET status = 'awaiting_payment' WHERE id = ${held.id}`);
    const migration = env.TEST_MIGRATIONS.find((entry) => entry.name.includes("booking_held_for_checkout"));
    if (!migration) throw new Error("the held_for_checkout migration is missing");
    for (const query of migration.queries) await env.DB.prepare(query).run();
    const statusOf = async (id: string) =>
      (await db.select({ status: bookings.status }).from(bookings).where(eq(bookings.id, id)))[0]?.status;
    expect([await statusOf(held.id), await statusOf(other.id)]).toEqual(["held_for_checkout", "pending"]);
  });
});
