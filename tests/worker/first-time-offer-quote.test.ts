import { describe, expect, it } from "vitest";
import { EMAIL_MESSAGE } from "#core/booking-schema";
import type { BookingResponse } from "#core/booking-schema";
import type { OfferQuoteResponse } from "#core/offer-quote";
import { api, postBooking, uniqueEmail, uniquePhone, verifiedAccount } from "./support";

// docs/decisions/0027: the estimate says whether the first-time offer applies, as the server decides it.

/** A 2-bedroom regular cleaning: $100, $80 with the first-time 20% off. */
const TWO_BEDS = { service: "regular-cleaning", bedrooms: 2, bathrooms: 1 };

let homes = 0;
/** A person of this test alone: an email, a phone and an apartment no booking has used. */
function newPerson() {
  homes += 1;
  return {
    customer_email: uniqueEmail("offer-quote"),
    customer_phone: uniquePhone(),
    address: { street: "1450 Brickell Ave", unit: `Apt ${homes}x${Date.now() % 100_000}`, zip: "33131" },
  };
}

function askQuote(body: Record<string, unknown>, options: { cookie?: string; ip?: string } = {}) {
  return api("/api/quote", { method: "POST", json: body, ...options });
}

async function answerOf(response: Response): Promise<OfferQuoteResponse> {
  expect(response.status).toBe(200);
  return (await response.json()) as OfferQuoteResponse;
}

async function booked(response: Response) {
  expect(response.status).toBe(201);
  return ((await response.json()) as BookingResponse).booking;
}

/** Everything a client could send to claim the offer; the schema has no such field. */
const CLAIMS = {
  first_cleaning_offer: "applies",
  first_cleaning: true,
  firstCleaning: true,
  discount_cents: 2000,
  discount_label: "First cleaning: 20% off",
  total_cents: 8000,
};

describe("POST /api/quote for a guest", () => {
  it("applies the first-time 20% off when none of the email, phone and address has booked", async () => {
    const { quote, first_cleaning_offer } = await answerOf(await askQuote({ ...TWO_BEDS, ...newPerson() }));
    expect(first_cleaning_offer).toBe("applies");
    expect(quote).toMatchObject({ discount_cents: 2000, discount_label: "First cleaning: 20% off", total_cents: 8000 });
  });

  it("does not apply it to an email that has booked, however typed, nor to a phone or home that had it; a claim sent changes nothing", async () => {
    const returning = newPerson();
    const first = await booked(await postBooking({ customer_email: returning.customer_email }));
    expect(first.estimate?.discount_cents).toBeGreaterThan(0);
    const sameInbox = returning.customer_email.toUpperCase().replace("@", "+again@");
    const byEmail = await answerOf(await askQuote({ ...TWO_BEDS, ...newPerson(), customer_email: sameInbox, ...CLAIMS }));
    expect(byEmail.first_cleaning_offer).toBe("does_not_apply");
    expect(byEmail.quote).toMatchObject({ discount_cents: 0, total_cents: 10000 });
    expect(byEmail.quote.discount_label).toBeUndefined();

    const phone = uniquePhone();
    await booked(await postBooking({ customer_phone: phone }));
    const byPhone = await answerOf(await askQuote({ ...TWO_BEDS, ...newPerson(), customer_phone: phone, ...CLAIMS }));
    expect(byPhone.first_cleaning_offer).toBe("does_not_apply");

    // Booked with the one-line address; asked with the form's parts, written another way.
    const unit = `${Date.now() % 10_000}`;
    await booked(await postBooking({ service_address: `1500 Bay Road, Apt ${unit}, Miami Beach, FL 33139` }));
    const home = { street: "1500 Bay Rd", unit: `#${unit}`, zip: "33139" };
    const byHome = await answerOf(await askQuote({ ...TWO_BEDS, ...newPerson(), address: home, ...CLAIMS }));
    expect(byHome.first_cleaning_offer).toBe("does_not_apply");
    expect(byHome.quote.total_cents).toBe(10000);
  });

  it("decides nothing from one email alone: without all three details it is undecided, booked or not", async () => {
    const returning = newPerson();
    await booked(await postBooking({ customer_email: returning.customer_email }));
    for (const email of [returning.customer_email, uniqueEmail("never-booked")]) {
      const answer = await answerOf(await askQuote({ ...TWO_BEDS, customer_email: email, ...CLAIMS }));
      expect(answer.first_cleaning_offer, email).toBe("undecided");
      expect(answer.quote.total_cents, email).toBe(10000);
    }
  });

  it("refuses details that are not valid at their fields, as the booking does", async () => {
    const response = await askQuote({
      ...TWO_BEDS,
      ...newPerson(),
      customer_email: "dana@",
      address: { street: "1500 Bay Rd", zip: "99999" },
    });
    expect(response.status).toBe(400);
    const { error } = (await response.json()) as { error: { code: string; fields: Record<string, string> } };
    expect(error.code).toBe("invalid_input");
    expect(error.fields.customer_email).toBe(EMAIL_MESSAGE);
    expect(error.fields["address.zip"]).toBeDefined();
  });

  it("has no offer for a service without one", async () => {
    const answer = await answerOf(await askQuote({ service: "laundry-service", pounds: 20, ...newPerson() }));
    expect(answer.first_cleaning_offer).toBe("does_not_apply");
    expect(answer.quote.discount_cents).toBe(0);
  });

  it("answers 30 estimates a client address in ten minutes, then 429", async () => {
    const ip = "192.0.2.77";
    const responses = await Promise.all(Array.from({ length: 31 }, () => askQuote({ ...TWO_BEDS }, { ip })));
    const statuses = responses.map((response) => response.status).sort();
    expect(statuses).toEqual([...Array.from({ length: 30 }, () => 200), 429]);
    const refused = responses.find((response) => response.status === 429)!;
    expect(((await refused.json()) as { error: { code: string } }).error.code).toBe("rate_limited");
  });
});

