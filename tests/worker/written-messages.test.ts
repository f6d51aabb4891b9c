import { describe, expect, it } from "vitest";
import { api, bookingBody, uniqueEmail } from "./support";

/** zod's own wording, which must never reach a customer. */
const RAW = /^(Too (big|small)|Invalid|Expected|Required)/;

function post(path: string, json: unknown) {
  return api(path, { method: "POST", json, headers: { "Idempotency-Key": crypto.randomUUID() } });
}

async function fieldMessages(response: Response): Promise<Record<string, string>> {
  expect(response.status).toBe(400);
  return ((await response.json()) as { error: { fields: Record<string, string> } }).error.fields;
}

describe("every limit a customer can reach has a written message", () => {
  it("on the booking form, at each field's limit", async () => {
    const fields = await fieldMessages(
      await post(
        "/api/bookings",
        bookingBody({
          customer_name: "n".repeat(121),
          customer_phone: `(305) 555-0123${" ".repeat(40)}1`,
          service_address: "a".repeat(301),
          special_notes: "x".repeat(2001),
        }),
      ),
    );
    expect(Object.keys(fields).sort()).toEqual(["customer_name", "customer_phone", "service_address", "special_notes"]);
    for (const [field, message] of Object.entries(fields)) expect(message, field).not.toMatch(RAW);
    expect(fields.customer_name).toBe("Please keep the name under 120 characters.");
  });

  it("on sign-up and the vendor form", async () => {
    const signUp = await fieldMessages(
      await api("/api/auth/sign-up/email", {
        method: "POST",
        json: { email: uniqueEmail(), password: "p".repeat(129), firstName: "f".repeat(81), lastName: "l".repeat(81) },
      }),
    );
    expect(Object.keys(signUp).sort()).toEqual(["firstName", "lastName", "password"]);
    for (const [field, message] of Object.entries(signUp)) expect(message, field).not.toMatch(RAW);

    const vendor = await fieldMessages(
      await post("/api/vendor-applications", {
        name: "Yolanda Pierre",
        company: "c".repeat(121),
        serviceType: "Massage",
        email: uniqueEmail("vendor"),
        phone: "(561) 555-0134",
        hearAboutUs: "h".repeat(201),
        message: "I would like to offer massages to your residents.",
      }),
    );
    expect(Object.keys(vendor).sort()).toEqual(["company", "hearAboutUs"]);
    for (const [field, message] of Object.entries(vendor)) expect(message, field).not.toMatch(RAW);
  });
});

describe("phone numbers", () => {
  it("take an extension, as a front desk's number often has, and still refuse what is not a number", async () => {
    for (const phone of ["(305) 555-0123 ext. 12", "305-555-0123 x4", "+1 305 555 0123 extension 210", "305.555.0123 Ext 7"]) {
      expect((await post("/api/bookings", bookingBody({ customer_phone: phone }))).status, phone).toBe(201);
    }
    for (const phone of ["555-0123 ext. 12", "(305) 555-0123 ext.", "call me maybe", "305 555 0123 ext 1234567"]) {
      const fields = await fieldMessages(await post("/api/bookings", bookingBody({ customer_phone: phone })));
      expect(fields.customer_phone, phone).toBe("Please enter a valid phone number.");
    }
  });
});
