import { env } from "cloudflare:workers";
import { and, eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { getService } from "#core/catalogue";
import { quoteLineText } from "#core/i18n/quote-line-text";
import { bookingPayments, bookings, emails } from "#worker/db/schema";
import { adminPost, bookLaundry, CARDS, latestPaymentEmailTo, saveCardLocally, visitDone } from "./payment-support";
import { appNow, db } from "./support";

const laundryEs = getService("laundry-service", "es")!.title;

describe("a quote's lines in the reader's language", () => {
  it("stores a booking's lines as codes and values, and writes its confirmation and receipt in Spanish", async () => {
    const booking = await bookLaundry({ locale: "es", pounds: 25 });
    const [row] = await db.select().from(bookings).where(eq(bookings.id, booking.id));
    expect(row?.estimate?.lines).toEqual([
      { code: "wash_fold", values: { speed: "standard", pounds: 25, rate_cents: 100 }, amount_cents: 2500 },
      { code: "service_fee", values: {}, amount_cents: 300 },
    ]);
    const [confirmation] = await db
      .select()
      .from(emails)
      .where(and(eq(emails.kind, "booking-customer"), eq(emails.to, booking.email)));
    expect(confirmation?.text).toContain("Lavado y doblado estándar, 25 lb a $1/lb: $25.00; Cargo por servicio: $3.00; Total: $28.00");

    await saveCardLocally(booking.reference, booking.token, CARDS.succeeds);
    await visitDone(booking.id);
    const completed = await adminPost(`/bookings/${booking.reference}/complete`, {
      pounds: 25.3,
      speed: "standard",
      extras: [{ label: "Stain treatment", amount_cents: 200 }],
    });
    expect(completed.status).toBe(200);
    const receipt = await latestPaymentEmailTo(booking.email);
    expect(receipt?.kind).toBe("payment-receipt");
    for (const spanish of ["Lavado y doblado estándar, 25.3 lb a $1/lb", "Cargo por servicio", "Stain treatment"])
      expect(receipt?.html).toContain(spanish);
    for (const english of ["wash and fold", "Service fee"]) expect(receipt?.html).not.toContain(english);
  });
});

describe("the quote line migration", () => {
  /** Every line form the pricing models have written in English, with amounts that agree with them. */
  function oldLines(title: string) {
    return [
      { label: title, amount_cents: 12000 },
      { label: `${title}, 1 bedroom and 1 bathroom`, amount_cents: 8000 },
      { label: "2 extra bedrooms at $20", amount_cents: 4000 },
      { label: "1 extra bathroom at $15", amount_cents: 1500 },
      { label: `${title}, 2.5 hours at $40/hour`, amount_cents: 10000 },
      { label: `${title}, 2 hours at $100/hour (2 hours minimum)`, amount_cents: 20000 },
      { label: `${title}, 3 days at $2,300/day`, amount_cents: 690000 },
      { label: "Express wash and fold, 30.3 lb at $2/lb", amount_cents: 6060 },
      { label: "Standard wash and fold, 12 lb ($20 minimum)", amount_cents: 2000 },
      { label: "Service fee", amount_cents: 300 },
      { label: `${title}, one meal for up to 4 guests`, amount_cents: 20000 },
      { label: "3 extra guests at $40", amount_cents: 12000 },
      { label: "Tip for the crew", amount_cents: 1500 },
      { label: "Inside the oven", amount_cents: 3500 },
    ];
  }

  it("turns every English line an old booking or payment stored into a code that reads the same in English and reads in Spanish", async () => {
    const booking = await bookLaundry();
    const [row] = await db.select().from(bookings).where(eq(bookings.id, booking.id));
    const title = row!.serviceTitle;
    const lines = oldLines(title);
    const total = lines.reduce((sum, line) => sum + line.amount_cents, 0);
    const oldQuote = JSON.stringify({ service_id: "laundry-service", lines, discount_cents: 0, total_cents: total });
    await db.run(sql`UPDATE bookings SET estimate = ${oldQuote} WHERE id = ${booking.id}`);
    const paymentId = crypto.randomUUID();
    await db.run(
      sql`INSERT INTO booking_payments (id, booking_id, kind, amount_cents, lines, status, created_at, updated_at)
          VALUES (${paymentId}, ${booking.id}, 'visit', ${total}, ${oldQuote}, 'pending', ${appNow().getTime()}, ${appNow().getTime()})`,
    );

    const migration = env.TEST_MIGRATIONS.find((entry) => entry.name.includes("quote_line_codes"));
    if (!migration) throw new Error("the quote line migration is missing");
    for (const query of migration.queries) await env.DB.prepare(query).run();

    const [converted] = await db.select().from(bookings).where(eq(bookings.id, booking.id));
    const [payment] = await db.select().from(bookingPayments).where(eq(bookingPayments.id, paymentId));
    for (const quote of [converted!.estimate!, payment!.lines]) {
      expect(quote.lines.map((line) => line.code)).toEqual([
        "service",
        "rooms_base",
        "extra_bedrooms",
        "extra_bathrooms",
        "hours",
        "hours",
        "days",
        "wash_fold",
        "wash_fold_minimum",
        "service_fee",
        "meal",
        "extra_guests",
        "tip",
        "text",
      ]);
      expect(quote.lines.map((line) => line.amount_cents)).toEqual(lines.map((line) => line.amount_cents));
      expect(quote.lines.map((line) => quoteLineText(line, quote.service_id, "en"))).toEqual(lines.map((line) => line.label));
      expect(quote.lines.map((line) => quoteLineText(line, quote.service_id, "es"))).toEqual([
        laundryEs,
        `${laundryEs}, 1 habitación y 1 baño`,
        "2 habitaciones adicionales a $20",
        "1 baño adicional a $15",
        `${laundryEs}, 2.5 horas a $40/hora`,
        `${laundryEs}, 2 horas a $100/hora (mínimo de 2 horas)`,
        `${laundryEs}, 3 días a $2,300/día`,
        "Lavado y doblado exprés, 30.3 lb a $2/lb",
        "Lavado y doblado estándar, 12 lb (mínimo de $20)",
        "Cargo por servicio",
        `${laundryEs}, una comida para hasta 4 invitados`,
        "3 invitados adicionales a $40",
        "Propina para el equipo",
        "Inside the oven",
      ]);
    }

    // Run again (a migration replayed), rows already in codes are left as they are.
    for (const query of migration.queries) await env.DB.prepare(query).run();
    const [again] = await db.select().from(bookings).where(eq(bookings.id, booking.id));
    expect(again!.estimate).toEqual(converted!.estimate);
  });
});
