import { BASE_URL } from "./support";

interface StoredEmail {
  bookingReference: string | null;
  status: string;
}

const POLL_MS = 100;
/** Far past the queue's batch timeout (1 s) and one attempt each, even on a loaded machine. */
const WAIT_MS = 15_000;

/**
 * Waits until `count` emails about the booking have been sent by the outbox queue's consumer
 * (into the local mailbox): messages go a moment after the request that stored them.
 */
export async function delivered(reference: string, count: number): Promise<void> {
  const deadline = Date.now() + WAIT_MS;
  for (;;) {
    const { emails } = (await (await fetch(`${BASE_URL}/api/dev/outbox`)).json()) as { emails: StoredEmail[] };
    const sent = emails.filter((email) => email.bookingReference === reference && email.status === "sent");
    if (sent.length >= count) return;
    if (Date.now() > deadline) throw new Error(`${sent.length} of ${count} emails about ${reference} sent after ${WAIT_MS / 1000} s`);
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
  }
}
