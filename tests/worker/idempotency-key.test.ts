import { describe, expect, it } from "vitest";
import { checkoutBody } from "./billing-support";
import { pinClockBeforeFreshSlots, scheduleBody } from "./schedule-support";
import { api, bookingBody, uniqueEmail, verifiedAccount } from "./support";

pinClockBeforeFreshSlots();

const REFUSED = { error: { code: "invalid_input", message: "The Idempotency-Key header must be 8 to 100 characters." } };

const vendorApplication = () => ({
  name: "Yolanda Pierre",
  serviceType: "Massage",
  email: uniqueEmail("vendor"),
  phone: "(561) 555-0134",
  message: "Licensed massage therapists serving Palm Beach County, with our own tables.",
});

describe("the Idempotency-Key header of every create", () => {
  const creates: { path: string; body: () => unknown; signedIn: boolean }[] = [
    { path: "/api/bookings", body: () => bookingBody(), signedIn: false },
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
