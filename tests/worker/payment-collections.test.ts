import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import type { AdminBookingDetail } from "#core/admin-api";
import type { PaymentsResponse } from "#core/payments-api";
import { formatCents } from "#core/pricing";
import { bookingPayments, bookings, duplicatePayments, emails } from "#worker/db/schema";
import { OWNER_TOLD_AFTER_DAYS, REMINDER_DAYS, remindUnpaidVisits } from "#worker/services/payments/payment-collections";
import { OUTSIDE_REFUND_MESSAGE } from "#worker/services/payments/refund-records";
import { adminDetail, adminPost, bookLaundry, CARDS, myBooking, payLocally, visitDone } from "./payment-support";
import { ADMIN_EMAIL, adminAccount, api, atOneInstant, db, testContext } from "./support";

// Collecting a completed visit that is still unpaid: reminders, the owner told, the owner's
// resend, and a payment taken outside Stripe.

const DAY_MS = 24 * 60 * 60 * 1000;

/** A laundry visit completed with no card on file: the customer was emailed a pay link. */
async function unpaidVisit() {
  const booking = await bookLaundry();
  await visitDone(booking.id);
  const response = await adminPost(`/bookings/${booking.reference}/complete`, { pounds: 20, speed: "standard" });
  expect(response.status).toBe(200);
  const detail = (await response.json()) as AdminBookingDetail;
  expect(detail.payment.state).toBe("awaiting_payment");
  const [payment] = await db
    .select()
    .from(bookingPayments)
    .where(and(eq(bookingPayments.bookingId, booking.id), eq(bookingPayments.kind, "visit")));
  if (!payment?.payLinkSentAt) throw new Error("no pay link was sent");
  return { ...booking, sentAt: payment.payLinkSentAt, payUrl: detail.payment.pay_url ?? "", amountCents: payment.amountCents };
}

async function emailsOf(to: string, kind: string) {
  return db
    .select()
    .from(emails)
    .where(and(eq(emails.to, to), eq(emails.kind, kind)));
}

async function ownerEmailsAbout(reference: string) {
  return (await db.select().from(emails).where(eq(emails.kind, "payment-unpaid"))).filter((email) => email.subject.includes(reference));
}

const cronAt = (sentAt: Date, days: number, extraMs = 60_000) =>
  remindUnpaidVisits(testContext({ now: new Date(sentAt.getTime() + days * DAY_MS + extraMs) }));

describe("an unpaid visit's pay link", () => {
  it("is reminded 3 and 7 days after it was sent, then the owner is told at 10 days, each once however often the cron runs", async () => {
    const visit = await unpaidVisit();
    const [first, second] = REMINDER_DAYS;
    expect(await emailsOf(visit.email, "payment-link")).toHaveLength(1);

    await cronAt(visit.sentAt, first, -60_000);
    expect(await emailsOf(visit.email, "payment-link")).toHaveLength(1);
    await cronAt(visit.sentAt, first);
    await cronAt(visit.sentAt, first);
    const reminders = await emailsOf(visit.email, "payment-link");
    expect(reminders).toHaveLength(2);
    expect(reminders.filter((email) => email.subject.startsWith("Reminder: payment for your visit"))).toHaveLength(1);
    expect(reminders.every((email) => email.text.includes(visit.payUrl))).toBe(true);

    await cronAt(visit.sentAt, second);
    await cronAt(visit.sentAt, second);
    expect(await emailsOf(visit.email, "payment-link")).toHaveLength(3);
    expect(await ownerEmailsAbout(visit.reference)).toHaveLength(0);

    await cronAt(visit.sentAt, OWNER_TOLD_AFTER_DAYS);
    await cronAt(visit.sentAt, OWNER_TOLD_AFTER_DAYS);
    const told = await ownerEmailsAbout(visit.reference);
    expect(told).toHaveLength(1);
    expect(told[0]?.to).toBe(testContext().settings.businessEmail);
    expect(told[0]?.text).toContain(`has not paid ${formatCents(visit.amountCents)}`);
    expect((await adminDetail(visit.reference)).payment).toMatchObject({ pay_link_reminders: 2 });
  });

  it("is not reminded once the visit is paid", async () => {
    const visit = await unpaidVisit();
    expect((await payLocally(visit.payUrl, CARDS.succeeds)).status).toBe(303);
    await cronAt(visit.sentAt, REMINDER_DAYS[0]);
    await cronAt(visit.sentAt, OWNER_TOLD_AFTER_DAYS);
    expect(await emailsOf(visit.email, "payment-link")).toHaveLength(1);
    expect(await ownerEmailsAbout(visit.reference)).toHaveLength(0);
  });

  it("is emailed again when the owner resends it, once for a double click, and its reminders start over", async () => {
    const visit = await unpaidVisit();
    await cronAt(visit.sentAt, REMINDER_DAYS[0]);
    expect(await emailsOf(visit.email, "payment-link")).toHaveLength(2);
    // The owner resends it later than the minute in which a second press counts as a double click.
    const twoMinutesEarlier = new Date(visit.sentAt.getTime() - 2 * 60_000);
    await db.update(bookingPayments).set({ payLinkSentAt: twoMinutesEarlier }).where(eq(bookingPayments.bookingId, visit.id));

    const [resent, again] = await atOneInstant(() =>
      Promise.all([adminPost(`/bookings/${visit.reference}/pay-link`, {}), adminPost(`/bookings/${visit.reference}/pay-link`, {})]),
    );
    expect([resent.status, again.status].sort()).toEqual([200, 409]);
    const refused = (await (resent.status === 409 ? resent : again).json()) as { error: { code: string } };
    expect(refused.error.code).toBe("pay_link_just_sent");
    expect(await emailsOf(visit.email, "payment-link")).toHaveLength(3);
    const detail = await adminDetail(visit.reference);
    expect(detail.payment.pay_link_reminders).toBe(0);
    expect(detail.history.filter((row) => row.action === "resend pay link")).toHaveLength(1);
  });

  it("cannot be resent for a visit that is not completed or already paid", async () => {
    const booking = await bookLaundry();
    const response = await adminPost(`/bookings/${booking.reference}/pay-link`, {});
    expect(response.status).toBe(404);
    const visit = await unpaidVisit();
    await adminPost(`/bookings/${visit.reference}/outside-payment`, { method: "cash" });
    const paid = await adminPost(`/bookings/${visit.reference}/pay-link`, {});
    expect([paid.status, ((await paid.json()) as { error: { code: string } }).error.code]).toEqual([409, "already_paid"]);
  });
});