describe("POST /api/quote signed in", () => {
  it("is the account's: a new account gets it with new details, one with a booking does not, whatever is typed", async () => {
    const newcomer = await verifiedAccount();
    const before = await answerOf(await askQuote({ ...TWO_BEDS }, { cookie: newcomer.cookie }));
    expect(before.first_cleaning_offer).toBe("undecided");
    const typed = await answerOf(await askQuote({ ...TWO_BEDS, ...newPerson(), ...CLAIMS }, { cookie: newcomer.cookie }));
    expect(typed.first_cleaning_offer).toBe("applies");
    expect(typed.quote.total_cents).toBe(8000);

    const regular = await verifiedAccount();
    await booked(await postBooking({ customer_email: uniqueEmail("other-inbox") }, regular.cookie));
    const untyped = await answerOf(await askQuote({ ...TWO_BEDS, ...CLAIMS }, { cookie: regular.cookie }));
    expect(untyped.first_cleaning_offer).toBe("does_not_apply");
    const newDetails = await answerOf(await askQuote({ ...TWO_BEDS, ...newPerson(), ...CLAIMS }, { cookie: regular.cookie }));
    expect(newDetails.first_cleaning_offer).toBe("does_not_apply");
    expect(newDetails.quote).toMatchObject({ discount_cents: 0, total_cents: 10000 });
  });

  it("is not used up by a cancelled first booking", async () => {
    const account = await verifiedAccount();
    const first = await booked(await postBooking({ customer_email: account.email }, account.cookie));
    const token = new URL(first.manage_url).searchParams.get("token") ?? "";
    const cancelled = await api(`/api/my-bookings/${first.reference}/cancel?token=${encodeURIComponent(token)}`, {
      method: "POST",
      json: {},
    });
    expect(cancelled.status).toBe(200);
    const answer = await answerOf(await askQuote({ ...TWO_BEDS, ...newPerson() }, { cookie: account.cookie }));
    expect(answer.first_cleaning_offer).toBe("applies");
  });
});
