import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import type { BookingResponse } from "#core/booking-schema";
import type { TextSettings } from "#core/text-settings";
import { slotStart } from "#core/time-slots";
import { createTwilioProvider } from "#worker/adapters/sms-provider";
import { bookings, emails } from "#worker/db/schema";
import { sendDueReminders } from "#worker/services/bookings/reminders";
import type { Mailer } from "#worker/services/email";
import { deliverStoredMessage } from "#worker/services/outbox/outbox-delivery";
import { arrivalWindow, textOnTheWay } from "#worker/services/work/on-the-way-text";
import { renderStoredText } from "#worker/texts/template";
import { recordingQueue } from "./outbox-support";
import { deliveredMessage } from "./outbox-wait";
import { api, bookingBody, db, futureDate, sendBooking, testContext, verifiedAccount } from "./support";

/**
 * The on-my-way texts' clock, pinned: an instant of New York summer time (UTC-4) that the
 * arrival window is written from, not a day any visit is booked on (those come from the
 * business calendar), so the texts read the same whatever day the tests run.
 */
const SUMMER_AFTERNOON = new Date("2026-07-01T18:02:00Z");

const CODE = "Lockbox #8812, key under the mat";
const lockboxAddress = {
  building: "Las Olas Grand",
  street: "333 Las Olas Way",
  unit: "2104",
  city: "Fort Lauderdale",
  zip: "33301",
  access_method: "lockbox",
  access_notes: CODE,
};

/** A stand-in for Twilio's Messages API: the network edge is the only thing faked. */
function fakeTwilio(outcomes: ("ok" | "fail")[] = []) {
  const requests: { url: string; auth: string | null; form: Record<string, string> }[] = [];
  const fetchImpl = (async (url: string | URL | Request, init?: RequestInit) => {
    requests.push({
      url: String(url),
      auth: new Headers(init?.headers).get("Authorization"),
      form: Object.fromEntries(new URLSearchParams(String(init?.body))),
    });
    return (outcomes.shift() ?? "ok") === "ok"
      ? Response.json({ sid: `SM${requests.length}` }, { status: 201 })
      : Response.json({ message: "The 'To' number is not a valid phone number." }, { status: 400 });
  }) as typeof fetch;
  return { requests, fetchImpl };
}

const twilioSettings = { accountSid: "AC123", authToken: "secret-token", from: "+13055550100" };

async function putTexts(cookie: string, json: unknown) {
  return api("/api/text-settings", { method: "PUT", cookie, json });
}

/** A signed-up customer with a booking 24 hours ahead of `dayBefore`, and their texts as asked. */
async function customerWithVisit(texts: { mobile_phone: string; reminder_texts: boolean } | null, locale: "en" | "es" = "en") {
  const account = await verifiedAccount();
  if (texts) expect((await putTexts(account.cookie, texts)).status).toBe(200);
  const date = futureDate({ weekday: true });
  const made = await sendBooking(
    bookingBody({ appointment_date: date, appointment_time: "1:00 PM", customer_email: account.email, address: lockboxAddress, locale }),
    undefined,
    account.cookie,
  );
  expect(made.status).toBe(201);
  const { booking } = (await made.json()) as BookingResponse;
  const dayBefore = new Date(slotStart(date, "1:00 PM").getTime() - 24 * 60 * 60 * 1000);
  return { account, reference: booking.reference, dayBefore };
}

async function textsAbout(reference: string) {
  return db.select().from(emails).where(eq(emails.bookingReference, reference));
}

