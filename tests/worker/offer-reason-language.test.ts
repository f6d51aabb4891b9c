import { env } from "cloudflare:workers";
import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import type { BookingResponse } from "#core/booking-schema";
import type { MyBookingResponse } from "#core/my-bookings";
import { bookingPayments, bookings, emails } from "#worker/db/schema";
import { adminPost, CARDS, saveCardLocally, visitDone } from "./payment-support";
import { ENGLISH, SPANISH } from "./reader-language";
import { api, db, postBooking, uniqueEmail } from "./support";

const ENGLISH_NOTE = "The first-time 20% off is not in this price: it is for a person's first cleaning, and we found";
const SPANISH_NOTE = "El 20% de descuento de la primera limpieza no está incluido en este precio";

async function booked(overrides: Record<string, unknown>) {
  const response = await postBooking({ bedrooms: 1, bathrooms: 1, ...overrides });
  expect(response.status).toBe(201);
  return ((await response.json()) as BookingResponse).booking;
}

/**
 * A booking that had the first-time offer when it was made, though an earlier booking of the
 * same person had it too (its email key is made the earlier one's, as the keys' backfill
 * does), completed: its final price is without the offer, with the reason.
 */
async function completedWithOfferTakenOut(locale: "en" | "es") {
  const earlier = await booked({ customer_email: uniqueEmail("first") });
  const later = await booked({ customer_email: uniqueEmail("second"), locale });
  expect([earlier.estimate?.discount_cents, later.estimate?.discount_cents]).toEqual([1600, 1600]);
  const [earlierRow] = await db.select().from(bookings).where(eq(bookings.reference, earlier.reference));
  await db.update(bookings).set({ emailKey: earlierRow!.emailKey }).where(eq(bookings.reference, later.reference));
  const [laterRow] = await db.select().from(bookings).where(eq(bookings.reference, later.reference));
  const token = new URL(later.manage_url).searchParams.get("token") ?? "";
  await saveCardLocally(later.reference, token, CARDS.succeeds);
  await visitDone(laterRow!.id);
  const completion = await adminPost(`/bookings/${later.reference}/complete`, { bedrooms: 1, bathrooms: 1 });
  expect(completion.status).toBe(200);
  return { reference: later.reference, id: laterRow!.id, email: laterRow!.customerEmail, token };
}

async function storedLines(bookingId: string) {
  const row = await env.DB.prepare("SELECT lines FROM booking_payments WHERE booking_id = ? AND kind = 'visit'").bind(bookingId).first<{
    lines: string;
  }>();
  return JSON.parse(row?.lines ?? "null") as Record<string, unknown>;
}

async function finalAnswered(visit: { reference: string; token: string }, headers: Record<string, string>) {
  const response = await api(`/api/my-bookings/${visit.reference}?token=${encodeURIComponent(visit.token)}`, { headers });
  expect(response.status).toBe(200);
  return ((await response.json()) as MyBookingResponse).booking.payment.final;
}

async function runOfferReasonMigration() {
  const migration = env.TEST_MIGRATIONS.find((entry) => entry.name.includes("offer_reason"));
  if (!migration) throw new Error("the offer reason migration is missing");
  for (const query of migration.queries) await env.DB.prepare(query).run();
}

describe("the reason a final price is without the first-time offer", () => {
  it("is stored as a code and written in each reader's language: the Spanish receipt, and the API in the request's language", async () => {
    const visit = await completedWithOfferTakenOut("es");

    const lines = await storedLines(visit.id);
    expect(lines.offer_reason).toEqual({ code: "offer_used_earlier", values: { found_by: "email" } });
    expect(lines).not.toHaveProperty("offer_note");
    expect(JSON.stringify(lines)).not.toContain("first cleaning");

    const [receipt] = await db
      .select()
      .from(emails)
      .where(and(eq(emails.to, visit.email), eq(emails.kind, "payment-receipt")));
    expect(receipt?.text).toContain(`${SPANISH_NOTE}: es para la primera limpieza de cada persona`);
    expect(receipt?.text).toContain("una reserva anterior con el mismo correo electrónico.");
    expect(receipt?.html).toContain(SPANISH_NOTE);
    expect(`${receipt?.text}${receipt?.html}`).not.toContain("is not in this price");

    const spanish = await finalAnswered(visit, SPANISH);
    expect(spanish?.offer_note).toBe(
      "El 20% de descuento de la primera limpieza no está incluido en este precio: es para la primera limpieza de cada persona, y encontramos una reserva anterior con el mismo correo electrónico.",
    );
    expect(spanish?.offer_reason).toEqual({ code: "offer_used_earlier", values: { found_by: "email" } });
    const english = await finalAnswered(visit, ENGLISH);
    expect(english?.offer_note).toBe(`${ENGLISH_NOTE} an earlier booking with the same email address.`);
  });

  it("is turned from the English sentence older rows hold into its code by the migration, once; the booking reads as before", async () => {
    const visit = await completedWithOfferTakenOut("en");
    const sentences = {
      account: `${ENGLISH_NOTE} an earlier booking in your account.`,
      address: `${ENGLISH_NOTE} an earlier booking at the same address.`,
    };
    // As the completion wrote it before the reason had a code.
    const storeAsBefore = (sentence: string) =>
      env.DB.prepare(
        "UPDATE booking_payments SET lines = json_set(json_remove(lines, '$.offer_reason'), '$.offer_note', ?) WHERE booking_id = ?",
      )
        .bind(sentence, visit.id)
        .run();

    await storeAsBefore(sentences.address);
    await runOfferReasonMigration();
    const migrated = await storedLines(visit.id);
    expect(migrated.offer_reason).toEqual({ code: "offer_used_earlier", values: { found_by: "address" } });
    expect(migrated).not.toHaveProperty("offer_note");
    expect(migrated.total_cents).toBe(8000);

    await runOfferReasonMigration();
    expect(await storedLines(visit.id)).toEqual(migrated);
    expect((await finalAnswered(visit, ENGLISH))?.offer_note).toBe(sentences.address);
    expect((await finalAnswered(visit, SPANISH))?.offer_note).toContain("una reserva anterior en la misma dirección.");

    await storeAsBefore(sentences.account);
    await runOfferReasonMigration();
    expect((await storedLines(visit.id)).offer_reason).toEqual({ code: "offer_used_earlier", values: { found_by: "account" } });

    const [payment] = await db.select().from(bookingPayments).where(eq(bookingPayments.bookingId, visit.id));
    expect(payment?.status).toBe("paid");
  });
});
