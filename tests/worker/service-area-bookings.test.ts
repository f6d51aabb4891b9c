import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import type { AvailabilityResponse, BookingResponse } from "#core/booking-schema";
import type { MyBookingsResponse } from "#core/my-bookings";
import { ZIP_FORMAT_MESSAGE, ZIP_NOT_SERVED_MESSAGE } from "#core/service-areas";
import { bookings } from "#worker/db/schema";
import { checkoutBody as checkoutBodyWith, startLocalCheckout, subscriberAccount } from "./billing-support";
import { api, bookingBody, db, futureDate, verifiedAccount, sendBooking } from "./support";

const book = sendBooking;

/** A Miami tenant's address in parts; `overrides` changes any part. */
function parts(overrides: Record<string, unknown> = {}) {
  return {
    building: "Brickell Heights",
    street: "55 SW 9th St",
    unit: "1203",
    city: "Miami",
    zip: "33130",
    access_method: "concierge",
    access_notes: "Ask the front desk for the key under Estrada.",
    parking_notes: "Guest parking on level 2.",
    pets: "One friendly cat",
    ...overrides,
  };
}

async function stored(reference: string) {
  const [row] = await db.select().from(bookings).where(eq(bookings.reference, reference));
  return row!;
}

async function fieldsOf(response: Response) {
  return ((await response.json()) as { error: { fields?: Record<string, string> } }).error.fields;
}

describe("structured service addresses", () => {
  it("stores the parts beside the one-line address, in the ZIP's area, the access instructions sealed", async () => {
    const response = await book(bookingBody({ service_address: "anything typed", address: parts() }));
    expect(response.status).toBe(201);
    const { booking } = (await response.json()) as BookingResponse;
    const row = await stored(booking.reference);
    expect(row.serviceAddress).toBe("Brickell Heights, 55 SW 9th St, Unit 1203, Miami, FL 33130");
    expect(row.area).toBe("Miami, FL");
    expect(row.addressParts).toEqual({
      building: "Brickell Heights",
      street: "55 SW 9th St",
      unit: "1203",
      city: "Miami",
      zip: "33130",
      access_method: "concierge",
      parking_notes: "Guest parking on level 2.",
      pets: "One friendly cat",
    });
    expect(row.accessNotesSealed).toMatch(/^v1\./);
    expect(JSON.stringify(row)).not.toContain("under Estrada");
  });

  it("keeps the optional parts optional and asks for instructions when the way in needs them", async () => {
    const bare = { street: "1 Las Olas Blvd", city: "Fort Lauderdale", zip: "33301", access_method: "home" };
    const response = await book(bookingBody({ address: bare }));
    expect(response.status).toBe(201);
    const { booking } = (await response.json()) as BookingResponse;
    const row = await stored(booking.reference);
    expect([row.serviceAddress, row.area, row.accessNotesSealed]).toEqual([
      "1 Las Olas Blvd, Fort Lauderdale, FL 33301",
      "Fort Lauderdale, FL",
      null,
    ]);

    const lockbox = await book(bookingBody({ address: { ...bare, access_method: "lockbox", access_notes: " " } }));
    expect(lockbox.status).toBe(400);
    expect(await fieldsOf(lockbox)).toEqual({
      "address.access_notes": "Please tell the crew how to get in (the code, or where the key is).",
    });
  });

  it("refuses a bad ZIP, a long unit and long instructions at their fields, and saves nothing", async () => {
    const date = futureDate();
    const cases: [Record<string, unknown>, Record<string, string>][] = [
      [{ zip: "3313" }, { "address.zip": ZIP_FORMAT_MESSAGE }],
      [{ zip: "33131-1234" }, { "address.zip": ZIP_FORMAT_MESSAGE }],
      [{ zip: "10001" }, { "address.zip": ZIP_NOT_SERVED_MESSAGE }],
      [{ unit: "x".repeat(21) }, { "address.unit": "Please keep the unit under 20 characters." }],
      [{ access_notes: "x".repeat(501) }, { "address.access_notes": "Please keep the access instructions under 500 characters." }],
      [{ parking_notes: "x".repeat(501) }, { "address.parking_notes": "Please keep the parking notes under 500 characters." }],
      [{ access_method: "window" }, { "address.access_method": "Please choose how the crew gets in." }],
    ];
    for (const [override, fields] of cases) {
      const response = await book(bookingBody({ appointment_date: date, address: parts(override) }));
      expect(response.status, JSON.stringify(override)).toBe(400);
      expect(await fieldsOf(response)).toEqual(fields);
    }
    expect(await book(bookingBody({ appointment_date: date, address: parts({ unit: "x".repeat(20) }) })).then((r) => r.status)).toBe(201);
    expect(await db.select().from(bookings).where(eq(bookings.appointmentDate, date))).toHaveLength(1);
  });
});

