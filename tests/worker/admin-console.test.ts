import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import type { AdminEmailList, AdminSubscriberList, DayViewResponse } from "../../core/admin-api";
import { slotStart } from "../../core/time-slots";
import { createResendProvider } from "../../worker/adapters/email-provider";
import { adminActions, bookings, crewAssignments, emails, subscriptions, users } from "../../worker/db/schema";
import { bookingVisits, dayView, type VisitSource } from "../../worker/services/day-view";
import { resendEmail } from "../../worker/services/email-log";
import { adminAccount, api, db, uniqueEmail } from "./support";

let counter = 0;
async function insertBooking(values: { date: string; time: string; serviceId?: string; status?: "pending" | "confirmed" | "cancelled" }) {
  counter += 1;
  const id = crypto.randomUUID();
  const now = new Date();
  await db.insert(bookings).values({
    id,
    reference: `SFB-DV${String(counter).padStart(4, "0")}`,
    serviceId: values.serviceId ?? "regular-cleaning",
    serviceTitle: values.serviceId === "car-detailing" ? "Car Detailing" : "Regular Cleaning",
    servicePrice: "$80/visit",
    appointmentDate: values.date,
    appointmentTime: values.time,
    startsAt: slotStart(values.date, values.time),
    customerName: `Day View ${counter}`,
    customerEmail: uniqueEmail("day-view"),
    customerPhone: "(305) 555-0100",
    serviceAddress: "1 Ocean Dr, Miami, FL",
    status: values.status ?? "pending",
    idempotencyKey: id,
    createdAt: now,
    updatedAt: now,
  });
  return id;
}

describe("admin: day view", () => {
  // Thursday March 8, 2029, 10 AM in New York; clocks move forward on Sunday March 11.
  const now = new Date("2029-03-08T15:00:00Z");

  it("shows today and the next 7 days by slot, with crews and free places, across a DST change", async () => {
    const first = await insertBooking({ date: "2029-03-08", time: "2:00 PM" });
    await insertBooking({ date: "2029-03-08", time: "2:00 PM" });
    await insertBooking({ date: "2029-03-08", time: "2:00 PM", serviceId: "car-detailing" });
    await insertBooking({ date: "2029-03-08", time: "9:00 AM" });
    await insertBooking({ date: "2029-03-08", time: "11:00 AM", status: "cancelled" });
    await insertBooking({ date: "2029-03-11", time: "8:00 AM" });
    await insertBooking({ date: "2029-03-15", time: "7:00 PM", status: "confirmed" });
    await insertBooking({ date: "2029-03-16", time: "8:00 AM" });
    await db.insert(crewAssignments).values({ visitType: "booking", visitId: first, crewName: "Crew Palm", assignedBy: "owner@example.com", assignedAt: now });

    const view = await dayView({ db, slotCapacity: 2 }, { now });
    expect([view.from, view.to]).toEqual(["2029-03-08", "2029-03-15"]);
    expect(view.days.map((day) => day.date)).toEqual(["2029-03-08", "2029-03-09", "2029-03-10", "2029-03-11", "2029-03-12", "2029-03-13", "2029-03-14", "2029-03-15"]);

    const today = view.days[0]!;
    expect(today.slots.map((slot) => slot.time)).toEqual(["9:00 AM", "2:00 PM"]);
    const afternoon = today.slots[1]!;
    expect(afternoon.visits.map((visit) => visit.crewName)).toEqual(["Crew Palm", null, null]);
    expect(afternoon.capacity).toEqual([
      { serviceId: "regular-cleaning", title: "Regular Cleaning", taken: 2, free: 0 },
      { serviceId: "car-detailing", title: "Car Detailing", taken: 1, free: 1 },
    ]);
    expect(view.days[3]?.slots.map((slot) => slot.time)).toEqual(["8:00 AM"]);
    expect(view.days[7]?.slots.map((slot) => [slot.time, slot.visits[0]?.status])).toEqual([["7:00 PM", "confirmed"]]);
    expect(view.days[1]?.slots).toEqual([]);
  });

  it("takes a second source of visits (subscription cleanings) with their crews", async () => {
    const scheduleVisits: VisitSource = async (_db, from, to) => {
      expect([from, to]).toEqual(["2029-03-08", "2029-03-15"]);
      return [
        { source: "schedule", id: "schedule-1", reference: null, serviceId: "subscription-cleaning", title: "Bi-weekly cleaning", date: "2029-03-09", time: "8:00 PM", customerName: "Subscriber", address: "2 Bay Rd", status: "active" },
      ];
    };
    await db.insert(crewAssignments).values({ visitType: "schedule", visitId: "schedule-1", crewName: "Crew Bay", assignedBy: "owner@example.com", assignedAt: now });
    const view = await dayView({ db, slotCapacity: 2 }, { now, sources: [bookingVisits, scheduleVisits] });
    expect(view.days[1]?.slots).toEqual([
      {
        time: "8:00 PM",
        visits: [expect.objectContaining({ source: "schedule", id: "schedule-1", crewName: "Crew Bay" })],
        capacity: [{ serviceId: "subscription-cleaning", title: "Bi-weekly cleaning", taken: 1, free: 1 }],
      },
    ]);
  });

  it("answers over HTTP from today in New York", async () => {
    const admin = await adminAccount();
    const view = (await (await api("/api/admin/day-view", { cookie: admin.cookie })).json()) as DayViewResponse;
    expect(view.days).toHaveLength(8);
    expect(view.slotCapacity).toBe(2);
  });
});