describe("a customer's texts", () => {
  it("are off until the customer gives a mobile number and ticks the consent, which is theirs alone", async () => {
    const account = await verifiedAccount();
    const read = async (cookie: string) => (await api("/api/text-settings", { cookie })).json() as Promise<TextSettings>;
    expect(await read(account.cookie)).toEqual({ mobile_phone: null, reminder_texts: false });

    const noNumber = await putTexts(account.cookie, { mobile_phone: "", reminder_texts: true });
    expect(noNumber.status).toBe(400);
    expect(((await noNumber.json()) as { error: { fields: Record<string, string> } }).error.fields).toEqual({
      mobile_phone: "Please enter your mobile number to get texts.",
    });
    expect((await putTexts(account.cookie, { mobile_phone: "555-01", reminder_texts: false })).status).toBe(400);

    const saved = await putTexts(account.cookie, { mobile_phone: "(305) 555-0142", reminder_texts: true });
    expect(await saved.json()).toEqual({ mobile_phone: "+13055550142", reminder_texts: true });
    expect(await read(account.cookie)).toEqual({ mobile_phone: "+13055550142", reminder_texts: true });
    expect(await read((await verifiedAccount()).cookie)).toEqual({ mobile_phone: null, reminder_texts: false });
    expect((await api("/api/text-settings")).status).toBe(401);
  });

  it("send the day-before reminder with the manage link, and never the way in", async () => {
    const { reference, dayBefore } = await customerWithVisit({ mobile_phone: "305 555 0142", reminder_texts: true });
    await sendDueReminders(testContext({ now: dayBefore }));
    const stored = (await textsAbout(reference)).filter((message) => message.channel === "sms");
    expect(stored).toHaveLength(1);
    // Delivered a moment later by the queue's consumer, into the local text outbox.
    const texts = [await deliveredMessage(stored[0]!.id)];
    expect(texts[0]).toMatchObject({ kind: "visit-reminder-text", to: "+13055550142", status: "sent", template: "visit-reminder" });
    expect(texts[0]!.text).toContain(`/manage-booking?reference=${reference}&token=`);
    expect(texts[0]!.text.length).toBeLessThanOrEqual(306);
    expect(JSON.stringify(texts[0])).not.toContain("#8812");

    // The local text outbox lists it as JSON, as /dev/texts shows it.
    const listed = (await (await api("/api/dev/texts")).json()) as { texts: { id: string; body: string }[] };
    expect(listed.texts.find((text) => text.id === texts[0]!.id)?.body).toBe(texts[0]!.text);
    const page = await api("/dev/texts");
    expect(page.status).toBe(200);
    expect(await page.text()).toContain(reference);
  });

  it("remind a Spanish booking's customer in Spanish and an English booking's in English, the outbox row saying which", async () => {
    const spanish = await customerWithVisit({ mobile_phone: "305 555 0146", reminder_texts: true }, "es");
    const english = await customerWithVisit({ mobile_phone: "305 555 0147", reminder_texts: true }, "en");
    await sendDueReminders(testContext({ now: spanish.dayBefore }));
    await sendDueReminders(testContext({ now: english.dayBefore }));
    const [spanishText] = (await textsAbout(spanish.reference)).filter((message) => message.channel === "sms");
    const [englishText] = (await textsAbout(english.reference)).filter((message) => message.channel === "sms");
    expect(spanishText).toMatchObject({ kind: "visit-reminder-text", language: "es" });
    expect(spanishText!.text).toContain(`le recordamos su Limpieza regular mañana a las 1:00 p.`);
    expect(spanishText!.text).toContain("Responda STOP");
    expect(spanishText!.text).not.toMatch(/reminder|Reply STOP|Regular Cleaning/);
    expect(spanishText!.text.length).toBeLessThanOrEqual(306);
    expect(englishText).toMatchObject({ kind: "visit-reminder-text", language: "en" });
    expect(englishText!.text).toContain("reminder of your Regular Cleaning tomorrow at 1:00 PM");
    // Rendered again from its stored values when the provider sends it: still Spanish.
    expect(renderStoredText(spanishText!.template!, spanishText!.templateValues!).body).toBe(spanishText!.text);
  });

  it("tell a Spanish booking's customer in Spanish who is on the way", async () => {
    const { reference } = await customerWithVisit({ mobile_phone: "+1 305 555 0148", reminder_texts: true }, "es");
    const [booking] = await db.select().from(bookings).where(eq(bookings.reference, reference));
    const now = SUMMER_AFTERNOON;
    const text = await textOnTheWay(testContext({ now }), booking!, "Marisol", now);
    expect(text?.language).toBe("es");
    expect(text?.text).toMatch(/Marisol va en camino para su Limpieza regular .* entre las 2:20 p\. ?m\. y las 2:50 p\. ?m\./);
  });

  it("are not sent to a customer who gave a number without ticking the consent", async () => {
    const { reference, dayBefore } = await customerWithVisit({ mobile_phone: "305 555 0143", reminder_texts: false });
    await sendDueReminders(testContext({ now: dayBefore }));
    const messages = await textsAbout(reference);
    expect(messages.map((message) => message.channel).sort()).toEqual(["email", "email", "email"]);
  });

  it("tell the customer who is on the way and when they should arrive", async () => {
    const { reference } = await customerWithVisit({ mobile_phone: "+1 305 555 0144", reminder_texts: true });
    const [booking] = await db.select().from(bookings).where(eq(bookings.reference, reference));
    const now = SUMMER_AFTERNOON;
    const text = await textOnTheWay(testContext({ now }), booking!, "Marisol", now);
    expect(text?.text).toContain("Marisol is on the way");
    expect(text?.text).toContain("between 2:20 PM and 2:50 PM");
    expect(text?.text).not.toContain("#8812");
  });
});

