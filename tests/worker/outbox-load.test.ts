import { createExecutionContext, createMessageBatch, env, getQueueResult } from "cloudflare:test";
import { inArray } from "drizzle-orm";
import { afterEach, describe, expect, it, vi } from "vitest";
import { createTwilioProvider } from "#worker/adapters/sms-provider";
import { emails } from "#worker/db/schema";
import { queue } from "#worker/outbox-queue";
import { MAX_ATTEMPTS } from "#worker/services/outbox/outbox-delivery";
import { textToStore } from "#worker/services/outbox/texts";
import { visitReminderText } from "#worker/texts/visit-texts";
import { appNow, db } from "./support";

const REMINDERS = 1_000;
/** Numbers the fake provider always refuses: their reminders can only end dead. */
const REFUSED_NUMBER = "+13055550000";
const REFUSED_EVERY = 100;
/** Messages the queue hands over twice (its delivery is at least once). */
const DUPLICATED_EVERY = 25;
const SLOW_MS = 3;
const BATCH_SIZE = 10;
const twilio = { TWILIO_ACCOUNT_SID: "AC1", TWILIO_AUTH_TOKEN: "token", TWILIO_FROM: "+13055550100" };

/**
 * Twilio's Messages API, slow, refusing every third call (503) and every call to REFUSED_NUMBER
 * (400); it counts what it accepted per reminder, read from the body.
 */
function flakyTwilio() {
  let calls = 0;
  const accepted = new Map<string, number>();
  const fetchImpl = async (_url: string | URL | Request, init?: RequestInit) => {
    calls += 1;
    await new Promise((resolve) => setTimeout(resolve, SLOW_MS));
    const form = new URLSearchParams(String(init?.body));
    if (form.get("To") === REFUSED_NUMBER) return Response.json({ message: "not a mobile number" }, { status: 400 });
    if (calls % 3 === 0) return Response.json({ message: "Service unavailable" }, { status: 503 });
    const reference = /\((SFB-L\d+)\)/.exec(form.get("Body") ?? "")?.[1] ?? "?";
    accepted.set(reference, (accepted.get(reference) ?? 0) + 1);
    return Response.json({ sid: `SM${calls}` }, { status: 201 });
  };
  return { fetchImpl, accepted, calls: () => calls };
}

async function storeReminders(): Promise<string[]> {
  const now = appNow();
  const sms = createTwilioProvider({ accountSid: "AC1", authToken: "token", from: "+13055550100" });
  const mailer = { db, from: "a@b.c", provider: null, sms, textsOn: true };
  const rows = Array.from({ length: REMINDERS }, (_, index) => {
    const to = index % REFUSED_EVERY === 0 ? REFUSED_NUMBER : `+1305555${String(index).padStart(4, "0")}`;
    const visit = { reference: `SFB-L${index}`, serviceTitle: "Home Cleaning", appointmentTime: "10:00 AM" };
    return textToStore(mailer, visitReminderText(to, visit, `https://sflconcierge.com/manage-booking?reference=${visit.reference}`), now);
  });
  for (let start = 0; start < rows.length; start += 100) {
    const chunk = rows.slice(start, start + 100).map((row) => db.insert(emails).values(row));
    await db.batch(chunk as [(typeof chunk)[number], ...typeof chunk]);
  }
  return rows.map((row) => row.id);
}

afterEach(() => vi.unstubAllGlobals());

describe("the outbox under load", () => {
  it("ends 1,000 reminders delivered or dead, none sent twice, with the provider slow and failing every third call", async () => {
    const ids = await storeReminders();
    const provider = flakyTwilio();
    vi.stubGlobal("fetch", provider.fetchImpl);
    const withTwilio = { ...env, ...twilio } as Env;

    // The queue: each message is handed over in batches; a retried one comes back (its delay is
    // the queue's business, not this test's); every 25th is handed over twice.
    let waiting = ids.flatMap((id, index) => (index % DUPLICATED_EVERY === 0 ? [id, id] : [id]));
    let handedOver = 0;
    const started = performance.now();
    while (waiting.length > 0) {
      const next: string[] = [];
      for (let start = 0; start < waiting.length; start += BATCH_SIZE) {
        const bodies = waiting.slice(start, start + BATCH_SIZE);
        const messages = bodies.map((body, index) => ({ id: `m${handedOver + index}`, timestamp: new Date(), attempts: 1, body }));
        handedOver += bodies.length;
        const batch = createMessageBatch("sfl-concierge-outbox", messages);
        const ctx = createExecutionContext();
        await queue(batch as MessageBatch<string>, withTwilio, ctx);
        const result = await getQueueResult(batch, ctx);
        expect(result.explicitAcks.length + result.retryMessages.length).toBe(bodies.length);
        for (const retried of result.retryMessages) next.push(messages.find((message) => message.id === retried.msgId)!.body);
      }
      waiting = next;
    }
    const seconds = (performance.now() - started) / 1000;

    const rows: { id: string; to: string; status: string; attempts: number }[] = [];
    for (let start = 0; start < ids.length; start += 90) {
      const chunk = ids.slice(start, start + 90);
      rows.push(
        ...(await db
          .select({ id: emails.id, to: emails.to, status: emails.status, attempts: emails.attempts })
          .from(emails)
          .where(inArray(emails.id, chunk))),
      );
    }
    const dead = rows.filter((row) => row.status === "dead");
    const sent = rows.filter((row) => row.status === "sent");
    expect(sent.length + dead.length).toBe(REMINDERS);
    expect(dead.length).toBe(REMINDERS / REFUSED_EVERY);
    expect(dead.every((row) => row.to === REFUSED_NUMBER && row.attempts === MAX_ATTEMPTS)).toBe(true);
    // Each reminder the provider accepted, it accepted once: none sent twice.
    expect(provider.accepted.size).toBe(sent.length);
    expect([...provider.accepted.values()].every((count) => count === 1)).toBe(true);
    console.log(
      `outbox load: ${REMINDERS} reminders, ${handedOver} hand-overs, ${provider.calls()} provider calls, ` +
        `${sent.length} sent, ${dead.length} dead, max attempts of a sent one ${Math.max(...sent.map((row) => row.attempts))}, ${seconds.toFixed(1)} s`,
    );
  }, 300_000);
});
