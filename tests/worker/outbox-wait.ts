import { eq } from "drizzle-orm";
import { emails, type EmailRecord } from "#worker/db/schema";
import { db } from "./support";

/** Statuses a message leaves on its own: the queue's consumer has not finished with it yet. */
const ON_ITS_WAY = new Set(["queued", "sending"]);
const POLL_MS = 25;
/** Far past the queue's batch timeout (1 s) and one attempt, even on a loaded machine. */
const WAIT_MS = 15_000;

/**
 * The stored message `id` once the queue's consumer is done with it (sent, failed or dead):
 * messages are delivered a moment after the request that stored them, never inside it.
 */
export async function deliveredMessage(id: string): Promise<EmailRecord> {
  const deadline = Date.now() + WAIT_MS;
  for (;;) {
    const [row] = await db.select().from(emails).where(eq(emails.id, id)).limit(1);
    if (row && !ON_ITS_WAY.has(row.status)) return row;
    if (Date.now() > deadline) throw new Error(`Message ${id} is still ${row?.status ?? "missing"} after ${WAIT_MS / 1000} s`);
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
  }
}
