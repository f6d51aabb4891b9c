import { env } from "cloudflare:workers";
import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import type { AdminBookingDetail } from "#core/admin-api";
import type { BookingResponse } from "#core/booking-schema";
import { bookingPayments, bookings, emails } from "#worker/db/schema";
import { adminDetail, adminPost, CARDS, saveCardLocally, visitDone } from "./payment-support";
import { api, bookingBody, db, postBooking, testContext, uniqueAddress, uniqueEmail, uniquePhone, verifiedAccount } from "./support";

// docs/decisions/0013: the first-time 20% off is once per person, not once per way of typing an email.

let stems = 0;
/** A Gmail user of this test alone: "dana.first7" (the dots are part of what she typed). */
function gmailStem(): string {
  stems += 1;
  return `dana.first${Date.now() % 100_000}${stems}`;
}

/** Each way the same Gmail inbox can be typed: a +tag, dots moved or left out, capitals, googlemail.com. */
function spellingsOf(stem: string): string[] {
  const plain = stem.replaceAll(".", "");
  return [
    `${stem}+2@gmail.com`,
    `${plain.split("").join(".")}@gmail.com`,
    `${plain}@gmail.com`,
    `${stem}@googlemail.com`,
    `${stem.toUpperCase()}@Gmail.com`,
  ];
}

async function booked(response: Response) {
  expect(response.status).toBe(201);
  return ((await response.json()) as BookingResponse).booking;
}

/** The first-time offer a booking got: its estimate's discount in cents (1600 on a 1-bed cleaning). */
async function discountOf(response: Response): Promise<number | undefined> {
  return (await booked(response)).estimate?.discount_cents;
}

/** A 1-bed, 1-bath regular cleaning ($80, $64 with the offer) by a person of its own unless told otherwise. */
const oneBed = (overrides: Record<string, unknown> = {}) => ({ bedrooms: 1, bathrooms: 1, ...overrides });

async function cancelAsCustomer(booking: { reference: string; manage_url: string }) {
  const token = new URL(booking.manage_url).searchParams.get("token") ?? "";
  const cancelled = await api(`/api/my-bookings/${booking.reference}/cancel?token=${encodeURIComponent(token)}`, {
    method: "POST",
    json: {},
  });
  expect(cancelled.status).toBe(200);
}

/**
 * The backfill of the migration that gave bookings their person keys, run again over every
 * row: what it does to bookings stored before the keys existed. Nothing before that migration.
 */
async function runKeyBackfill() {
  const migration = env.TEST_MIGRATIONS.find((candidate) => candidate.name.includes("first_offer_keys"));
  const withoutComments = (query: string) => query.replace(/^\s*--.*$/gm, "").trim();
  const updates = (migration?.queries ?? []).filter((query) => /^UPDATE\b/i.test(withoutComments(query)));
  for (const query of updates) await env.DB.prepare(query).run();
  return updates.length;
}

describe("a guest's first-time offer", () => {
  it("is once per Gmail inbox: a +tag, dots, capitals or googlemail.com do not get it again", async () => {
    const stem = gmailStem();
    expect(await discountOf(await postBooking(oneBed({ customer_email: `${stem}@gmail.com` })))).toBe(1600);
    for (const spelling of spellingsOf(stem)) {
      // A new phone number and apartment each time: only the email is the same person's.
      expect(await discountOf(await postBooking(oneBed({ customer_email: spelling }))), spelling).toBe(0);
    }
  });

  it("compares other providers' addresses without their +tag, and keeps their dots (another mailbox there)", async () => {
    const local = `ana.rivera${Date.now() % 100_000}`;
    expect(await discountOf(await postBooking(oneBed({ customer_email: `${local}@example.com` })))).toBe(1600);
    expect(await discountOf(await postBooking(oneBed({ customer_email: `${local}+promo@example.com` })))).toBe(0);
    expect(await discountOf(await postBooking(oneBed({ customer_email: `${local.replace(".", "")}@example.com` })))).toBe(1600);
  });

  it("is refused to a new email with a phone number that already had it, however the number is typed", async () => {
    const line = String(1000 + (Date.now() % 9000));
    expect(await discountOf(await postBooking(oneBed({ customer_phone: `(786) 555-${line}` })))).toBe(1600);
    for (const typed of [`+1 786.555.${line}`, `786-555-${line} ext. 12`, `1 (786) 555 ${line}`]) {
      expect(await discountOf(await postBooking(oneBed({ customer_phone: typed }))), typed).toBe(0);
    }
    // Another number is another person.
    expect(await discountOf(await postBooking(oneBed({ customer_phone: `(786) 556-${line}` })))).toBe(1600);
  });

  it("is refused at a street address and unit that already had it, however written; another unit in the building gets it", async () => {
    const number = 100 + (Date.now() % 800);
    const unit = `${number}4`;
    const parts = {
      street: `${number} Collins Avenue`,
      unit: `Apt ${unit}`,
      city: "Miami Beach",
      zip: "33139",
      access_method: "home",
    };
    // The booking form sends the parts; the one-line address is then formatted from them.
    const first = oneBed({ address: parts, service_address: `${number} Collins Avenue, Miami Beach, FL 33139` });
    expect(await discountOf(await postBooking(first))).toBe(1600);
    for (const line of [
      `${number} Collins Ave, #${unit}, Miami Beach, FL 33139`,
      `${number} collins ave., apartment ${unit}, Miami Beach, FL 33139`,
    ]) {
      expect(await discountOf(await postBooking(oneBed({ service_address: line }))), line).toBe(0);
    }
    const sameBuilding = oneBed({
      address: { ...parts, unit: `${unit}1` },
      service_address: `${number} Collins Avenue, Miami Beach, FL 33139`,
    });
    expect(await discountOf(await postBooking(sameBuilding))).toBe(1600);
  });
});

