import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { CrewAssignmentSchema } from "#core/admin-api";
import { SignUpSchema } from "#core/auth-schemas";
import type { BookingResponse } from "#core/booking-schema";
import { CompleteBookingSchema } from "#core/payments-api";
import { SavedAddressLabelSchema } from "#core/saved-addresses";
import { CrewInvitationSchema, RatingSchema, WorkCompleteSchema } from "#core/staff-api";
import { EmergencyRequestSchema, SubscriptionCheckoutSchema } from "#core/subscription-api";
import { bookings, vendorApplications } from "#worker/db/schema";
import { adminPost, bookLaundry, visitDone } from "./payment-support";
import { createViaApi, scheduleBody } from "./schedule-support";
import { subscriber } from "./subscription-factory";
import { adminAccount, api, bookingBody, db, futureDate, postBooking, uniqueEmail } from "./support";

// Text a person writes for someone else to read (the business, a crew, the customer) reaches
// emails, the console and the crew's phone: characters that hide or reorder what is shown are
// refused at the field.

const HIDDEN = "Please remove the hidden characters (control or text-direction marks, often pasted with copied text).";

/** One of each kind: NUL, another C0 control, DEL, a C1 control, the bidi overrides and isolates, invisible spaces. */
const HIDDEN_SAMPLES = {
  nul: "\u0000",
  escape: "\u001b[31m",
  delete: "\u007f",
  c1: "\u0085",
  csi: "\u009b",
  rightToLeftOverride: "\u202e",
  leftToRightEmbedding: "\u202a",
  isolate: "\u2066",
  popIsolate: "\u2069",
  rightToLeftMark: "\u200f",
  zeroWidthSpace: "\u200b",
  byteOrderMark: "\ufeff",
  wordJoiner: "\u2060",
  lineSeparator: "\u2028",
  loneSurrogate: "\ud800",
};

type FieldErrors = { error: { code: string; fields: Record<string, string> } };

async function fieldsOf(response: Response): Promise<Record<string, string>> {
  return ((await response.json()) as FieldErrors).error.fields;
}

const address = {
  building: "Brickell Heights",
  street: "55 SW 9th St",
  unit: "1203",
  city: "Miami",
  zip: "33130",
  access_method: "lockbox",
  access_notes: "Lockbox code 4821",
  parking_notes: "Guest spots on level 2",
  pets: "One friendly cat",
};

