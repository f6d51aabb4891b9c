import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import type { AdminBookingDetail } from "#core/admin-api";
import type { PaymentRow, PaymentsResponse } from "#core/payments-api";
import { formatCents } from "#core/pricing";
import { bookingPayments, bookings, emails } from "#worker/db/schema";
import { paymentsCsv } from "#worker/services/reads/payments-report";
import { adminAccount, api, db } from "./support";
import { nobodyHolds } from "./staff-seed";
import {
  adminDetail,
  adminPost,
  bookLaundry,
  CARDS,
  checkoutOf,
  myBooking,
  payLocally,
  saveCardLocally,
  visitDone,
  latestPaymentEmailTo,
} from "./payment-support";

// Local mode (no Stripe keys): the local test checkout saves the card, the local gateway
// charges it off-session, and every change reaches D1 as a signed event through the webhook.

async function completed(reference: string, body: Record<string, unknown>) {
  const response = await adminPost(`/bookings/${reference}/complete`, body);
  return { status: response.status, body: (await response.json()) as AdminBookingDetail & { error?: { code: string } } };
}

describe("a visit's payment in local mode", () => {
  it("saves a 4242 card as a guest, charges the exact final amount once after the visit and emails the receipt", async () => {
    const booking = await bookLaundry();
    await saveCardLocally(booking.reference, booking.token, CARDS.succeeds);
    const before = await myBooking(booking.reference, booking.token);
    expect(before.payment).toMatchObject({ state: "card_on_file", card: { brand: "visa", last4: "4242" }, final: null, pay_url: null });

    await visitDone(booking.id);
    const { status, body } = await completed(booking.reference, { pounds: 22.5, speed: "standard" });
    expect(status).toBe(200);
    expect(body.booking.status).toBe("completed");
    expect(body.payment).toMatchObject({ state: "paid", last_error: null, card: { last4: "4242" } });
    expect(body.payment.amount_cents).toBe(body.payment.final?.total_cents);
    expect(body.payment.paid_cents).toBe(body.payment.amount_cents);
    expect(body.payment.tip_until).not.toBeNull();

    const receipt = await latestPaymentEmailTo(booking.email);
    expect(receipt?.subject).toContain("Receipt");
    expect(receipt?.text).toContain("Visa ending in 4242");
    expect(receipt?.text).toContain("22.5 lb");

    const again = await completed(booking.reference, { pounds: 22.5, speed: "standard" });
    expect(again.status).toBe(409);
    expect(again.body.error?.code).toBe("already_paid");
  });

  it("refuses a completion whose quantity is a hair off the model's step, and writes no payment", async () => {
    const booking = await bookLaundry();
    await visitDone(booking.id);
    // Before: 200, a receipt for "20.00000000001 lb".
    const { status, body } = await completed(booking.reference, { pounds: 20.00000000001, speed: "standard" });
    expect(status).toBe(400);
    expect(body).toMatchObject({
      error: { code: "invalid_input", fields: { pounds: "Please enter pounds from 1 to 150 in steps of 0.1." } },
    });
    expect(await db.select().from(bookingPayments).where(eq(bookingPayments.bookingId, booking.id))).toEqual([]);
  });

  it("emails a pay link when the saved card is declined (0002), and the link pays exactly the amount", async () => {
    const booking = await bookLaundry();
    await saveCardLocally(booking.reference, booking.token, CARDS.declined);
    await visitDone(booking.id);
    const { status, body } = await completed(booking.reference, { pounds: 20, speed: "standard" });
    expect(status).toBe(200);
    expect(body.payment.state).toBe("awaiting_payment");
    expect(body.payment.last_error).toBe("Your card was declined.");
    expect(body.payment.pay_url).toContain(`/api/my-bookings/${booking.reference}/pay?token=`);
    expect(await checkoutOf(body.payment.pay_url ?? "")).toMatch(/\/dev\/pay\/cs_local_/);
    const email = await latestPaymentEmailTo(booking.email);
    expect(email?.kind).toBe("payment-link");
    expect(email?.text).toContain(body.payment.pay_url ?? "missing");

    const paid = await payLocally(body.payment.pay_url ?? "", CARDS.succeeds);
    expect(paid.status).toBe(303);
    const after = await myBooking(booking.reference, booking.token);
    expect(after.payment).toMatchObject({ state: "paid", paid_cents: body.payment.amount_cents, pay_url: null });
    // The booking names the card that paid, as the receipt does, not the declined one on file.
    expect(after.payment.card).toEqual({ brand: "visa", last4: "4242" });
    expect((await latestPaymentEmailTo(booking.email))?.text).toContain("Visa ending in 4242");
  });

  it("sends the pay link when the saved card needs authentication (3184), which the customer completes there", async () => {
    const booking = await bookLaundry();
    await saveCardLocally(booking.reference, booking.token, CARDS.authentication);
    await visitDone(booking.id);
    const { body } = await completed(booking.reference, { pounds: 20, speed: "standard" });
    expect(body.payment.state).toBe("awaiting_payment");
    expect(body.payment.last_error).toContain("authentication");
    const declined = await payLocally(body.payment.pay_url ?? "", CARDS.declined);
    expect(declined.status).toBe(402);
    expect((await myBooking(booking.reference, booking.token)).payment.state).toBe("awaiting_payment");
    expect((await payLocally(body.payment.pay_url ?? "", CARDS.authentication)).status).toBe(303);
    expect((await myBooking(booking.reference, booking.token)).payment.state).toBe("paid");
  });

  it("never charges a total more than 25% over the estimate: the pay link asks the customer to approve it", async () => {
    const booking = await bookLaundry();
    await saveCardLocally(booking.reference, booking.token, CARDS.succeeds);
    await visitDone(booking.id);
    const { body } = await completed(booking.reference, { pounds: 40, speed: "standard" });
    expect(body.payment.amount_cents).toBeGreaterThan(booking.estimateCents * 1.25);
    expect(body.payment.state).toBe("awaiting_payment");
    // No charge was attempted: the payment has no payment intent (the file's other tests make events of their own).
    const [payment] = await db.select().from(bookingPayments).where(eq(bookingPayments.bookingId, booking.id));
    expect(payment?.approvalRequired).toBe(true);
    expect(payment?.paymentIntentId).toBeNull();
    expect((await latestPaymentEmailTo(booking.email))?.text).toContain("more than 25% above the estimate");
  });

  // The two sides of the 25% line: the same 20 lb the estimate priced, plus one business-added
  // line worth 25% (then 26%) of the estimate, so only the share over the estimate differs.
  it("charges the saved card automatically when the final total is exactly 25% over the estimate", async () => {
    const booking = await bookLaundry();
    await saveCardLocally(booking.reference, booking.token, CARDS.succeeds);
    await visitDone(booking.id);
    const extra = (booking.estimateCents * 25) / 100;
    expect(Number.isInteger(extra)).toBe(true);
    const { status, body } = await completed(booking.reference, {
      pounds: 20,
      speed: "standard",
      extras: [{ label: "Stain treatment", amount_cents: extra }],
    });
    expect(status).toBe(200);
    expect(body.payment.amount_cents).toBe((booking.estimateCents * 125) / 100);
    expect(body.payment).toMatchObject({ state: "paid", pay_url: null });
    expect(body.payment.paid_cents).toBe(body.payment.amount_cents);
    const [payment] = await db.select().from(bookingPayments).where(eq(bookingPayments.bookingId, booking.id));
    expect(payment?.approvalRequired).toBe(false);
    expect(payment?.paymentIntentId).not.toBeNull();
    expect((await latestPaymentEmailTo(booking.email))?.kind).toBe("payment-receipt");
  });

  it("does not charge the saved card when the final total is 26% over the estimate: the customer gets the pay link", async () => {
    const booking = await bookLaundry();
    await saveCardLocally(booking.reference, booking.token, CARDS.succeeds);
    await visitDone(booking.id);
    const extra = (booking.estimateCents * 26) / 100;
    expect(Number.isInteger(extra)).toBe(true);
    const { status, body } = await completed(booking.reference, {
      pounds: 20,
      speed: "standard",
      extras: [{ label: "Stain treatment", amount_cents: extra }],
    });
    expect(status).toBe(200);
    expect(body.payment.amount_cents).toBe((booking.estimateCents * 126) / 100);
    expect(body.payment).toMatchObject({ state: "awaiting_payment", paid_cents: 0 });
    expect(body.payment.pay_url).toContain(`/api/my-bookings/${booking.reference}/pay?token=`);
    const [payment] = await db.select().from(bookingPayments).where(eq(bookingPayments.bookingId, booking.id));
    expect(payment?.approvalRequired).toBe(true);
    expect(payment?.paymentIntentId).toBeNull();
    const email = await latestPaymentEmailTo(booking.email);
    expect(email?.kind).toBe("payment-link");
    expect(email?.text).toContain("more than 25% above the estimate");
  });

  it("completes ten concurrent clicks into one payment: one 200, the others 409", async () => {
    const booking = await bookLaundry();
    await saveCardLocally(booking.reference, booking.token, CARDS.succeeds);
    await visitDone(booking.id);
    const answers = await Promise.all(Array.from({ length: 10 }, () => completed(booking.reference, { pounds: 20, speed: "standard" })));
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, ...Array(9).fill(409)]);
    const payments = await db.select().from(bookingPayments).where(eq(bookingPayments.bookingId, booking.id));
    expect(payments).toHaveLength(1);
    expect(payments[0]?.status).toBe("paid");
  });

  it("refuses to complete a cancelled booking, and quantities outside the service's bounds at their field", async () => {
    const booking = await bookLaundry();
    await visitDone(booking.id);
    const tooHeavy = await completed(booking.reference, { pounds: 10_000 });
    expect(tooHeavy.status).toBe(400);
    await db.update(bookings).set({ status: "cancelled" }).where(eq(bookings.id, booking.id));
    const cancelled = await completed(booking.reference, { pounds: 20 });
    expect(cancelled.status).toBe(409);
    expect(cancelled.body.error?.code).toBe("already_cancelled");
  });

  it("refunds part of a payment, never more than was paid, and shows it after the webhook", async () => {
    const booking = await bookLaundry();
    await saveCardLocally(booking.reference, booking.token, CARDS.succeeds);
    await visitDone(booking.id);
    const { body } = await completed(booking.reference, { pounds: 20, speed: "standard" });
    const paid = body.payment.paid_cents;
    const tooMuch = await adminPost(`/bookings/${booking.reference}/refund`, {
      kind: "visit",
      amount_cents: paid + 1,
      reason: "service_issue",
    });
    expect(tooMuch.status).toBe(400);
    expect(await tooMuch.json()).toMatchObject({ error: { code: "refund_too_large" } });
    const partial = await adminPost(`/bookings/${booking.reference}/refund`, { kind: "visit", amount_cents: 500, reason: "service_issue" });
    expect(partial.status).toBe(200);
    expect(((await partial.json()) as AdminBookingDetail).payment).toMatchObject({ state: "partially_refunded", refunded_cents: 500 });
    expect((await latestPaymentEmailTo(booking.email))?.kind).toBe("payment-refund");
    const rest = await adminPost(`/bookings/${booking.reference}/refund`, {
      kind: "visit",
      amount_cents: paid - 500 + 1,
      reason: "service_issue",
    });
    expect(rest.status).toBe(400);
    const all = await adminPost(`/bookings/${booking.reference}/refund`, {
      kind: "visit",
      amount_cents: paid - 500,
      reason: "service_issue",
    });
    const detail = (await all.json()) as AdminBookingDetail;
    expect(detail.payment).toMatchObject({ state: "refunded", refunded_cents: paid });
    // The history reads in dollars, as the owner counts them.
    const details = detail.history.map((entry) => entry.detail);
    expect(details).toContain("refund of $5.00 asked");
    expect(details).toContain(`completed, final total ${formatCents(paid)}`);
    expect(details.join("\n")).not.toMatch(/cents/);
  });

  it("takes a tip within 3 days of payment as its own line, once", async () => {
    const booking = await bookLaundry();
    await saveCardLocally(booking.reference, booking.token, CARDS.succeeds);
    await visitDone(booking.id);
    const { body } = await completed(booking.reference, { pounds: 20, speed: "standard" });
    const tipPath = `/api/my-bookings/${booking.reference}/tip?token=${encodeURIComponent(booking.token)}`;
    expect((await api(tipPath, { method: "POST", json: { tip_cents: 0 } })).status).toBe(400);
    const started = await api(tipPath, { method: "POST", json: { tip_cents: 1500 } });
    expect(started.status).toBe(200);
    const { url } = (await started.json()) as { url: string };
    expect((await payLocally(url, CARDS.succeeds)).status).toBe(303);
    const after = await myBooking(booking.reference, booking.token);
    expect(after.payment.tip_cents).toBe(1500);
    expect(after.payment.paid_cents).toBe(body.payment.amount_cents + 1500);
    expect(after.payment.final?.lines.at(-1)).toEqual({ code: "tip", values: {}, amount_cents: 1500 });
    expect(after.payment.tip_until).toBeNull();
    const twice = await api(tipPath, { method: "POST", json: { tip_cents: 1500 } });
    expect(twice.status).toBe(409);
  });

  it("shows the admin the payment in the booking detail, the payments view and the CSV", async () => {
    const booking = await bookLaundry();
    await visitDone(booking.id);
    const { body } = await completed(booking.reference, { pounds: 20, speed: "standard" });
    expect(body.payment.state).toBe("awaiting_payment");
    expect((await adminDetail(booking.reference)).payment.pay_url).toBe(body.payment.pay_url);
  });
});

