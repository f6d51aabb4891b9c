import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import type { BookingResponse } from "#core/booking-schema";
import type { QuoteResponse } from "#core/pricing";
import { bookings } from "#worker/db/schema";
import { api, bookingBody, db, latestEmailTo, uniqueEmail, sendBooking } from "./support";

const book = sendBooking;

describe("GET /api/quote", () => {
  it("answers an itemised estimate from the server's prices", async () => {
    const response = await api("/api/quote?service=laundry-service&pounds=25&speed=express");
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual<QuoteResponse>({
      quote: {
        service_id: "laundry-service",
        lines: [
          { code: "wash_fold", values: { speed: "express", pounds: 25, rate_cents: 200 }, amount_cents: 5000 },
          { code: "service_fee", values: {}, amount_cents: 300 },
        ],
        discount_cents: 0,
        total_cents: 5300,
      },
    });
  });

  it("refuses quantities that do not fit the service at their field, in the one error shape", async () => {
    const zeroHours = await api("/api/quote?service=massage-service&hours=0");
    expect(zeroHours.status).toBe(400);
    const body = (await zeroHours.json()) as { error: { code: string; fields: Record<string, string> } };
    expect(body.error.code).toBe("invalid_input");
    expect(body.error.fields.hours).toBe("Please enter hours from 0.5 to 4 in steps of 0.5.");
    for (const query of ["service=laundry-service&pounds=10000", "service=pet-sitting&days=400", "service=pet-sitting&days=two"]) {
      const response = await api(`/api/quote?${query}`);
      expect(response.status, query).toBe(400);
    }
    const unknown = await api("/api/quote?service=space-travel");
    expect(((await unknown.json()) as { error: { fields: Record<string, string> } }).error.fields).toEqual({
      service: "This service does not exist.",
    });
  });
});

describe("GET /api/quote with a quantity a hair off its unit", () => {
  it("refuses it at its field instead of quoting a fraction of a cent", async () => {
    // Before: 200 with total_cents 50000.000005, which Stripe can never charge.
    const days = await api("/api/quote?service=exotic-car-rental&days=1.0000000001");
    expect(days.status).toBe(400);
    expect(await days.json()).toEqual({
      error: {
        code: "invalid_input",
        message: "Please check the highlighted fields.",
        fields: { days: "Please enter a whole number of days from 1 to 14." },
      },
    });
    for (const query of [
      "service=regular-cleaning&bedrooms=2.0000000001",
      "service=regular-cleaning&bathrooms=1.9999999999",
      "service=chef-service&guests=6.0000000001",
      "service=massage-service&hours=1.5000000001",
      "service=laundry-service&pounds=22.30000000001",
    ]) {
      const response = await api(`/api/quote?${query}`);
      expect(response.status, query).toBe(400);
    }
  });

  it("still quotes the model's steps, in whole cents", async () => {
    const response = await api("/api/quote?service=laundry-service&pounds=22.3&speed=standard");
    expect(response.status).toBe(200);
    const { quote } = (await response.json()) as QuoteResponse;
    expect(quote.lines.map((line) => line.amount_cents)).toEqual([2230, 300]);
    expect(quote.total_cents).toBe(2530);
  });
});