describe("admin: subscribers", () => {
  it("lists who subscribes, to which plan, in which status, and the next billing date", async () => {
    const admin = await adminAccount();
    const userId = crypto.randomUUID();
    const email = uniqueEmail("subscriber");
    const now = new Date();
    await db.insert(users).values({ id: userId, name: "Noor Haddad", email, emailVerified: true, firstName: "Noor", lastName: "Haddad", createdAt: now, updatedAt: now });
    await db.insert(subscriptions).values({
      id: crypto.randomUUID(),
      userId,
      stripeCustomerId: "cus_1",
      stripeSubscriptionId: `sub_${userId}`,
      packageId: "2bed2bath",
      status: "past_due",
      currentPeriodEnd: new Date("2029-04-01T12:00:00Z"),
      createdAt: now,
      updatedAt: now,
    });
    const list = (await (await api("/api/admin/subscribers", { cookie: admin.cookie })).json()) as AdminSubscriberList;
    expect(list.subscribers.find((entry) => entry.email === email)).toEqual({
      subscriptionId: expect.any(String),
      name: "Noor Haddad",
      email,
      packageId: "2bed2bath",
      plan: "2 Bed / 2 Bath",
      status: "past_due",
      nextBillingDate: "2029-04-01T12:00:00.000Z",
      cancelAtPeriodEnd: false,
    });
  });
});

describe("admin: email log", () => {
  async function failedEmail() {
    const id = crypto.randomUUID();
    const now = new Date();
    await db.insert(emails).values({
      id,
      kind: "booking-customer",
      to: uniqueEmail("bounce"),
      subject: "Booking received",
      html: "<p>Hi</p>",
      text: "Hi",
      status: "failed",
      error: "Resend answered 503: Service unavailable",
      attempts: 5,
      createdAt: now,
      updatedAt: now,
    });
    return id;
  }

  it("lists emails with their status and error, filtered by status", async () => {
    const admin = await adminAccount();
    const id = await failedEmail();
    const list = (await (await api("/api/admin/emails?status=failed", { cookie: admin.cookie })).json()) as AdminEmailList;
    expect(list.emails.find((email) => email.id === id)).toMatchObject({ status: "failed", error: "Resend answered 503: Service unavailable", attempts: 5 });
    expect(list.emails.every((email) => email.status === "failed")).toBe(true);
  });

  it("resends a failed email once, records who did it, and refuses any other", async () => {
    const admin = await adminAccount();
    const id = await failedEmail();
    const response = await api(`/api/admin/emails/${id}/resend`, { method: "POST", cookie: admin.cookie });
    expect(response.status).toBe(200);
    // No provider locally: the stored record is the delivery.
    expect(await response.json()).toMatchObject({ id, status: "stored", error: null });
    const again = await api(`/api/admin/emails/${id}/resend`, { method: "POST", cookie: admin.cookie });
    expect(again.status).toBe(409);
    expect(await again.json()).toEqual({ error: { code: "not_failed", message: "Only a failed email can be sent again." } });
    expect((await db.select().from(adminActions).where(eq(adminActions.targetId, id))).map((row) => [row.actorEmail, row.action])).toEqual([["owner@example.com", "resend"]]);
    expect((await api("/api/admin/emails/no-such-email/resend", { method: "POST", cookie: admin.cookie })).status).toBe(404);
  });

  it("sends through the provider when one is configured, keeping a new failure visible", async () => {
    const answers = [Response.json({ message: "Still down" }, { status: 503 }), Response.json({ id: "re_resent" })];
    const provider = createResendProvider("re_key", (async () => answers.shift()!) as typeof fetch);
    const mailer = { db, from: "a@b.c", provider };
    const actor = { id: "admin-id", email: "owner@example.com" };
    const id = await failedEmail();
    expect(await resendEmail(mailer, id, actor)).toMatchObject({ status: "failed", error: "Resend answered 503: Still down", attempts: 6 });
    expect(await resendEmail(mailer, id, actor)).toMatchObject({ status: "sent", error: null, attempts: 7 });
  });
});