describe("the payments view", () => {
  it("sums paid, outstanding and refunded per visit day, and exports the rows as CSV", async () => {
    const paidBooking = await bookLaundry();
    await saveCardLocally(paidBooking.reference, paidBooking.token, CARDS.succeeds);
    await visitDone(paidBooking.id);
    const paid = (await completed(paidBooking.reference, { pounds: 20, speed: "standard" })).body.payment;
    const [row] = await db.select({ date: bookings.appointmentDate }).from(bookings).where(eq(bookings.id, paidBooking.id));
    const unpaidBooking = await bookLaundry({ customer_name: '=HYPERLINK("x")', appointment_date: row?.date });
    await visitDone(unpaidBooking.id);
    const unpaid = (await completed(unpaidBooking.reference, { pounds: 20, speed: "standard" })).body.payment;
    const admin = await adminAccount();
    const response = await api(`/api/admin/payments?from=${row?.date}&to=${row?.date}`, { cookie: admin.cookie });
    expect(response.status).toBe(200);
    const report = (await response.json()) as PaymentsResponse;
    expect(report.days).toHaveLength(1);
    expect(report.days[0]).toMatchObject({
      date: row?.date,
      paid_cents: paid.paid_cents,
      outstanding_cents: unpaid.amount_cents,
      refunded_cents: 0,
    });
    expect(report.days[0]?.rows.map((line) => line.reference).sort()).toEqual([paidBooking.reference, unpaidBooking.reference].sort());

    const csv = await api(`/api/admin/payments.csv?from=${row?.date}&to=${row?.date}`, { cookie: admin.cookie });
    expect(csv.headers.get("Content-Type")).toContain("text/csv");
    const text = await csv.text();
    expect(text.split("\r\n")[0]).toBe("date,reference,service,customer,kind,status,amount,paid,refunded,paid_at");
    expect(text).toContain(paidBooking.reference);
    expect(text).toContain(`"'=HYPERLINK(""x"")"`);
    expect((await api("/api/admin/payments?from=2026-13-01", { cookie: admin.cookie })).status).toBe(400);
  });
});

