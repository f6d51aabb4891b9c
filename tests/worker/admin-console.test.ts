import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import type { AdminEmailList, AdminSubscriberList } from "#core/admin-api";
import { getService } from "#core/catalogue";
import type { ScheduleFrequency } from "#core/schedule-recurrence";
import { slotStart } from "#core/time-slots";
import { adminActions, bookings, cleaningSchedules, crewAssignments, emails, subscriptions, users } from "#worker/db/schema";
import { deliverStoredMessage } from "#worker/services/outbox/outbox-delivery";
import { resendEmail } from "#worker/services/reads/email-log";
import { memberWithHours } from "./crew-members";
import { dayViewWeek, dayViewWeekOverHttp } from "./day-views";
import { providerMailer } from "./outbox-support";
import { deliveredMessage } from "./outbox-wait";
import { adminAccount, api, appNow, db, testContext, uniqueEmail } from "./support";

let counter = 0;
async function insertBooking(values: {
  date: string;
  time: string;
  serviceId?: string;
  status?: "pending" | "confirmed" | "cancelled";
  address?: string;
  userId?: string;
  createdAt?: Date;
}) {
  counter += 1;
  const id = crypto.randomUUID();
  const now = values.createdAt ?? new Date();
  const serviceId = values.serviceId ?? "regular-cleaning";
  await db.insert(bookings).values({
    id,
    reference: `SFB-DV${String(counter).padStart(4, "0")}`,
    serviceId,
    serviceTitle: getService(serviceId)!.title,
    servicePrice: "$80/visit",
    appointmentDate: values.date,
    appointmentTime: values.time,
    startsAt: slotStart(values.date, values.time),
    customerName: `Day View ${counter}`,
    customerEmail: uniqueEmail("day-view"),
    customerPhone: "(305) 555-0100",
    serviceAddress: values.address ?? "1 Ocean Dr, Miami, FL",
    status: values.status ?? "pending",
    userId: values.userId ?? null,
    idempotencyKey: id,
    createdAt: now,
    updatedAt: now,
  });
  return id;
}

async function insertUser(firstName: string, lastName: string) {
  const id = crypto.randomUUID();
  const email = uniqueEmail(firstName.toLowerCase());
  const now = new Date();
  await db
    .insert(users)
    .values({ id, name: `${firstName} ${lastName}`, email, emailVerified: true, firstName, lastName, createdAt: now, updatedAt: now });
  return { id, email };
}

/** A subscription as Stripe's webhooks leave it, with the first cleaning booked in the subscribe wizard. */
async function insertSubscription(userId: string, firstBookingId: string | null) {
  const now = new Date();
  await db.insert(subscriptions).values({
    id: crypto.randomUUID(),
    userId,
    stripeCustomerId: `cus_${userId.slice(0, 8)}`,
    stripeSubscriptionId: `sub_${userId}`,
    packageId: "2bed2bath",
    status: "active",
    firstBookingId,
    createdAt: now,
    updatedAt: now,
  });
}