describe("a booking's text", () => {
  it("refuses a right-to-left override in the customer's name at its field, and stores nothing", async () => {
    // Before: 201, and "Ann\u202Eevil" reached the confirmation email and the console reversed.
    const email = uniqueEmail("bidi");
    const response = await postBooking({ customer_name: "Ann \u202egnp.exe", customer_email: email });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      error: { code: "invalid_input", message: "Please check the highlighted fields.", fields: { customer_name: HIDDEN } },
    });
    expect(await db.select().from(bookings).where(eq(bookings.customerEmail, email))).toEqual([]);
  });

  it("refuses every kind of hidden character in every field the business or the crew reads", async () => {
    const fields: [string, (text: string) => Record<string, unknown>][] = [
      ["customer_name", (text) => ({ customer_name: `Gloria${text} Estrada` })],
      ["service_address", (text) => ({ service_address: `1200 Brickell Bay Dr${text}, Miami, FL 33131` })],
      ["special_notes", (text) => ({ special_notes: `Concierge${text} has the key.` })],
      ["address.building", (text) => ({ address: { ...address, building: `Brickell${text} Heights` } })],
      ["address.street", (text) => ({ address: { ...address, street: `55 SW${text} 9th St` } })],
      ["address.unit", (text) => ({ address: { ...address, unit: `12${text}03` } })],
      ["address.city", (text) => ({ address: { ...address, city: `Mia${text}mi` } })],
      ["address.access_notes", (text) => ({ address: { ...address, access_notes: `Code${text} 4821` } })],
      ["address.parking_notes", (text) => ({ address: { ...address, parking_notes: `Level${text} 2` } })],
      ["address.pets", (text) => ({ address: { ...address, pets: `One${text} cat` } })],
    ];
    for (const [field, body] of fields)
      for (const [kind, text] of Object.entries(HIDDEN_SAMPLES)) {
        const response = await api("/api/bookings", {
          method: "POST",
          headers: { "Idempotency-Key": crypto.randomUUID() },
          json: bookingBody(body(text)),
        });
        expect(response.status, `${field} with ${kind}`).toBe(400);
        expect((await fieldsOf(response))[field], `${field} with ${kind}`).toBe(HIDDEN);
      }
  });

  it("keeps line breaks in notes, and the joiners names and emoji are written with", async () => {
    const body = bookingBody({
      service_id: "laundry-service",
      appointment_date: futureDate({ weekday: true }),
      // Persian names join their parts with a zero-width non-joiner; emoji sequences with a joiner.
      customer_name: "Mehr\u200cnaz \u0645\u0647\u0631\u200c\u0646\u0627\u0632",
      special_notes: "Please ring twice.\r\nThe dog is friendly \u{1f469}\u{1f3fd}\u200d\u{1f527}\tthanks!",
      address: { ...address, access_notes: "Lockbox by the door.\nCode 4821." },
      service_address: "Brickell Heights, 55 SW 9th St, Unit 1203, Miami, FL 33130",
    });
    const response = await api("/api/bookings", { method: "POST", headers: { "Idempotency-Key": crypto.randomUUID() }, json: body });
    expect(response.status).toBe(201);
    const { booking } = (await response.json()) as BookingResponse;
    const [stored] = await db.select().from(bookings).where(eq(bookings.reference, booking.reference));
    expect(stored?.customerName).toBe(body.customer_name);
    expect(stored?.specialNotes).toBe(body.special_notes);
  });

  it("refuses a joiner that joins nothing, and a line break in a one-line field", async () => {
    for (const customer_name of ["Ann\u200d", "\u200cAnn", "Ann \u200d Lee", "Ann\nLee", "Ann\tLee"]) {
      const response = await postBooking({ customer_name });
      expect(response.status, JSON.stringify(customer_name)).toBe(400);
      expect((await fieldsOf(response)).customer_name).toBe(HIDDEN);
    }
  });
});

describe("a vendor application", () => {
  it("refuses a C1 control in the name and NUL in the message, at their fields", async () => {
    const email = uniqueEmail("vendor");
    const response = await api("/api/vendor-applications", {
      method: "POST",
      headers: { "Idempotency-Key": crypto.randomUUID() },
      json: {
        name: "Yolanda\u0085 Pierre",
        company: "Glow\u202e Spa",
        serviceType: "Massage",
        email,
        phone: "(561) 555-0134",
        hearAboutUs: "A door\u2066 hanger",
        message: "Licensed massage therapists\u0000 serving Palm Beach County.",
      },
    });
    expect(response.status).toBe(400);
    expect(await fieldsOf(response)).toEqual({ name: HIDDEN, company: HIDDEN, hearAboutUs: HIDDEN, message: HIDDEN });
    expect(await db.select().from(vendorApplications).where(eq(vendorApplications.email, email))).toEqual([]);
  });
});

describe("what a subscriber writes", () => {
  it("refuses an isolate in a schedule's instructions, and keeps their line breaks", async () => {
    const owner = await subscriber();
    const slot = { scheduled_date: futureDate({ weekday: true }), scheduled_time: "12:00 PM" };
    const refused = await createViaApi(owner.cookie, scheduleBody({ ...slot, special_instructions: "Key at the desk\u2067 \u2069" }));
    expect(refused.status).toBe(400);
    expect(await fieldsOf(refused)).toEqual({ special_instructions: HIDDEN });
    const lines = await createViaApi(owner.cookie, scheduleBody({ ...slot, special_instructions: "Key at the desk.\nWater the plants." }));
    expect(lines.status).toBe(201);
  });
});

