import { env } from "cloudflare:workers";
import { inArray } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { rateLimits, requestLimits, sessions, stripeEvents, users, verifications } from "#worker/db/schema";
import { runScheduledJobs } from "#worker/scheduled";
import { db, uniqueEmail } from "./support";

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;

describe("the cron's housekeeping", () => {
  it("deletes finished limit windows, expired sessions and links, and month-old Stripe event ids, and keeps the rest", async () => {
    const now = new Date();
    const at = (offset: number) => new Date(now.getTime() + offset);
    const id = (name: string) => `${name}-${crypto.randomUUID()}`;
    const userId = id("user");
    await db.insert(users).values({
      id: userId,
      name: "Ana Ruiz",
      firstName: "Ana",
      lastName: "Ruiz",
      email: uniqueEmail("housekeeping"),
      emailVerified: true,
      createdAt: now,
      updatedAt: now,
    });
    const old = { limit: id("limit"), rate: id("rate"), session: id("session"), link: id("link"), event: id("evt") };
    const kept = { limit: id("limit"), rate: id("rate"), session: id("session"), link: id("link"), event: id("evt"), claim: id("evt") };
    await db.insert(requestLimits).values([
      { key: old.limit, windowStart: at(-2 * DAY).getTime(), count: 3 },
      { key: kept.limit, windowStart: at(-HOUR).getTime(), count: 3 },
    ]);
    await db.insert(rateLimits).values([
      { id: old.rate, key: old.rate, count: 2, lastRequest: at(-2 * DAY).getTime() },
      { id: kept.rate, key: kept.rate, count: 2, lastRequest: at(-HOUR).getTime() },
    ]);
    await db.insert(sessions).values([
      { id: old.session, token: old.session, userId, expiresAt: at(-HOUR), createdAt: at(-8 * DAY), updatedAt: at(-8 * DAY) },
      { id: kept.session, token: kept.session, userId, expiresAt: at(DAY), createdAt: now, updatedAt: now },
    ]);
    await db.insert(verifications).values([
      { id: old.link, identifier: old.link, value: "x", expiresAt: at(-HOUR), createdAt: at(-2 * HOUR), updatedAt: at(-2 * HOUR) },
      { id: kept.link, identifier: kept.link, value: "x", expiresAt: at(HOUR), createdAt: now, updatedAt: now },
    ]);
    await db.insert(stripeEvents).values([
      { id: old.event, type: "invoice.paid", status: "processed", receivedAt: at(-31 * DAY), processedAt: at(-31 * DAY) },
      { id: kept.event, type: "invoice.paid", status: "processed", receivedAt: at(-4 * DAY), processedAt: at(-4 * DAY) },
      // A claim is never pruned, however old: its handler may still be running or due a retry.
      { id: kept.claim, type: "invoice.paid", status: "processing", receivedAt: at(-31 * DAY) },
    ]);

    await runScheduledJobs(env, now);

    const keys = async (table: typeof requestLimits | typeof rateLimits, ids: string[]) =>
      (await db.select({ key: table.key }).from(table).where(inArray(table.key, ids))).map((row) => row.key);
    expect(await keys(requestLimits, [old.limit, kept.limit])).toEqual([kept.limit]);
    expect(await keys(rateLimits, [old.rate, kept.rate])).toEqual([kept.rate]);
    expect(
      (
        await db
          .select({ id: sessions.id })
          .from(sessions)
          .where(inArray(sessions.id, [old.session, kept.session]))
      ).map((row) => row.id),
    ).toEqual([kept.session]);
    expect(
      (
        await db
          .select({ id: verifications.id })
          .from(verifications)
          .where(inArray(verifications.id, [old.link, kept.link]))
      ).map((row) => row.id),
    ).toEqual([kept.link]);
    const events = await db
      .select({ id: stripeEvents.id })
      .from(stripeEvents)
      .where(inArray(stripeEvents.id, [old.event, kept.event, kept.claim]));
    expect(events.map((row) => row.id).sort()).toEqual([kept.event, kept.claim].sort());
  });
});