describe("service areas", () => {
  const yachtAreas = "Yacht Rental is available in Fort Lauderdale and Miami.";

  it("books a service only in its areas, and names them at the field", async () => {
    const date = futureDate();
    const westPalm = await book(
      bookingBody({ service_id: "yacht-rental", appointment_date: date, address: parts({ zip: "33401", city: "West Palm Beach" }) }),
    );
    expect(westPalm.status).toBe(400);
    expect(await westPalm.json()).toEqual({ error: { code: "invalid_input", message: yachtAreas, fields: { "address.zip": yachtAreas } } });

    // A client sending only the line: the ZIP ending it is checked the same way.
    const line = await book(
      bookingBody({ service_id: "yacht-rental", appointment_date: date, service_address: "777 S Flagler Dr, West Palm Beach, FL 33401" }),
    );
    expect(line.status).toBe(400);
    expect(await fieldsOf(line)).toEqual({ service_address: yachtAreas });
    const outside = await book(bookingBody({ appointment_date: date, service_address: "350 5th Ave, New York, NY 10118" }));
    expect(await fieldsOf(outside)).toEqual({ service_address: ZIP_NOT_SERVED_MESSAGE });
    expect(await db.select().from(bookings).where(eq(bookings.appointmentDate, date))).toHaveLength(0);

    const miami = await book(bookingBody({ service_id: "yacht-rental", appointment_date: date, address: parts() }));
    expect(miami.status).toBe(201);
    const westPalmCleaning = await book(bookingBody({ appointment_date: date, address: parts({ zip: "33401", city: "West Palm Beach" }) }));
    expect(westPalmCleaning.status).toBe(201);
  });

  it("answers availability for the ZIP's area, and refuses a ZIP the service does not come to", async () => {
    const date = futureDate();
    const bad = await api(`/api/availability?service=yacht-rental&date=${date}&zip=123`);
    expect(bad.status).toBe(400);
    expect(await fieldsOf(bad)).toEqual({ zip: ZIP_FORMAT_MESSAGE });
    const westPalm = await api(`/api/availability?service=yacht-rental&date=${date}&zip=33401`);
    expect(westPalm.status).toBe(400);
    expect(await fieldsOf(westPalm)).toEqual({ zip: yachtAreas });
    const answer = (await (await api(`/api/availability?service=yacht-rental&date=${date}&zip=33301`)).json()) as AvailabilityResponse;
    expect([answer.area, answer.area_from]).toEqual(["Fort Lauderdale, FL", "zip"]);
  });
});

