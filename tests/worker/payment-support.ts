import { env } from "cloudflare:workers";
import { and, desc, eq, ne } from "drizzle-orm";
import type { AdminBookingDetail } from "#core/admin-api";
import type { BookingResponse } from "#core/booking-schema";
import type { MyBookingResponse } from "#core/my-bookings";
import { bookingCards, bookings, emails } from "#worker/db/schema";
import { manageBookingUrl } from "#worker/services/bookings/booking-links";
import { apiWith } from "./billing-support";
import { adminAccount, api, bookingBody, db, ORIGIN, testContext, worker } from "./support";

/** A guest's laundry booking (estimate from 20 lb standard), with its manage link's token. */
export async function bookLaundry(overrides: Record<string, unknown> = {}) {
  const response = await api("/api/bookings", {
    method: "POST",
    json: bookingBody({ service_id: "laundry-service", pounds: 20, speed: "standard", ...overrides }),
    headers: { "Idempotency-Key": crypto.randomUUID() },
  });
  if (response.status !== 201) throw new Error(`booking failed: ${response.status} ${await response.text()}`);
  const { booking } = (await response.json()) as BookingResponse;
  const [row] = await db.select().from(bookings).where(eq(bookings.reference, booking.reference));
  const token = new URL(await manageBookingUrl(testContext().settings, booking.reference)).searchParams.get("token") ?? "";
  return { reference: booking.reference, id: row!.id, email: row!.customerEmail, estimateCents: row!.estimate!.total_cents, token };
}

/** The visit took place: confirmed by the business and started an hour ago. */
export async function visitDone(bookingId: string) {
  await db
    .update(bookings)
    .set({ status: "confirmed", startsAt: new Date(Date.now() - 60 * 60 * 1000) })
    .where(eq(bookings.id, bookingId));
}

/** A card on file as the setup checkout's webhook would have stored it. */
export async function cardOnFile(bookingId: string, card: { paymentMethodId: string; last4: string; customerId?: string }) {
  const now = new Date();
  await db.insert(bookingCards).values({
    bookingId,
    stripeCustomerId: card.customerId ?? "cus_test_card",
    paymentMethodId: card.paymentMethodId,
    brand: "visa",
    last4: card.last4,
    createdAt: now,
    updatedAt: now,
  });
}

export async function adminPost(path: string, json: unknown, bindings: object = env) {
  const admin = await adminAccount();
  return apiWith(bindings, `/api/admin${path}`, { method: "POST", cookie: admin.cookie, json });
}

export async function adminDetail(reference: string): Promise<AdminBookingDetail> {
  const admin = await adminAccount();
  return (await (await api(`/api/admin/bookings/${reference}`, { cookie: admin.cookie })).json()) as AdminBookingDetail;
}

export async function myBooking(reference: string, token: string) {
  const response = await api(`/api/my-bookings/${reference}?token=${encodeURIComponent(token)}`);
  return ((await response.json()) as MyBookingResponse).booking;
}

/** Where the emailed pay link leads (our address redirects to the open checkout). */
export async function checkoutOf(payUrl: string, bindings: object = env): Promise<string> {
  const url = new URL(payUrl);
  const response = await apiWith(bindings, `${url.pathname}${url.search}`);
  if (response.status !== 303) throw new Error(`the pay link answered ${response.status}: ${await response.text()}`);
  return response.headers.get("Location") ?? "";
}

/** The local test checkout's card form, posted as a guest (no cookie); a pay link is followed to its checkout first. */
export async function payLocally(url: string, number: string) {
  const path = new URL(url.includes("/api/my-bookings/") ? await checkoutOf(url) : url).pathname;
  return worker.fetch(`${ORIGIN}${path}/pay`, {
    method: "POST",
    headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: ORIGIN },
    body: new URLSearchParams({ number, expiry: "12 / 34", cvc: "123", name: "Gloria Estrada" }).toString(),
    redirect: "manual",
  });
}

export const CARDS = { succeeds: "4242 4242 4242 4242", declined: "4000 0000 0000 0002", authentication: "4000 0027 6000 3184" };

/** Saves a test card for a booking through the API and the local test checkout. */
export async function saveCardLocally(reference: string, token: string, number: string) {
  const started = await api(`/api/my-bookings/${reference}/card?token=${encodeURIComponent(token)}`, {
    method: "POST",
    json: {},
    headers: { "Idempotency-Key": crypto.randomUUID() },
  });
  if (started.status !== 200) throw new Error(`card checkout failed: ${started.status} ${await started.text()}`);
  const { url } = (await started.json()) as { url: string };
  const saved = await payLocally(url, number);
  if (saved.status !== 303) throw new Error(`saving the card failed: ${saved.status} ${await saved.text()}`);
  return url;
}

/** The newest email to `to` about its payment: the rating request a completion also sends is left out. */
export async function latestPaymentEmailTo(to: string) {
  const [record] = await db
    .select()
    .from(emails)
    .where(and(eq(emails.to, to), ne(emails.kind, "rating-request")))
    .orderBy(desc(emails.createdAt))
    .limit(1);
  return record;
}
