import { createExecutionContext, createMessageBatch, env, getQueueResult } from "cloudflare:test";
import { inArray } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { emails } from "#worker/db/schema";
import { queue } from "#worker/outbox-queue";
import { STUCK_AFTER_MS } from "#worker/services/email";
import { countingD1 } from "./d1-counter";
import { appNow, db, uniqueEmail } from "./support";

/**
 * The queue's consumer runs in the same worker as the requests, and each of its D1 calls is a
 * write transaction: what a booking's two emails cost it is counted here, as
 * d1-round-trips.test.ts counts the requests.
 */
const counter = countingD1(env.DB);

/** Messages stored queued, as a booking's batch stores them, but never handed to the real queue. */
async function storedMessages(count: number): Promise<string[]> {
  const now = appNow();
  const ids = Array.from({ length: count }, () => crypto.randomUUID());
  for (const id of ids) {
    await db.insert(emails).values({
      id,
      kind: "test",
      to: uniqueEmail("round-trips"),
      subject: "Test email",
      html: "",
      text: "",
      template: "test-email",
      templateValues: JSON.stringify(["x@example.com", "owner@example.com"]),
      status: "queued",
      attempts: 0,
      nextAttemptAt: new Date(now.getTime() + STUCK_AFTER_MS),
      createdAt: now,
      updatedAt: now,
    });
  }
  return ids;
}

describe("D1 round trips of the outbox's consumer", () => {
  it("claims a batch's messages in one call and records each one's delivery, body included, in one more: 3 calls for two emails", async () => {
    const ids = await storedMessages(2);
    const batch = createMessageBatch(
      "sfl-concierge-outbox",
      ids.map((body, index) => ({ id: `m${index}`, timestamp: appNow(), attempts: 1, body })),
    );
    const ctx = createExecutionContext();
    counter.reset();
    await queue(batch as MessageBatch<string>, { ...env, DB: counter.db } as Env, ctx);
    const calls = counter.tally.calls;

    expect((await getQueueResult(batch, ctx)).explicitAcks.sort()).toEqual(["m0", "m1"]);
    const delivered = await db.select().from(emails).where(inArray(emails.id, ids));
    for (const row of delivered) {
      // The local mailbox, the provider here, still keeps what it was handed.
      expect(row).toMatchObject({ status: "sent", attempts: 1, providerId: `local:${row.id}` });
      expect(row.html).toContain("If you can read this, email delivery works.");
      expect(row.text).toContain("If you can read this, email delivery works.");
    }
    expect(calls).toBe(3);
  });
});
