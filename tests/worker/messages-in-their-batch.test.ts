import { and, eq, like } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import {
  adminActions,
  bookingPayments,
  bookings,
  cleaningSchedules,
  crewAssignments,
  emails,
  emergencyRequests,
  jobOfferNotices,
  jobRatings,
  requestLimits,
  users,
  vendorApplications,
  verifications,
} from "#worker/db/schema";
import { cancelOwnBooking } from "#worker/services/bookings/my-bookings";
import { ratingUrl } from "#worker/services/bookings/ratings";
import { createSchedule } from "#worker/services/schedules/schedule-changes";
import { stopSchedulesOf } from "#worker/services/schedules/plan-series";
import { emailNewOffers } from "#worker/services/work/job-offers";
import { onMyWay } from "#worker/services/work/work-jobs";
import { paidSubscriber } from "./billing-support";
import { whileOutboxRefuses } from "./outbox-refusal";
import { asOwner } from "./schedule-support";
import { setSubscriptionStatus, subscriber } from "./subscription-factory";
import { adminPost, bookLaundry, visitDone } from "./payment-support";
import { newBooking, staffAccount, vendorApplicationBody } from "./staff-support";
import { adminAccount, api, appNow, db, futureDate, testContext, uniqueEmail, uniqueIp, verifiedAccount } from "./support";

const HOUR = 3600_000;

// Every message is stored in the D1 batch of the change that causes it: one transaction, so
// when the message cannot be written the change is not made either (and the reverse: a change
// refused stores no message). Each case makes the outbox refuse its message's template.

async function messagesAbout(reference: string, template: string) {
  return db
    .select()
    .from(emails)
    .where(and(eq(emails.bookingReference, reference), eq(emails.template, template)));
}

async function bookingOf(reference: string) {
  const [row] = await db.select().from(bookings).where(eq(bookings.reference, reference));
  return row!;
}

describe("a rating and the business's email about a low one", () => {
  it("are stored together: when the email cannot be written the visit stays unrated, and rating again stores both", async () => {
    const { reference } = await newBooking();
    const booking = await bookingOf(reference);
    await db.update(bookings).set({ status: "completed" }).where(eq(bookings.id, booking.id));
    const token = new URL(await ratingUrl(testContext().settings, reference)).searchParams.get("token");
    const rate = () => api(`/api/ratings/${reference}?token=${token}`, { method: "POST", json: { stars: 1, comment: "Nobody came" } });

    expect((await whileOutboxRefuses("low-rating", rate)).status).toBe(500);
    expect(await db.select().from(jobRatings).where(eq(jobRatings.bookingId, booking.id))).toEqual([]);

    expect((await rate()).status).toBe(200);
    expect(await messagesAbout(reference, "low-rating")).toHaveLength(1);
  });
});

describe("a completion and the customer's rating request", () => {
  it("are stored together: when the request cannot be written the visit is neither completed nor charged", async () => {
    const visit = await bookLaundry();
    await visitDone(visit.id);
    const complete = () => adminPost(`/bookings/${visit.reference}/complete`, { pounds: 20, speed: "standard" });

    expect((await whileOutboxRefuses("rating-request", complete)).status).toBe(500);
    expect((await bookingOf(visit.reference)).status).toBe("confirmed");
    expect(await db.select().from(bookingPayments).where(eq(bookingPayments.bookingId, visit.id))).toEqual([]);

    expect((await complete()).status).toBe(200);
    expect(await messagesAbout(visit.reference, "rating-request")).toHaveLength(1);
  });
});

describe("a pay link and the move of its payment", () => {
  it("are stored together: when the email cannot be written the payment is not marked as waiting on a link nobody got", async () => {
    const visit = await bookLaundry();
    await visitDone(visit.id);
    const refused = await whileOutboxRefuses("pay-link", () =>
      adminPost(`/bookings/${visit.reference}/complete`, { pounds: 20, speed: "standard" }),
    );
    expect(refused.status).toBe(500);
    const [payment] = await db.select().from(bookingPayments).where(eq(bookingPayments.bookingId, visit.id));
    // The attempt's claim stays; a stale claim is taken again by the next try.
    expect(payment).toMatchObject({ status: "charging", payLinkSentAt: null, payUrl: null });
    expect(await messagesAbout(visit.reference, "pay-link")).toEqual([]);
  });
});