describe("a booking's estimate", () => {
  it("is priced by the server from the quantities sent, whatever amount the browser adds", async () => {
    const response = await book(
      bookingBody({ service_id: "laundry-service", pounds: 18, speed: "standard", total_cents: 1, amount_cents: 1 }),
    );
    expect(response.status).toBe(201);
    const { booking } = (await response.json()) as BookingResponse;
    expect(booking.estimate?.total_cents).toBe(2300);
    const [stored] = await db.select().from(bookings).where(eq(bookings.reference, booking.reference));
    expect(stored?.priceInputs).toEqual({ pounds: 18, speed: "standard" });
    expect(stored?.estimate?.lines.map((line) => line.amount_cents)).toEqual([2000, 300]);
  });

  it("refuses a quantity outside the service's bounds at its field and stores nothing", async () => {
    const email = uniqueEmail("zero-hours");
    const response = await book(bookingBody({ service_id: "massage-service", hours: 0, customer_email: email }));
    expect(response.status).toBe(400);
    expect(((await response.json()) as { error: { fields: Record<string, string> } }).error.fields).toHaveProperty("hours");
    expect(await db.select().from(bookings).where(eq(bookings.customerEmail, email))).toEqual([]);
  });

  it("refuses a fractional bedroom at its field and stores nothing", async () => {
    // Before: 201, with an estimate of fractions of a cent stored and emailed.
    const email = uniqueEmail("fraction");
    const response = await book(bookingBody({ bedrooms: 2.0000000001, bathrooms: 1, customer_email: email }));
    expect(response.status).toBe(400);
    expect(((await response.json()) as { error: { fields: Record<string, string> } }).error.fields).toEqual({
      bedrooms: "Please enter a whole number of bedrooms from 1 to 6.",
    });
    expect(await db.select().from(bookings).where(eq(bookings.customerEmail, email))).toEqual([]);
  });

  it("prices a booking sent without quantities (the specification's payload) at the service's starting quantities", async () => {
    const response = await book(bookingBody({ service_id: "slingshot-rental" }));
    expect(((await response.json()) as BookingResponse).booking.estimate?.total_cents).toBe(30000);
  });

  it("takes 20% off an address's first home cleaning only, whatever the case of the email", async () => {
    const email = uniqueEmail("first-clean");
    const first = (await (await book(bookingBody({ customer_email: email, bedrooms: 2, bathrooms: 1 }))).json()) as BookingResponse;
    expect(first.booking.estimate).toMatchObject({ discount_cents: 2000, discount_label: "First cleaning: 20% off", total_cents: 8000 });
    const second = (await (
      await book(bookingBody({ customer_email: email.toUpperCase(), service_id: "move-cleaning" }))
    ).json()) as BookingResponse;
    expect(second.booking.estimate?.discount_cents).toBe(0);
    // Not a cleaning: no offer, and it does not use the address's offer up.
    const other = uniqueEmail("massage-first");
    const massage = (await (
      await book(bookingBody({ customer_email: other, service_id: "massage-service", hours: 1 }))
    ).json()) as BookingResponse;
    expect(massage.booking.estimate?.discount_cents).toBe(0);
    const cleaning = (await (await book(bookingBody({ customer_email: other }))).json()) as BookingResponse;
    expect(cleaning.booking.estimate?.discount_cents).toBe(1600);
  });

  it("still takes 20% off the next home cleaning when the address's first one was cancelled", async () => {
    // A cancelled cleaning never took place: it does not use the address's first-time offer up.
    const email = uniqueEmail("cancelled-first");
    const first = (await (await book(bookingBody({ customer_email: email }))).json()) as BookingResponse;
    expect(first.booking.estimate).toMatchObject({ discount_cents: 1600, discount_label: "First cleaning: 20% off", total_cents: 6400 });
    const token = new URL(first.booking.manage_url).searchParams.get("token") ?? "";
    const cancelled = await api(`/api/my-bookings/${first.booking.reference}/cancel?token=${encodeURIComponent(token)}`, {
      method: "POST",
      json: {},
    });
    expect(cancelled.status).toBe(200);
    const [stored] = await db.select({ status: bookings.status }).from(bookings).where(eq(bookings.reference, first.booking.reference));
    expect(stored?.status).toBe("cancelled");

    const next = await book(bookingBody({ customer_email: email }));
    expect(next.status).toBe(201);
    expect(((await next.json()) as BookingResponse).booking.estimate).toMatchObject({
      discount_cents: 1600,
      discount_label: "First cleaning: 20% off",
      total_cents: 6400,
    });
  });

  it("gives the offer to one of five first cleanings sent at once for the same address", async () => {
    const email = uniqueEmail("racing-first");
    const responses = await Promise.all(Array.from({ length: 5 }, () => book(bookingBody({ customer_email: email }))));
    expect(responses.map((response) => response.status)).toEqual([201, 201, 201, 201, 201]);
    const discounts = await Promise.all(
      responses.map(async (response) => ((await response.json()) as BookingResponse).booking.estimate?.discount_cents),
    );
    expect(discounts.filter((discount) => discount! > 0)).toEqual([1600]);
    const [live] = await db
      .select({ count: sql<number>`count(*)` })
      .from(bookings)
      .where(sql`lower(${bookings.customerEmail}) = ${email} AND ${bookings.firstCleaningOffer} = 1`);
    expect(live?.count).toBe(1);
  });
});

describe("the booking's answer", () => {
  it("gives whoever booked the confirmation email's manage link, which opens the booking without an account", async () => {
    const response = await book(bookingBody());
    const { booking } = (await response.json()) as BookingResponse;
    const manage = new URL(booking.manage_url);
    expect(manage.pathname).toBe("/manage-booking");
    const opened = await api(`/api/my-bookings/${booking.reference}?token=${manage.searchParams.get("token")}`);
    expect(opened.status).toBe(200);
    const forged = await api(`/api/my-bookings/${booking.reference}?token=${manage.searchParams.get("token")}x`);
    expect(forged.status).not.toBe(200);
  });
});

describe("the confirmation email", () => {
  it("says how the visit is paid, and asks for a card where the business needs one", async () => {
    const laundry = uniqueEmail("laundry-note");
    await book(bookingBody({ service_id: "laundry-service", customer_email: laundry }));
    const rental = uniqueEmail("rental-note");
    await book(bookingBody({ service_id: "slingshot-rental", customer_email: rental }));
    const [laundryEmail, rentalEmail] = await Promise.all([latestEmailTo(laundry), latestEmailTo(rental)]);
    expect(laundryEmail?.text).toContain("You pay after the visit, for what it took.");
    expect(rentalEmail?.text).toContain("We need a card on file before this visit");
  });
});