describe("a payment taken outside Stripe", () => {
  it("counts as paid everywhere, says how and who recorded it, sends the receipt, and is recorded once", async () => {
    const visit = await unpaidVisit();
    const [first, second] = await atOneInstant(() =>
      Promise.all([
        adminPost(`/bookings/${visit.reference}/outside-payment`, { method: "zelle" }),
        adminPost(`/bookings/${visit.reference}/outside-payment`, { method: "zelle" }),
      ]),
    );
    expect([first.status, second.status].sort()).toEqual([200, 409]);
    const detail = await adminDetail(visit.reference);
    expect(detail.payment).toMatchObject({
      state: "paid",
      paid_cents: visit.amountCents,
      paid_outside: { method: "zelle", recorded_by: ADMIN_EMAIL },
    });
    expect(detail.history.filter((row) => row.action === "record payment")).toHaveLength(1);
    expect((await myBooking(visit.reference, visit.token)).payment).toMatchObject({ state: "paid", pay_url: null });
    expect(await emailsOf(visit.email, "payment-receipt")).toHaveLength(1);

    const [row] = await db.select().from(bookings).where(eq(bookings.id, visit.id));
    const admin = await adminAccount();
    const report = (await (
      await api(`/api/admin/payments?from=${row?.appointmentDate}&to=${row?.appointmentDate}`, { cookie: admin.cookie })
    ).json()) as PaymentsResponse;
    const line = report.days.flatMap((day) => day.rows).find((entry) => entry.reference === visit.reference);
    expect(line).toMatchObject({ status: "paid", paid_cents: visit.amountCents });

    // The pay link that was out is closed: the customer cannot pay online as well.
    await payLocally(visit.payUrl, CARDS.succeeds);
    const [payment] = await db.select().from(bookingPayments).where(eq(bookingPayments.bookingId, visit.id));
    expect([payment?.paidCents, payment?.paidOutside]).toEqual([visit.amountCents, "zelle"]);
    expect(
      await db
        .select()
        .from(duplicatePayments)
        .where(eq(duplicatePayments.paymentId, payment?.id ?? "")),
    ).toEqual([]);
  });

  it("is not offered for a refund through Stripe, which never took that money", async () => {
    const visit = await unpaidVisit();
    await adminPost(`/bookings/${visit.reference}/outside-payment`, { method: "cash" });
    expect((await adminDetail(visit.reference)).payment.refundable_cents).toEqual({ visit: 0, tip: 0 });
    const refund = await adminPost(`/bookings/${visit.reference}/refund`, { kind: "visit", amount_cents: 500, reason: "service_issue" });
    expect(refund.status).toBe(409);
    expect(await refund.json()).toMatchObject({ error: { code: "paid_outside", fields: { kind: OUTSIDE_REFUND_MESSAGE } } });
  });

  it("asks how the customer paid, at the field", async () => {
    const visit = await unpaidVisit();
    const response = await adminPost(`/bookings/${visit.reference}/outside-payment`, { method: "bitcoin" });
    expect(response.status).toBe(400);
    const body = (await response.json()) as { error: { fields: Record<string, string> } };
    expect(body.error.fields.method).toBe("Please choose how the customer paid.");
    expect((await adminDetail(visit.reference)).payment.state).toBe("awaiting_payment");
  });

  it("is refused for someone who is not the owner", async () => {
    const visit = await unpaidVisit();
    const response = await api(`/api/admin/bookings/${visit.reference}/outside-payment`, { method: "POST", json: { method: "cash" } });
    expect(response.status).toBe(401);
  });
});