describe("the business's changes and the customer's email", () => {
  it("confirms a booking only with its email: when the email cannot be written the booking stays pending and no audit is kept", async () => {
    const admin = await adminAccount();
    const { reference } = await newBooking();
    const confirm = () =>
      api(`/api/admin/bookings/${reference}/status`, { method: "POST", cookie: admin.cookie, json: { action: "confirm" } });

    expect((await whileOutboxRefuses("booking-confirmed", confirm)).status).toBe(500);
    const booking = await bookingOf(reference);
    expect(booking.status).toBe("pending");
    expect(await db.select().from(adminActions).where(eq(adminActions.targetId, booking.id))).toEqual([]);

    expect((await confirm()).status).toBe(200);
    expect(await messagesAbout(reference, "booking-confirmed")).toHaveLength(1);
    // A second confirm changes nothing and stores no second email.
    expect((await confirm()).status).toBe(409);
    expect(await messagesAbout(reference, "booking-confirmed")).toHaveLength(1);
  });

  it("moves a booking only with its email", async () => {
    const admin = await adminAccount();
    const { reference } = await newBooking({ appointment_date: futureDate({ weekday: true }), appointment_time: "9:00 AM" });
    const before = await bookingOf(reference);
    const move = () =>
      api(`/api/admin/bookings/${reference}/reschedule`, {
        method: "POST",
        cookie: admin.cookie,
        json: { appointment_date: before.appointmentDate, appointment_time: "11:00 AM" },
      });

    expect((await whileOutboxRefuses("customer-rescheduled", move)).status).toBe(500);
    // Stored as the slot's clock.
    expect((await bookingOf(reference)).appointmentTime).toBe("09:00");

    expect((await move()).status).toBe(200);
    expect((await bookingOf(reference)).appointmentTime).toBe("11:00");
    expect(await messagesAbout(reference, "customer-rescheduled")).toHaveLength(1);
  });

  it("gives a visit to a staff member only with the customer's email", async () => {
    const admin = await adminAccount();
    const crew = await staffAccount("crew", ["regular-cleaning"], "Rosa");
    const { reference } = await newBooking();
    const booking = await bookingOf(reference);
    const give = () =>
      api(`/api/admin/bookings/${reference}/provider`, { method: "PUT", cookie: admin.cookie, json: { providerId: crew.userId } });

    expect((await whileOutboxRefuses("provider-assigned", give)).status).toBe(500);
    const [assignment] = await db.select().from(crewAssignments).where(eq(crewAssignments.visitId, booking.id));
    expect(assignment?.providerId ?? null).not.toBe(crew.userId);

    expect((await give()).status).toBe(200);
    expect(await messagesAbout(reference, "provider-assigned")).toHaveLength(1);
  });
});

describe("a customer's cancellation and the text to the crew member who has the visit", () => {
  it("are stored together: when the text cannot be written the booking is not cancelled, and cancelling again texts once", async () => {
    const admin = await adminAccount();
    const crew = await staffAccount("crew", ["regular-cleaning"], "Nora");
    await api("/api/text-settings", { method: "PUT", cookie: crew.cookie, json: { mobile_phone: "(305) 555-0193", reminder_texts: true } });
    const customer = await verifiedAccount();
    const { reference } = await newBooking({ customer_email: customer.email }, customer.cookie);
    await api(`/api/admin/bookings/${reference}/provider`, { method: "PUT", cookie: admin.cookie, json: { providerId: crew.userId } });
    const booking = await bookingOf(reference);
    const cancel = () => cancelOwnBooking(testContext({ user: { id: booking.userId!, email: customer.email } }), booking);

    await expect(whileOutboxRefuses("job-changed", cancel)).rejects.toThrow();
    expect((await bookingOf(reference)).status).toBe(booking.status);

    await cancel();
    await expect(cancel()).rejects.toThrow();
    expect((await bookingOf(reference)).status).toBe("cancelled");
    expect(await messagesAbout(reference, "job-changed")).toHaveLength(1);
  });
});

describe("a crew member's On my way and the customer's email", () => {
  it("are stored together: when the email cannot be written the step is not marked, and the next tap marks it and emails once", async () => {
    const admin = await adminAccount();
    const crew = await staffAccount("crew", ["regular-cleaning"], "Rosa");
    const { reference } = await newBooking();
    await api(`/api/admin/bookings/${reference}/provider`, { method: "PUT", cookie: admin.cookie, json: { providerId: crew.userId } });
    await api(`/api/admin/bookings/${reference}/status`, { method: "POST", cookie: admin.cookie, json: { action: "confirm" } });
    const booking = await bookingOf(reference);
    // On the visit's day, an hour before it.
    const ctx = testContext({
      user: { id: crew.userId, email: crew.email, firstName: "Rosa" },
      now: new Date(booking.startsAt.getTime() - HOUR),
    });

    await expect(whileOutboxRefuses("on-the-way", () => onMyWay(ctx, reference))).rejects.toThrow();
    const [assignment] = await db.select().from(crewAssignments).where(eq(crewAssignments.visitId, booking.id));
    expect(assignment?.onTheWayAt).toBeNull();

    expect((await onMyWay(ctx, reference)).email).not.toBeNull();
    expect((await onMyWay(ctx, reference)).email).toBeNull();
    expect(await messagesAbout(reference, "on-the-way")).toHaveLength(1);
  });
});

