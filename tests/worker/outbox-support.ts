import { createResendProvider } from "#worker/adapters/email-provider";
import type { Mailer, OutboxQueue } from "#worker/services/email";
import { db } from "./support";

/** A stand-in for Resend's HTTP API: the network edge is the only thing faked. */
export function fakeResend(outcomes: ("ok" | "fail")[] = []) {
  const requests: { auth: string | null; idempotencyKey: string | null; body: Record<string, unknown> }[] = [];
  const fetchImpl = (async (_url: string | URL | Request, init?: RequestInit) => {
    const headers = new Headers(init?.headers);
    requests.push({
      auth: headers.get("Authorization"),
      idempotencyKey: headers.get("Idempotency-Key"),
      body: JSON.parse(String(init?.body)),
    });
    const outcome = outcomes.shift() ?? "ok";
    return outcome === "ok"
      ? Response.json({ id: `re_${requests.length}` })
      : Response.json({ message: "Service unavailable" }, { status: 503 });
  }) as typeof fetch;
  return { requests, fetchImpl };
}

/** The outbox queue's producer, recording the ids handed to it. */
export function recordingQueue(): OutboxQueue & { ids: string[] } {
  const ids: string[] = [];
  return {
    ids,
    async sendBatch(messages) {
      for (const message of messages) ids.push(message.body);
    },
  };
}

/** A mailer as production builds it: a provider (Resend's shape over a fake fetch) and the queue. */
export function providerMailer(fetchImpl: typeof fetch, queue = recordingQueue()): Mailer & { queue: ReturnType<typeof recordingQueue> } {
  return { db, from: "Team <hello@sflconcierge.com>", provider: createResendProvider("re_key", fetchImpl), queue };
}