describe("a signed-in customer's first-time offer", () => {
  it("is once per account, whatever email is typed, and a cancelled first cleaning does not use it up", async () => {
    const account = await verifiedAccount();
    const first = await booked(await postBooking(oneBed({ customer_email: account.email }), account.cookie));
    expect(first.estimate?.discount_cents).toBe(1600);
    // Five more in her account, only the email field changed (and a new phone and apartment).
    for (let attempt = 0; attempt < 5; attempt += 1) {
      const email = uniqueEmail(`alias${attempt}`);
      expect(await discountOf(await postBooking(oneBed({ customer_email: email }), account.cookie)), email).toBe(0);
    }

    const other = await verifiedAccount();
    const cancelled = await booked(await postBooking(oneBed({ customer_email: other.email }), other.cookie));
    expect(cancelled.estimate?.discount_cents).toBe(1600);
    await cancelAsCustomer(cancelled);
    expect(await discountOf(await postBooking(oneBed({ customer_email: uniqueEmail("after-cancel") }), other.cookie))).toBe(1600);
    expect(await discountOf(await postBooking(oneBed({ customer_email: uniqueEmail("again") }), other.cookie))).toBe(0);
  });
});

describe("first bookings sent at once", () => {
  const atOnce = (bodies: Record<string, unknown>[], cookie?: string) =>
    Promise.all(bodies.map((body) => postBooking(oneBed(body), cookie).then(discountOf)));

  it("give one discount to six spellings of one Gmail inbox", async () => {
    const stem = gmailStem();
    const discounts = await atOnce([`${stem}@gmail.com`, ...spellingsOf(stem)].map((customer_email) => ({ customer_email })));
    expect(discounts.filter((discount) => discount! > 0)).toEqual([1600]);
  });

  it("give one discount to six emails sharing a phone number", async () => {
    const phone = uniquePhone().replace("(305)", "(954)");
    const discounts = await atOnce(Array.from({ length: 6 }, () => ({ customer_phone: phone })));
    expect(discounts.filter((discount) => discount! > 0)).toEqual([1600]);
  });

  it("give one discount to six bookings of one account with six emails", async () => {
    const account = await verifiedAccount();
    const discounts = await atOnce(
      Array.from({ length: 6 }, () => ({ customer_email: uniqueEmail("burst") })),
      account.cookie,
    );
    expect(discounts.filter((discount) => discount! > 0)).toEqual([1600]);
  });
});