describe("what the admin writes for customers and crews", () => {
  it("refuses hidden characters in a closed day's reason", async () => {
    const owner = await adminAccount();
    const response = await api("/api/admin/closed-days", {
      method: "POST",
      cookie: owner.cookie,
      json: { date: futureDate({ weekday: true }), reason: "Team\u202e training" },
    });
    expect(response.status).toBe(400);
    expect(await fieldsOf(response)).toEqual({ reason: HIDDEN });
  });

  it("refuses hidden characters in a building's name and instructions", async () => {
    const owner = await adminAccount();
    const response = await api("/api/admin/buildings", {
      method: "POST",
      cookie: owner.cookie,
      json: {
        name: "Brickell\u200b Heights",
        street: "55 SW 9th St",
        city: "Miami",
        zip: "33130",
        service_elevator_hours: "Mon-Sat\u0007 9 AM-5 PM",
        entry_instructions: "Sign in at the\u202d service entrance.",
        notes: "The desk needs the unit number.\nAsk for Luis.",
      },
    });
    expect(response.status).toBe(400);
    expect(await fieldsOf(response)).toEqual({ name: HIDDEN, service_elevator_hours: HIDDEN, entry_instructions: HIDDEN });
  });

  it("refuses hidden characters in a completion's line label and note", async () => {
    const booking = await bookLaundry();
    await visitDone(booking.id);
    const response = await adminPost(`/bookings/${booking.reference}/complete`, {
      pounds: 20,
      speed: "standard",
      extras: [{ label: "Stain\u202e treatment", amount_cents: 500 }],
      note: "All done\u0000",
    });
    expect(response.status).toBe(400);
    expect(await fieldsOf(response)).toEqual({ "extras.0.label": HIDDEN, note: HIDDEN });
  });
});

describe("every other shared schema a person writes into", () => {
  it("refuses a right-to-left override at its field", () => {
    const bidi = "\u202e";
    const cases: [
      string,
      { safeParse(input: unknown): { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } } },
      unknown,
      string,
    ][] = [
      [
        "sign-up first name",
        SignUpSchema,
        { firstName: `Ana${bidi}`, lastName: "Rivera", email: "ana@example.com", password: "long enough" },
        "firstName",
      ],
      [
        "sign-up last name",
        SignUpSchema,
        { firstName: "Ana", lastName: `Ri${bidi}vera`, email: "ana@example.com", password: "long enough" },
        "lastName",
      ],
      ["crew first name", CrewInvitationSchema, { email: "crew@example.com", firstName: `Luis${bidi}`, lastName: "Gomez" }, "firstName"],
      ["crew last name", CrewInvitationSchema, { email: "crew@example.com", firstName: "Luis", lastName: `Go${bidi}mez` }, "lastName"],
      ["crew name on a visit", CrewAssignmentSchema, { crewName: `Team${bidi} A` }, "crewName"],
      ["rating comment", RatingSchema, { stars: 5, comment: `Great${bidi} job` }, "comment"],
      ["emergency notes", EmergencyRequestSchema, { notes: `Leak${bidi} in the kitchen` }, "notes"],
      ["saved address name", SavedAddressLabelSchema, { label: `Home${bidi}` }, "label"],
      ["completion note from the crew", WorkCompleteSchema, { note: `Done${bidi}` }, "note"],
      ["completion line label", CompleteBookingSchema, { extras: [{ label: `Parts${bidi}`, amount_cents: 100 }] }, "extras.0.label"],
    ];
    for (const [what, schema, input, field] of cases) {
      const result = schema.safeParse(input);
      expect(result.success, what).toBe(false);
      const issue = result.error?.issues.find((each) => each.path.map(String).join(".") === field);
      expect(issue?.message, what).toBe(HIDDEN);
    }
    const checkout = SubscriptionCheckoutSchema.safeParse({
      package: "1bed1bath",
      firstCleaning: { date: futureDate(), time: "10:00 AM" },
      name: `Ana${bidi} Rivera`,
      email: "ana@example.com",
      phone: "(305) 555-0199",
      address: "1200 Brickell Bay Dr, Miami, FL 33131",
      notes: `Ring${bidi} twice`,
    });
    expect(checkout.error?.issues.filter((issue) => issue.message === HIDDEN).map((issue) => issue.path.join("."))).toEqual([
      "name",
      "notes",
    ]);
  });
});