// Pinned instants, not days to book: a winter one (UTC-5) and a summer one (UTC-4), which
// format the same whatever day the tests run.
describe("the arrival window of an on-my-way text", () => {
  it("starts 15 minutes out, rounded up to 5 minutes, on New York clocks, and lasts half an hour", () => {
    expect(arrivalWindow(new Date("2026-01-15T14:00:00Z"))).toEqual({ from: "9:15 AM", to: "9:45 AM" });
    expect(arrivalWindow(SUMMER_AFTERNOON)).toEqual({ from: "2:20 PM", to: "2:50 PM" });
  });
});

describe("texts through Twilio", () => {
  it("posts the Messages API's form with the account's Basic auth, and keeps the message's sid", async () => {
    const twilio = fakeTwilio();
    const provider = createTwilioProvider(twilioSettings, twilio.fetchImpl);
    expect(await provider.deliver({ to: "+13055550142", body: "Hello", messageId: "m1" })).toEqual({ providerId: "SM1" });
    expect(twilio.requests[0]).toEqual({
      url: "https://api.twilio.com/2010-04-01/Accounts/AC123/Messages.json",
      auth: `Basic ${btoa("AC123:secret-token")}`,
      form: { To: "+13055550142", From: "+13055550100", Body: "Hello" },
    });
    const withReceipts = fakeTwilio();
    await createTwilioProvider(
      { ...twilioSettings, statusCallback: "https://sflconcierge.com/api/twilio/status" },
      withReceipts.fetchImpl,
    ).deliver({
      to: "+13055550142",
      body: "Hello",
      messageId: "m2",
    });
    expect(withReceipts.requests[0]!.form.StatusCallback).toBe("https://sflconcierge.com/api/twilio/status");
    const refused = createTwilioProvider(twilioSettings, fakeTwilio(["fail"]).fetchImpl);
    await expect(refused.deliver({ to: "+1", body: "x", messageId: "m3" })).rejects.toThrow(
      "Twilio answered 400: The 'To' number is not a valid phone number.",
    );
  });

  it("queues a text with no body stored, and the consumer renders and sends it once", async () => {
    const twilio = fakeTwilio();
    const queue = recordingQueue();
    const mailer: Mailer = {
      db,
      from: "a@b.c",
      provider: null,
      sms: createTwilioProvider(twilioSettings, twilio.fetchImpl),
      textsOn: true,
      queue,
    };
    const { reference } = await customerWithVisit({ mobile_phone: "305-555-0145", reminder_texts: true });
    const [booking] = await db.select().from(bookings).where(eq(bookings.reference, reference));
    const now = SUMMER_AFTERNOON;
    const stored = await textOnTheWay(testContext({ now, mailer }), booking!, "Marisol", now);
    expect(stored).toMatchObject({ channel: "sms", status: "queued", text: "" });
    expect(queue.ids).toEqual([stored!.id]);
    await deliverStoredMessage(mailer, stored!.id, now);
    await deliverStoredMessage(mailer, stored!.id, now);
    expect(twilio.requests).toHaveLength(1);
    expect(twilio.requests[0]!.form.Body).toContain("Marisol is on the way");
    expect((await db.select().from(emails).where(eq(emails.id, stored!.id)))[0]).toMatchObject({ status: "sent", providerId: "SM1" });
  });
});
