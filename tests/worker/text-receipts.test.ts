import { env } from "cloudflare:test";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { app } from "#worker/app";
import { emails, textPreferences } from "#worker/db/schema";
import { twilioSignature } from "#worker/services/outbox/twilio-signature";
import { api, appNow, db, ORIGIN, verifiedAccount } from "./support";

const AUTH_TOKEN = "twilio-test-auth-token";
const twilioEnv = { ...env, TWILIO_ACCOUNT_SID: "AC123", TWILIO_AUTH_TOKEN: AUTH_TOKEN, TWILIO_FROM: "+13055550100" };

/** A callback as Twilio posts it: a form, signed over the public URL and the sorted parameters. */
async function postTwilio(path: string, form: Record<string, string>, options: { token?: string; bindings?: object } = {}) {
  const url = `${ORIGIN}${path}`;
  const signature = await twilioSignature(options.token ?? AUTH_TOKEN, url, form);
  return app.request(
    url,
    {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded", "X-Twilio-Signature": signature },
      body: new URLSearchParams(form).toString(),
    },
    options.bindings ?? twilioEnv,
  );
}

async function sentText(sid: string) {
  const id = crypto.randomUUID();
  const now = appNow();
  await db.insert(emails).values({
    id,
    kind: "visit-reminder-text",
    to: "+13055550142",
    subject: "",
    html: "",
    text: "",
    channel: "sms",
    template: "visit-reminder",
    templateValues: "[]",
    status: "sent",
    providerId: sid,
    attempts: 1,
    createdAt: now,
    updatedAt: now,
    sentAt: now,
  });
  return id;
}

const statusOf = async (id: string) => (await db.select().from(emails).where(eq(emails.id, id)))[0];

describe("Twilio's delivery receipts", () => {
  it("mark a sent text delivered, or failed with Twilio's error code, only when signed by Twilio", async () => {
    const delivered = await sentText(`SM${crypto.randomUUID()}`);
    const sid = (await statusOf(delivered))!.providerId!;
    expect((await postTwilio("/api/twilio/status", { MessageSid: sid, MessageStatus: "delivered" })).status).toBe(204);
    expect(await statusOf(delivered)).toMatchObject({ status: "delivered" });

    const undelivered = await sentText(`SM${crypto.randomUUID()}`);
    const failing = (await statusOf(undelivered))!.providerId!;
    // Signed with another token: refused, nothing changes.
    const forged = await postTwilio("/api/twilio/status", { MessageSid: failing, MessageStatus: "undelivered" }, { token: "guess" });
    expect(forged.status).toBe(403);
    expect(await statusOf(undelivered)).toMatchObject({ status: "sent" });
    const receipt = { MessageSid: failing, MessageStatus: "undelivered", ErrorCode: "30003" };
    expect((await postTwilio("/api/twilio/status", receipt)).status).toBe(204);
    expect(await statusOf(undelivered)).toMatchObject({
      status: "failed",
      error: "Twilio: undelivered (error 30003)",
      nextAttemptAt: null,
    });
    // A late "delivered" after a failure, or a repeated one, changes nothing.
    await postTwilio("/api/twilio/status", { MessageSid: failing, MessageStatus: "delivered" });
    expect(await statusOf(undelivered)).toMatchObject({ status: "failed" });
  });

  it("are not taken where texts are not sent through Twilio", async () => {
    const response = await postTwilio("/api/twilio/status", { MessageSid: "SM1", MessageStatus: "delivered" }, { bindings: env });
    expect(response.status).toBe(404);
  });
});

describe("a STOP reply", () => {
  it("ends visit texts for the account with that number, and another word does not", async () => {
    const account = await verifiedAccount();
    const number = `+1305555${String(Math.floor(Math.random() * 10_000)).padStart(4, "0")}`;
    const saved = await api("/api/text-settings", {
      method: "PUT",
      cookie: account.cookie,
      json: { mobile_phone: number, reminder_texts: true },
    });
    expect(saved.status).toBe(200);
    const consent = async () => (await db.select().from(textPreferences).where(eq(textPreferences.mobilePhone, number)))[0]?.reminderTexts;

    expect((await postTwilio("/api/twilio/inbound", { From: number, Body: "Thanks!" })).status).toBe(200);
    expect(await consent()).toBe(true);
    const stop = await postTwilio("/api/twilio/inbound", { From: number, Body: " Stop " });
    expect(stop.status).toBe(200);
    expect(stop.headers.get("Content-Type")).toContain("text/xml");
    expect(await consent()).toBe(false);
  });
});