describe("the payments CSV in a spreadsheet of any locale", () => {
  it("quotes a name holding a semicolon or a tab and neutralises the formula after it", async () => {
    const semicolon = await bookLaundry({ customer_name: "Ann;=1+1" });
    const [row] = await db.select({ date: bookings.appointmentDate }).from(bookings).where(eq(bookings.id, semicolon.id));
    // A name stored before control characters were refused at the form.
    const tabbed = await bookLaundry({ appointment_date: row?.date });
    await db.update(bookings).set({ customerName: "Ann\t=1+1" }).where(eq(bookings.id, tabbed.id));
    for (const booking of [semicolon, tabbed]) {
      await visitDone(booking.id);
      await completed(booking.reference, { pounds: 20, speed: "standard" });
    }
    const admin = await adminAccount();
    const text = await (await api(`/api/admin/payments.csv?from=${row?.date}&to=${row?.date}`, { cookie: admin.cookie })).text();
    // Before: Ann;=1+1 and Ann<tab>=1+1 unquoted, which semicolon and tab readers split into a formula cell.
    const lineOf = (reference: string) => text.split("\r\n").find((line) => line.includes(reference));
    expect(lineOf(semicolon.reference)).toContain(`,"Ann;'=1+1",visit,`);
    expect(lineOf(tabbed.reference)).toContain(`,"Ann\t'=1+1",visit,`);
  });

  it("neutralises every cell a spreadsheet would evaluate, and keeps the app's amounts as numbers", () => {
    const row = (customer_name: string, amount_cents = 2300): PaymentRow => ({
      reference: "SFL-TEST",
      service_title: "Laundry Service",
      customer_name,
      date: "2030-01-10",
      kind: "visit",
      status: "paid",
      amount_cents,
      paid_cents: amount_cents,
      refunded_cents: -1250,
      paid_at: null,
    });
    const names = [" =1+1", "\u00a0@SUM(A1)", "-2+3", "\r=1", "x;=1+1;", 'a;"=1+1"', "Line\n+1", "Gloria Estrada", "O'Brien, Ann"];
    const csv = paymentsCsv({
      days: [{ date: "2030-01-10", paid_cents: 0, outstanding_cents: 0, refunded_cents: 0, rows: names.map((name) => row(name)) }],
    });
    const cells = csv
      .split("\r\n")
      .slice(1, -1)
      .map((line) => line.slice("2030-01-10,SFL-TEST,Laundry Service,".length));
    expect(cells).toEqual([
      "' =1+1,visit,paid,23.00,23.00,-12.50,",
      "'\u00a0@SUM(A1),visit,paid,23.00,23.00,-12.50,",
      "'-2+3,visit,paid,23.00,23.00,-12.50,",
      `"'\r'=1",visit,paid,23.00,23.00,-12.50,`,
      `"x;'=1+1;",visit,paid,23.00,23.00,-12.50,`,
      `"a;""'=1+1""",visit,paid,23.00,23.00,-12.50,`,
      `"Line\n'+1",visit,paid,23.00,23.00,-12.50,`,
      "Gloria Estrada,visit,paid,23.00,23.00,-12.50,",
      `"O'Brien, Ann",visit,paid,23.00,23.00,-12.50,`,
    ]);
  });
});

describe("after the owner completes a visit", () => {
  it("asks the customer once to rate it, naming the team when nobody was assigned", async () => {
    const booking = await bookLaundry();
    await nobodyHolds(booking.reference);
    await visitDone(booking.id);
    await completed(booking.reference, { pounds: 20, speed: "standard" });
    await completed(booking.reference, { pounds: 20, speed: "standard" });
    const requests = await db
      .select({ text: emails.text })
      .from(emails)
      .where(and(eq(emails.to, booking.email), eq(emails.kind, "rating-request")));
    expect(requests).toHaveLength(1);
    expect(requests[0]?.text).toContain("Our team has completed your Laundry Service");
  });
});