describe("a vendor's offers", () => {
  it("the cron's claim of a new offer and its emails to vendors are stored together: a refused email leaves the offer to tell on the next run", async () => {
    const vendor = await staffAccount("vendor", ["tv-mounting"]);
    const { reference } = await newBooking({ service_id: "tv-mounting" });
    const booking = await bookingOf(reference);

    await expect(whileOutboxRefuses("job-offer", () => emailNewOffers(testContext()))).rejects.toThrow();
    expect(await db.select().from(jobOfferNotices).where(eq(jobOfferNotices.bookingId, booking.id))).toEqual([]);

    await emailNewOffers(testContext());
    await emailNewOffers(testContext());
    expect(
      await db
        .select()
        .from(emails)
        .where(and(eq(emails.to, vendor.email), eq(emails.template, "job-offer"))),
    ).toHaveLength(1);
  });

  it("an accepted offer and the customer's email are stored together", async () => {
    const vendor = await staffAccount("vendor", ["tv-mounting"]);
    const { reference } = await newBooking({ service_id: "tv-mounting" });
    const booking = await bookingOf(reference);
    const accept = () => api(`/api/work/offers/${reference}/accept`, { method: "POST", cookie: vendor.cookie });

    expect((await whileOutboxRefuses("provider-assigned", accept)).status).toBe(500);
    expect(await db.select().from(crewAssignments).where(eq(crewAssignments.visitId, booking.id))).toEqual([]);

    expect((await accept()).status).toBe(200);
    expect((await accept()).status).toBe(200);
    expect(await messagesAbout(reference, "provider-assigned")).toHaveLength(1);
  });
});

describe("a vendor application and its two emails", () => {
  const apply = (body: Record<string, unknown>, key: string) =>
    api("/api/vendor-applications", { method: "POST", ip: uniqueIp(), json: body, headers: { "Idempotency-Key": key } });

  it("are stored together: when the acknowledgement cannot be written no application is kept and the mailbox's cap counts nothing", async () => {
    const body = vendorApplicationBody();
    const key = crypto.randomUUID();

    expect((await whileOutboxRefuses("vendor-acknowledgement", () => apply(body, key))).status).toBe(500);
    expect(await db.select().from(vendorApplications).where(eq(vendorApplications.idempotencyKey, key))).toEqual([]);
    expect(await db.select().from(emails).where(eq(emails.to, body.email))).toEqual([]);
    expect(
      await db
        .select()
        .from(requestLimits)
        .where(eq(requestLimits.key, `mailbox:vendorAcknowledgement:${body.email}`)),
    ).toEqual([]);

    expect((await apply(body, key)).status).toBe(201);
    const stored = await db.select().from(emails).where(eq(emails.to, body.email));
    expect(stored.map((email) => email.template)).toEqual(["vendor-acknowledgement"]);
    // The same request again is answered with the first application, and stores and counts nothing more.
    expect((await apply(body, key)).status).toBe(200);
    expect(await db.select().from(emails).where(eq(emails.to, body.email))).toHaveLength(1);
    const [cap] = await db
      .select()
      .from(requestLimits)
      .where(eq(requestLimits.key, `mailbox:vendorAcknowledgement:${body.email}`));
    expect(cap?.count).toBe(1);
  });
});

describe("a vendor application's refusal and its email", () => {
  it("are stored together: when the email cannot be written the application stays pending", async () => {
    const admin = await adminAccount();
    const body = vendorApplicationBody();
    const applied = await api("/api/vendor-applications", {
      method: "POST",
      ip: uniqueIp(),
      json: body,
      headers: { "Idempotency-Key": crypto.randomUUID() },
    });
    const { application } = (await applied.json()) as { application: { id: string } };
    const refuse = () =>
      api(`/api/admin/vendor-applications/${application.id}/decision`, {
        method: "POST",
        cookie: admin.cookie,
        json: { decision: "rejected" },
      });

    expect((await whileOutboxRefuses("vendor-decision", refuse)).status).toBe(500);
    const [stored] = await db.select().from(vendorApplications).where(eq(vendorApplications.id, application.id));
    expect(stored?.status).toBe("pending");

    expect((await refuse()).status).toBe(200);
    expect(
      await db
        .select()
        .from(emails)
        .where(and(eq(emails.to, body.email), eq(emails.template, "vendor-decision"))),
    ).toHaveLength(1);
  });
});