async function insertSchedule(
  user: { id: string; email: string },
  values: { date: string; time: string; frequency: ScheduleFrequency; tier?: string; status?: "active" | "cancelled" },
) {
  const id = crypto.randomUUID();
  const now = new Date();
  await db.insert(cleaningSchedules).values({
    id,
    userId: user.id,
    email: user.email,
    scheduledDate: values.date,
    scheduledTime: values.time,
    startsAt: slotStart(values.date, values.time),
    frequency: values.frequency,
    status: values.status ?? "active",
    subscriptionTier: values.tier ?? "2bed2bath",
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
    await db
      .insert(crewAssignments)
      .values({ visitType: "booking", visitId: first, crewName: "Crew Palm", assignedBy: "owner@example.com", assignedAt: now });

    const view = await dayViewWeek(testContext({ now }));
    expect([view.from, view.to]).toEqual(["2029-03-08", "2029-03-15"]);
    expect(view.days.map((day) => day.date)).toEqual([
      "2029-03-08",
      "2029-03-09",
      "2029-03-10",
      "2029-03-11",
      "2029-03-12",
      "2029-03-13",
      "2029-03-14",
      "2029-03-15",
    ]);

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

  it("lists schedule visits with the customer's address, sharing the cleaning crews' places with bookings", async () => {
    const june = new Date("2031-06-03T14:00:00Z"); // Tuesday, 10 AM in New York
    const withFirstBooking = await insertUser("Lena", "Ortiz");
    const firstBooking = await insertBooking({
      date: "2031-05-20",
      time: "10:00 AM",
      serviceId: "deep-cleaning",
      address: "1 Harbor Way, Apt 4, Fort Lauderdale, FL",
      userId: withFirstBooking.id,
      createdAt: new Date("2031-05-01T12:00:00Z"),
    });
    await insertBooking({
      date: "2031-05-27",
      time: "9:00 AM",
      address: "A later booking's address",
      userId: withFirstBooking.id,
      createdAt: new Date("2031-05-10T12:00:00Z"),
    });
    await insertSubscription(withFirstBooking.id, firstBooking);
    const withBookings = await insertUser("Omar", "Reyes");
    await insertBooking({
      date: "2031-05-13",
      time: "9:00 AM",
      address: "An older address",
      userId: withBookings.id,
      createdAt: new Date("2031-05-01T12:00:00Z"),
    });
    await insertBooking({
      date: "2031-05-14",
      time: "9:00 AM",
      address: "22 Bay Rd, Miami, FL",
      userId: withBookings.id,
      createdAt: new Date("2031-05-02T12:00:00Z"),
    });
    await insertSubscription(withBookings.id, null);
    const withNothing = await insertUser("Ivy", "Chen");

    await insertSchedule(withFirstBooking, { date: "2031-06-04", time: "10:00 AM", frequency: "weekly", tier: "3bed3bath" });
    await insertSchedule(withBookings, { date: "2031-05-21", time: "3:00 PM", frequency: "biweekly" });
    await insertSchedule(withNothing, { date: "2031-05-05", time: "8:00 PM", frequency: "monthly" });
    await insertSchedule(withNothing, { date: "2031-06-04", time: "3:00 PM", frequency: "weekly", status: "cancelled" });
    await insertBooking({ date: "2031-06-04", time: "10:00 AM", serviceId: "deep-cleaning" });
    await insertBooking({ date: "2031-06-04", time: "10:00 AM" });

    const view = await dayViewWeek(testContext({ now: june }));
    const [morning, afternoon] = view.days[1]!.slots;
    expect(morning?.time).toBe("10:00 AM");
    expect(morning?.visits.map((visit) => [visit.source, visit.title, visit.address])).toEqual([
      ["booking", "Cleaning Special", "1 Ocean Dr, Miami, FL"],
      ["booking", "Regular Cleaning", "1 Ocean Dr, Miami, FL"],
      ["schedule", "Subscription cleaning, 3 Bed / 3 Bath, weekly", "1 Harbor Way, Apt 4, Fort Lauderdale, FL"],
    ]);
    expect(morning?.visits[2]?.customerName).toBe("Lena Ortiz");
    expect(morning?.capacity).toEqual([
      { serviceId: "deep-cleaning", title: "Cleaning Special", taken: 2, free: 0 },
      { serviceId: "regular-cleaning", title: "Regular Cleaning", taken: 1, free: 1 },
    ]);
    // Only schedule visits here: the group is still named after the service, not the visit.
    expect(afternoon).toEqual({
      time: "3:00 PM",
      visits: [
        {
          source: "schedule",
          id: expect.stringMatching(/@2031-06-04$/),
          reference: null,
          serviceId: "deep-cleaning",
          title: "Subscription cleaning, 2 Bed / 2 Bath, bi-weekly",
          customerName: "Omar Reyes",
          address: "22 Bay Rd, Miami, FL",
          status: "scheduled",
          crewName: null,
          needsCrew: false,
          reminderFailed: false,
        },
      ],
      capacity: [{ serviceId: "deep-cleaning", title: "Cleaning Special", taken: 1, free: 1 }],
    });
    expect(view.days[2]?.slots.map((slot) => [slot.time, slot.visits.map((visit) => [visit.customerName, visit.address])])).toEqual([
      ["8:00 PM", [["Ivy Chen", "No address on file"]]],
    ]);
    // Each visit has its own id: the weekly series' next visit is outside these 8 days.
    expect(
      view.days.flatMap((day) => day.slots.flatMap((slot) => slot.visits)).filter((visit) => visit.customerName === "Lena Ortiz"),
    ).toHaveLength(1);
  });

  it("lets an admin give one schedule visit to a member, recorded in the history; other visits of the series keep theirs", async () => {
    const admin = await adminAccount();
    const reef = await memberWithHours(admin, ["deep-cleaning"], { firstName: "Reef" });
    const tide = await memberWithHours(admin, ["deep-cleaning"], { firstName: "Tide" });
    const june = new Date("2031-06-03T13:00:00Z"); // 9 AM in New York
    const user = await insertUser("Tomas", "Vidal");
    const scheduleId = await insertSchedule(user, { date: "2031-06-03", time: "11:00 AM", frequency: "weekly" });
    const visitsOfSeries = async () =>
      (await dayViewWeek(testContext({ now: june }))).days
        .flatMap((day) => day.slots.flatMap((slot) => slot.visits))
        .filter((visit) => visit.customerName === "Tomas Vidal");
    const [first, second] = await visitsOfSeries();
    expect([first?.id, second?.id]).toEqual([`${scheduleId}@2031-06-03`, `${scheduleId}@2031-06-10`]);
    const assign = (id: string, providerId: string) =>
      api(`/api/admin/schedule-visits/${encodeURIComponent(id)}/crew`, { method: "PUT", cookie: admin.cookie, json: { providerId } });

    const assigned = await assign(first!.id, reef);
    expect(assigned.status).toBe(200);
    expect(await assigned.json()).toEqual({ id: first!.id, crewName: "Reef Paz", providerId: reef });
    expect((await assign(first!.id, tide)).status).toBe(200);
    expect((await visitsOfSeries()).map((visit) => visit.crewName)).toEqual(["Tide Paz", null]);
    const history = await db.select().from(adminActions).where(eq(adminActions.targetId, first!.id));
    expect(history.map((row) => [row.actorEmail, row.action, row.targetType, row.detail])).toEqual([
      ["owner@example.com", "assign crew", "schedule_visit", "Reef Paz"],
      ["owner@example.com", "assign crew", "schedule_visit", "Reef Paz -> Tide Paz"],
    ]);

    const blank = await assign(second!.id, " ");
    expect(blank.status).toBe(400);
    expect(await blank.json()).toMatchObject({ error: { fields: { providerId: "Please choose who does this job." } } });
    // A day the calendar lacks, or spelled another way, names no visit either (not a 500).
    const otherDays = [`${scheduleId}@2031-13-01`, `${scheduleId}@2031-06-31`, `${scheduleId}@2031-6-3`];
    for (const id of [`${scheduleId}@2031-06-04`, ...otherDays, "not-a-visit", `${crypto.randomUUID()}@2031-06-03`]) {
      const refused = await assign(id, reef);
      expect(refused.status, id).toBe(404);
      expect(await refused.json()).toEqual({
        error: { code: "not_found", message: "There is no visit of an active schedule with this id." },
      });
    }
    await db.update(cleaningSchedules).set({ status: "cancelled" }).where(eq(cleaningSchedules.id, scheduleId));
    expect((await assign(second!.id, reef)).status).toBe(404);
    expect(await db.select().from(crewAssignments).where(eq(crewAssignments.visitId, second!.id))).toEqual([]);
    expect(await db.select().from(adminActions).where(eq(adminActions.targetId, second!.id))).toEqual([]);
  });

  it("answers over HTTP from today in New York", async () => {
    const admin = await adminAccount();
    const view = await dayViewWeekOverHttp(admin.cookie);
    expect(view.days).toHaveLength(8);
  });
});

describe("admin: subscribers", () => {
  it("lists who subscribes, to which plan, in which status, and the next billing date", async () => {
    const admin = await adminAccount();
    const userId = crypto.randomUUID();
    const email = uniqueEmail("subscriber");
    const now = new Date();
    await db.insert(users).values({
      id: userId,
      name: "Noor Haddad",
      email,
      emailVerified: true,
      firstName: "Noor",
      lastName: "Haddad",
      createdAt: now,
      updatedAt: now,
    });
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

describe("admin: subscriber search", () => {
  async function subscriber(firstName: string, lastName: string) {
    const user = await insertUser(firstName, lastName);
    await insertSubscription(user.id, null);
    return user;
  }

  async function search(q: string): Promise<AdminSubscriberList> {
    const admin = await adminAccount();
    const response = await api(`/api/admin/subscribers?q=${encodeURIComponent(q)}`, { cookie: admin.cookie });
    expect(response.status).toBe(200);
    return (await response.json()) as AdminSubscriberList;
  }

  it("finds subscribers by first, last or full name, or email, and takes wildcards literally", async () => {
    const tag = crypto.randomUUID().slice(0, 6);
    const valeria = await subscriber("Valeria", `Quintero${tag}`);
    const tomas = await subscriber("Tomas", `Quintana${tag}`);

    const emailsOf = (list: AdminSubscriberList) => list.subscribers.map((entry) => entry.email).sort();
    expect(emailsOf(await search(`quint`)).filter((email) => [valeria.email, tomas.email].includes(email))).toEqual(
      [valeria.email, tomas.email].sort(),
    );
    const byFullName = await search(`Valeria Quintero${tag}`);
    expect([byFullName.total, emailsOf(byFullName)]).toEqual([1, [valeria.email]]);
    expect(emailsOf(await search(tomas.email.toUpperCase()))).toEqual([tomas.email]);
    expect((await search(`Quinta${tag}`)).total).toBe(0);
    expect((await search("%")).total).toBe(0);
  });

  it("refuses a search longer than 100 characters", async () => {
    const admin = await adminAccount();
    const response = await api(`/api/admin/subscribers?q=${"a".repeat(101)}`, { cookie: admin.cookie });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ error: { code: "invalid_input", fields: { q: expect.any(String) } } });
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
    expect(list.emails.find((email) => email.id === id)).toMatchObject({
      status: "failed",
      error: "Resend answered 503: Service unavailable",
      attempts: 5,
    });
    expect(list.emails.every((email) => email.status === "failed")).toBe(true);
  });

  it("resends a failed email once, records who did it, and refuses any other", async () => {
    const admin = await adminAccount();
    const id = await failedEmail();
    const response = await api(`/api/admin/emails/${id}/resend`, { method: "POST", cookie: admin.cookie });
    expect(response.status).toBe(200);
    // Queued again, then delivered by the queue's consumer (locally, into the local mailbox).
    expect(await response.json()).toMatchObject({ id, status: "queued", error: null });
    expect(await deliveredMessage(id)).toMatchObject({ status: "sent" });
    const again = await api(`/api/admin/emails/${id}/resend`, { method: "POST", cookie: admin.cookie });
    expect(again.status).toBe(409);
    expect(await again.json()).toEqual({ error: { code: "not_failed", message: "Only a failed email can be sent again." } });
    expect((await db.select().from(adminActions).where(eq(adminActions.targetId, id))).map((row) => [row.actorEmail, row.action])).toEqual([
      ["owner@example.com", "resend"],
    ]);
    expect((await api("/api/admin/emails/no-such-email/resend", { method: "POST", cookie: admin.cookie })).status).toBe(404);
  });

  it("queues a failed or dead email again through the provider when one is configured, keeping a new failure visible", async () => {
    const answers = [Response.json({ message: "Still down" }, { status: 503 }), Response.json({ id: "re_resent" })];
    const mailer = providerMailer((async () => answers.shift()!) as typeof fetch);
    const actor = { id: "admin-id", email: "owner@example.com" };
    const id = await failedEmail();
    const ctx = testContext({ mailer, user: actor });
    expect(await resendEmail(ctx, id)).toMatchObject({ status: "queued", error: null, attempts: 0 });
    expect(mailer.queue.ids).toEqual([id]);
    await deliverStoredMessage(mailer, id, appNow());
    expect(await resendEmail(ctx, id)).toMatchObject({ status: "queued", attempts: 0 });
    await deliverStoredMessage(mailer, id, appNow());
    const [sent] = await db.select().from(emails).where(eq(emails.id, id));
    expect(sent).toMatchObject({ status: "sent", providerId: "re_resent", error: null, attempts: 1 });
  });
});