describe("capacity per area", () => {
  it("fills Miami under 10 concurrent requests and leaves Fort Lauderdale and West Palm Beach free", async () => {
    const date = futureDate({ weekday: true });
    const slot = { appointment_date: date, appointment_time: "2:00 PM" };
    const miami = await Promise.all(Array.from({ length: 10 }, () => book(bookingBody({ ...slot, address: parts() }))));
    expect(miami.map((response) => response.status).sort()).toEqual([201, 201, 409, 409, 409, 409, 409, 409, 409, 409]);

    const fortLauderdale = await Promise.all(
      Array.from({ length: 4 }, () => book(bookingBody({ ...slot, address: parts({ zip: "33301", city: "Fort Lauderdale" }) }))),
    );
    expect(fortLauderdale.map((response) => response.status).sort()).toEqual([201, 201, 409, 409]);
    const rows = await db.select().from(bookings).where(eq(bookings.appointmentDate, date));
    expect(rows.map((row) => row.area).sort()).toEqual(["Fort Lauderdale, FL", "Fort Lauderdale, FL", "Miami, FL", "Miami, FL"]);

    const slotIn = async (query: string) => {
      const answer = (await (await api(`/api/availability?service=regular-cleaning&date=${date}${query}`)).json()) as AvailabilityResponse;
      return { area: answer.area, from: answer.area_from, slot: answer.slots.find((each) => each.time === "2:00 PM") };
    };
    expect(await slotIn("&zip=33131")).toEqual({
      area: "Miami, FL",
      from: "zip",
      slot: { time: "2:00 PM", available: false, remaining: 0, reason: "full" },
    });
    expect(await slotIn("&zip=33401")).toEqual({
      area: "West Palm Beach, FL",
      from: "zip",
      slot: { time: "2:00 PM", available: true, remaining: 2 },
    });
    // Without a ZIP: the area with the most free places that day, and it says which.
    expect(await slotIn("")).toEqual({
      area: "West Palm Beach, FL",
      from: "most_free",
      slot: { time: "2:00 PM", available: true, remaining: 2 },
    });
  });

  it("counts a booking of unknown area in every area, so it can never overbook one", async () => {
    const date = futureDate({ weekday: true });
    const slot = { appointment_date: date, appointment_time: "3:00 PM" };
    // An old-style one-line address without a ZIP: no area.
    expect((await book(bookingBody({ ...slot, service_address: "1 Ocean Dr, Miami Beach" }))).status).toBe(201);
    expect((await book(bookingBody({ ...slot, address: parts() }))).status).toBe(201);
    // Miami now holds two (its own and the unknown one); Fort Lauderdale one.
    expect((await book(bookingBody({ ...slot, address: parts() }))).status).toBe(409);
    expect((await book(bookingBody({ ...slot, address: parts({ zip: "33301" }) }))).status).toBe(201);
    // Another of unknown area needs a place everywhere: none left in Miami or Fort Lauderdale.
    expect((await book(bookingBody({ ...slot, service_address: "2 Ocean Dr, Miami Beach" }))).status).toBe(409);
  });
});

describe("a subscription's first cleaning", () => {
  it("keeps its address in parts, its area and its sealed way in; a line alone still gives the area", async () => {
    const account = await subscriberAccount();
    const checkout = await startLocalCheckout(account, {
      address_parts: parts({ access_method: "smart_lock", access_notes: "Door code 5150#" }),
    });
    const [held] = await db.select().from(bookings).where(eq(bookings.id, checkout.bookingId!));
    expect(held).toMatchObject({
      status: "held_for_checkout",
      area: "Miami, FL",
      serviceAddress: "Brickell Heights, 55 SW 9th St, Unit 1203, Miami, FL 33130",
    });
    expect(held?.accessNotesSealed).toMatch(/^v1\./);
    expect(JSON.stringify(held)).not.toContain("5150#");

    const lineOnly = await startLocalCheckout(await subscriberAccount());
    const [other] = await db.select().from(bookings).where(eq(bookings.id, lineOnly.bookingId!));
    expect([other?.area, other?.addressParts]).toEqual(["Fort Lauderdale, FL", null]);

    const outside = await api("/api/subscription/checkout", {
      method: "POST",
      cookie: account.cookie,
      json: { ...checkoutBodyWith({ address_parts: parts({ zip: "32801" }) }) },
    });
    expect(outside.status).toBe(400);
    expect(await fieldsOf(outside)).toEqual({ "address_parts.zip": ZIP_NOT_SERVED_MESSAGE });
  });
});

describe("saved addresses", () => {
  it("offers a signed-in customer their last distinct addresses, newest first, without the way in", async () => {
    const account = await verifiedAccount();
    const bookAs = (address: Record<string, unknown>) =>
      api("/api/bookings", {
        method: "POST",
        cookie: account.cookie,
        json: bookingBody({ customer_email: account.email, address }),
        headers: { "Idempotency-Key": crypto.randomUUID() },
      });
    expect((await bookAs(parts())).status).toBe(201);
    expect((await bookAs(parts({ access_notes: "Another note, same home" }))).status).toBe(201);
    expect(
      (await bookAs(parts({ building: null, street: "1 Las Olas Blvd", unit: "5", city: "Fort Lauderdale", zip: "33301" }))).status,
    ).toBe(201);

    const mine = (await (await api("/api/my-bookings", { cookie: account.cookie })).json()) as MyBookingsResponse;
    expect(mine.saved_addresses.map((address) => `${address.street} ${address.zip}`)).toEqual([
      "1 Las Olas Blvd 33301",
      "55 SW 9th St 33130",
    ]);
    expect(JSON.stringify(mine)).not.toContain("under Estrada");
    expect(JSON.stringify(mine)).not.toContain("same home");
  });
});
