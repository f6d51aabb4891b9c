import { describe, expect, it } from "vitest";
import { checkoutBody } from "./billing-support";
import { scheduleBody } from "./schedule-support";
import { api, futureDate, uniqueEmail, verifiedAccount } from "./support";

const REFUSED = { error: { code: "invalid_input", message: "The Idempotency-Key header must be 8 to 100 characters." } };

const booking = () => ({
  service_id: "regular-cleaning",
  appointment_date: futureDate(),
  appointment_time: "10:00 AM",
  customer_name: "Gloria Estrada",
  customer_email: uniqueEmail("booker"),
  customer_phone: "(305) 555-0199",
  service_address: "1200 Brickell Bay Dr, Apt 3104, Miami, FL 33131",
});

const vendorApplication = () => ({
  name: "Yolanda Pierre",
  serviceType: "Massage",
  email: uniqueEmail("vendor"),
  phone: "(561) 555-0134",
  message: "Licensed massage therapists serving Palm Beach County, with our own tables.",
});

describe("the Idempotency-Key header of every create", () => {
  const creates: { path: string; body: () => unknown; signedIn: boolean }[] = [
    { path: "/api/bookings", body: booking, signedIn: false },
    { path: "/api/vendor-applications", body: vendorApplication, signedIn: false },
    { path: "/api/schedules", body: () => scheduleBody(), signedIn: true },
    { path: "/api/subscription/checkout", body: () => checkoutBody(), signedIn: true },
  ];

  for (const { path, body, signedIn } of creates) {
    it(`is refused on ${path} when shorter than 8 or longer than 100 characters (spaces trimmed)`, async () => {
      const cookie = signedIn ? (await verifiedAccount()).cookie : undefined;
      for (const key of ["short-k", "   seven   ", "k".repeat(101)]) {
        const response = await api(path, { method: "POST", cookie, json: body(), headers: { "Idempotency-Key": key } });
        expect(response.status).toBe(400);
        expect(await response.json()).toEqual(REFUSED);
      }
    });
  }
});