describe("an offer found taken only at completion", () => {
  it("is removed before charging, with the reason on the receipt; the earlier booking keeps it", async () => {
    // Two bookings that both got the offer before it was decided per person (the email typed
    // two ways), both still to be done: the first cannot see the second when it is booked.
    const stem = gmailStem();
    const earlier = await booked(await postBooking(oneBed({ customer_email: `${stem}@gmail.com` })));
    const later = await booked(await postBooking(oneBed({ customer_email: uniqueEmail("legacy") })));
    expect([earlier.estimate?.discount_cents, later.estimate?.discount_cents]).toEqual([1600, 1600]);
    const sameInbox = `${stem.replaceAll(".", "")}@gmail.com`;
    await db.update(bookings).set({ customerEmail: sameInbox }).where(eq(bookings.reference, later.reference));
    await runKeyBackfill();

    const [laterRow] = await db.select().from(bookings).where(eq(bookings.reference, later.reference));
    const token = new URL(later.manage_url).searchParams.get("token") ?? "";
    await saveCardLocally(later.reference, token, CARDS.succeeds);
    await visitDone(laterRow!.id);
    // The completion form previews with the server's decision (finalQuote): the offer is out there too, with why.
    const preview = await adminDetail(later.reference);
    expect(preview.firstCleaningOffer).toEqual({
      applies: false,
      reason: { code: "offer_used_earlier", values: { found_by: "email" } },
      note: expect.stringMatching(/same email address/),
    });
    expect((await adminDetail(earlier.reference)).firstCleaningOffer).toEqual({ applies: true, reason: null, note: null });
    const completion = await adminPost(`/bookings/${later.reference}/complete`, { bedrooms: 1, bathrooms: 1 });
    expect(completion.status).toBe(200);
    const detail = (await completion.json()) as AdminBookingDetail;
    expect(detail.payment).toMatchObject({ state: "paid", amount_cents: 8000, paid_cents: 8000 });
    // What is charged is what the lines show: no offer line, the reason beside them.
    expect(detail.payment.final).toMatchObject({ discount_cents: 0, total_cents: 8000 });
    expect(detail.payment.final?.offer_note).toMatch(/same email address/);

    const [receipt] = await db
      .select()
      .from(emails)
      .where(and(eq(emails.to, sameInbox), eq(emails.kind, "payment-receipt")));
    expect(receipt?.text).toContain("Total: $80.00");
    expect(receipt?.text).not.toContain("First cleaning: 20% off");
    expect(receipt?.text).toContain("The first-time 20% off is not in this price");
    expect(receipt?.html).toContain("The first-time 20% off is not in this price");
    const [payment] = await db.select().from(bookingPayments).where(eq(bookingPayments.bookingId, laterRow!.id));
    expect(payment?.amountCents).toBe(8000);

    // The earlier booking, completed after, keeps its offer.
    const [earlierRow] = await db.select().from(bookings).where(eq(bookings.reference, earlier.reference));
    await visitDone(earlierRow!.id);
    const first = await adminPost(`/bookings/${earlier.reference}/complete`, { bedrooms: 1, bathrooms: 1 });
    const firstDetail = (await first.json()) as AdminBookingDetail;
    expect(firstDetail.payment.final).toMatchObject({ discount_cents: 1600, total_cents: 6400 });
    expect(firstDetail.payment.final?.offer_note).toBeUndefined();
  });
});

describe("bookings stored before the person keys", () => {
  it("are given by the migration the keys the app computes", async () => {
    const booking = await booked(
      await api("/api/bookings", {
        method: "POST",
        headers: { "Idempotency-Key": crypto.randomUUID() },
        json: bookingBody({
          customer_email: "Dana.First+promo@GoogleMail.com",
          customer_phone: "+1 (305) 555-0142 ext. 9",
          service_address: uniqueAddress(),
        }),
      }),
    );
    await env.DB.prepare("UPDATE bookings SET email_key = NULL, phone_key = NULL WHERE reference = ?").bind(booking.reference).run();
    expect(await runKeyBackfill()).toBeGreaterThan(0);
    const row = await env.DB.prepare("SELECT email_key, phone_key FROM bookings WHERE reference = ?").bind(booking.reference).first();
    expect(row).toEqual({ email_key: "danafirst@gmail.com", phone_key: "3055550142" });
  });

  it("that had the offer get their home's key from the cron, and that home does not get the offer again", async () => {
    const unit = `${(Date.now() % 9000) + 1000}`;
    const first = await booked(await postBooking(oneBed({ service_address: `77 SW 8th Street, Apt ${unit}, Miami, FL 33130` })));
    expect(first.estimate?.discount_cents).toBe(1600);
    await env.DB.prepare("UPDATE bookings SET address_key = NULL WHERE reference = ?").bind(first.reference).run();
    const { keyOlderOfferAddresses } = await import("#worker/services/bookings/offer-address-keys");
    expect(await keyOlderOfferAddresses(testContext())).toBeGreaterThan(0);
    expect(await keyOlderOfferAddresses(testContext())).toBe(0);
    expect(await discountOf(await postBooking(oneBed({ service_address: `77 SW 8th St, #${unit}, Miami, FL 33130` })))).toBe(0);
  });

  it("are checked by one query that reads the bookings through their indexes", async () => {
    const { priorBookingsQuery } = await import("#worker/services/bookings/first-time-offer");
    const keys = {
      emailKeys: ["danafirst@gmail.com"],
      phoneKey: "3055550142",
      addressKey: "1200brickellbaydr|3104|33131",
      userId: "user-1",
    };
    const { sql, params } = priorBookingsQuery(db, keys).toSQL();
    const plan = await env.DB.prepare(`EXPLAIN QUERY PLAN ${sql}`)
      .bind(...params)
      .all<{ detail: string }>();
    const steps = plan.results.map((step) => step.detail);
    expect(steps.join("\n")).toMatch(/SEARCH earlier USING INDEX bookings_email_key_idx/);
    expect(steps.join("\n")).not.toMatch(/SCAN/);
  });
});