describe("an emergency request and its two emails", () => {
  it("are stored together: when the customer's email cannot be written no request is kept", async () => {
    const subscriber = await paidSubscriber();
    const ask = () => api("/api/subscription/emergency", { method: "POST", cookie: subscriber.cookie, json: { notes: "Pipe burst" } });

    expect((await whileOutboxRefuses("emergency-customer", ask)).status).toBe(500);
    expect(await db.select().from(emergencyRequests).where(eq(emergencyRequests.notes, "Pipe burst"))).toEqual([]);
    expect(
      await db
        .select()
        .from(emails)
        .where(and(eq(emails.to, subscriber.email), eq(emails.template, "emergency-customer"))),
    ).toEqual([]);

    expect((await ask()).status).toBe(201);
    expect(await db.select().from(emergencyRequests).where(eq(emergencyRequests.notes, "Pipe burst"))).toHaveLength(1);
  });
});

describe("schedules stopped when their subscription ended, and the customer's email", () => {
  it("are stored together: when the email cannot be written the schedule stays active until the next run", async () => {
    const user = await subscriber();
    const input = { scheduled_date: futureDate({ weekday: true }), scheduled_time: "2:00 PM", frequency: "biweekly" as const };
    const { schedule } = await createSchedule(asOwner({ id: user.userId, email: user.email }), input, {
      idempotencyKey: crypto.randomUUID(),
    });
    await setSubscriptionStatus(user.subscriptionId, "canceled");
    const stop = () => stopSchedulesOf(testContext(), user.userId, appNow());
    const statusOf = async () => (await db.select().from(cleaningSchedules).where(eq(cleaningSchedules.id, schedule.id)))[0]?.status;

    await expect(whileOutboxRefuses("schedules-ended-customer", stop)).rejects.toThrow();
    expect(await statusOf()).toBe("active");

    expect(await stop()).toHaveLength(1);
    expect(await stop()).toEqual([]);
    expect(await statusOf()).toBe("cancelled");
    expect(
      await db
        .select()
        .from(emails)
        .where(and(eq(emails.to, user.email), eq(emails.template, "schedules-ended-customer"))),
    ).toHaveLength(1);
  });
});

describe("account links, whose account or link row better-auth writes itself", () => {
  it("a password link that cannot be mailed voids no earlier link", async () => {
    const email = uniqueEmail("links");
    const signUp = await api("/api/auth/sign-up/email", {
      method: "POST",
      json: { email, password: "correct horse battery", name: "Ana Rivera", firstName: "Ana", lastName: "Rivera" },
    });
    expect(signUp.status).toBe(200);
    const ask = () => api("/api/auth/request-password-reset", { method: "POST", ip: uniqueIp(), json: { email } });
    expect((await ask()).status).toBe(200);
    const [user] = await db.select({ id: users.id }).from(users).where(eq(users.email, email));
    const resetLinks = () =>
      db
        .select()
        .from(verifications)
        .where(and(eq(verifications.value, user!.id), like(verifications.identifier, "reset-password:%")));
    const first = (await resetLinks()).map((row) => row.identifier);
    expect(first).toHaveLength(1);

    // better-auth answers the same whatever happened to the email (nothing to enumerate).
    await whileOutboxRefuses("reset-password", ask);
    // The link mailed before still works.
    expect((await resetLinks()).map((row) => row.identifier)).toEqual(expect.arrayContaining(first));
  });

  it("a verification email that cannot be written counts nothing against the mailbox's cap", async () => {
    const email = uniqueEmail("verify");
    const signUp = () =>
      api("/api/auth/sign-up/email", {
        method: "POST",
        ip: uniqueIp(),
        json: { email, password: "correct horse battery", name: "Ana Rivera", firstName: "Ana", lastName: "Rivera" },
      });
    await whileOutboxRefuses("verify-email", signUp);
    expect(
      await db
        .select()
        .from(requestLimits)
        .where(eq(requestLimits.key, `mailbox:accountLink:${email}`)),
    ).toEqual([]);
  });
});
