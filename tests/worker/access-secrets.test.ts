import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import type { AdminBookingDetail } from "#core/admin-api";
import type { BookingResponse } from "#core/booking-schema";
import { holidayOn } from "#core/holidays";
import { businessToday, slotStart } from "#core/time-slots";
import { bookings, emails } from "#worker/db/schema";
import { seal, unseal } from "#worker/services/access-secrets";
import { sendDueReminders } from "#worker/services/bookings/reminders";
import { dayViewWeekOverHttp } from "./day-views";
import { adminAccount, api, appNow, bookingBody, db, testContext, uniqueEmail, verifiedAccount, sendBooking } from "./support";

// The "#" keeps the check honest: random ids, sealed text and timestamps never hold one, where
// "8812" alone once turned up inside a stored email's random id.
const CODE = "lockbox #8812, behind the planter";

const book = sendBooking;

/** A day two or more days ahead in New York, not a holiday: inside the admin's day view. */
function inTwoDays(): string {
  const [year, month, day] = businessToday(appNow()).split("-").map(Number) as [number, number, number];
  for (let offset = 2; ; offset += 1) {
    const date = new Date(Date.UTC(year, month - 1, day + offset)).toISOString().slice(0, 10);
    if (!holidayOn(date)) return date;
  }
}

const lockboxAddress = {
  building: "Las Olas Grand",
  street: "333 Las Olas Way",
  unit: "2104",
  city: "Fort Lauderdale",
  zip: "33301",
  access_method: "lockbox",
  access_notes: CODE,
};

describe("access secrets", () => {
  it("seals with AES-GCM: a fresh IV each time, and only the same key opens", async () => {
    const first = await seal("key one of at least thirty-two chars", CODE);
    const second = await seal("key one of at least thirty-two chars", CODE);
    expect(first).not.toBe(second);
    expect(first).not.toContain("#8812");
    expect(await unseal("key one of at least thirty-two chars", first)).toBe(CODE);
    expect(await unseal("another key of at least thirty-two c", first)).toBeUndefined();
    expect(await unseal("key one of at least thirty-two chars", `${first.slice(0, -4)}AAAA`)).toBeUndefined();
  });

  it("never puts the code in the stored row, an email, the reminder or the calendar file; the admin alone reads it", async () => {
    const date = inTwoDays();
    const response = await book(bookingBody({ appointment_date: date, appointment_time: "1:00 PM", address: lockboxAddress }));
    expect(response.status).toBe(201);
    const { booking } = (await response.json()) as BookingResponse;
    const [row] = await db.select().from(bookings).where(eq(bookings.reference, booking.reference));
    expect(JSON.stringify(row)).not.toContain("#8812");

    // The day-before reminder, sent by the cron from the stored booking.
    await sendDueReminders(testContext({ now: new Date(slotStart(date, "1:00 PM").getTime() - 24 * 60 * 60 * 1000) }));
    const outbox = await db.select().from(emails).where(eq(emails.to, row!.customerEmail));
    const business = await db.select().from(emails).where(eq(emails.id, row!.businessEmailId!));
    expect(outbox.map((email) => email.kind).sort()).toEqual(["booking-customer", "booking-reminder"]);
    for (const email of [...outbox, ...business]) {
      expect(JSON.stringify(email)).not.toContain("#8812");
      expect(email.html).toContain("Las Olas Grand, 333 Las Olas Way, Unit 2104, Fort Lauderdale, FL 33301");
    }
    const url = new URL(booking.calendar_url);
    const ics = await (await api(url.pathname + url.search)).text();
    expect(ics).toContain("LOCATION:");
    expect(ics).not.toContain("#8812");

    // A customer, even signed in, gets no way to read it; the admin's booking page and day view do.
    const customer = await verifiedAccount();
    expect((await api(`/api/admin/bookings/${booking.reference}`, { cookie: customer.cookie })).status).toBe(403);
    const admin = await adminAccount();
    const detail = (await (await api(`/api/admin/bookings/${booking.reference}`, { cookie: admin.cookie })).json()) as AdminBookingDetail;
    expect(detail.accessNotes).toBe(CODE);
    expect(detail.booking.addressParts).toMatchObject({ building: "Las Olas Grand", unit: "2104", access_method: "lockbox" });
    const list = await (await api(`/api/admin/bookings?q=${booking.reference}`, { cookie: admin.cookie })).text();
    expect(list).toContain(booking.reference);
    expect(list).not.toContain("#8812");
    const view = await dayViewWeekOverHttp(admin.cookie);
    const visit = view.days.flatMap((day) => day.slots.flatMap((slot) => slot.visits)).find((each) => each.reference === booking.reference);
    expect(visit?.place).toMatchObject({ area: "Fort Lauderdale, FL", accessNotes: CODE, parts: { building: "Las Olas Grand" } });
    // The slot's places are its area's.
    const slot = view.days.flatMap((day) => day.slots).find((each) => each.visits.some((one) => one.reference === booking.reference));
    expect(slot?.capacity).toContainEqual({
      serviceId: "regular-cleaning",
      title: "Regular Cleaning in Fort Lauderdale",
      taken: 1,
      free: 1,
    });
  });

  it("keeps an old booking without parts working: shown, rescheduled and completed", async () => {
    const admin = await adminAccount();
    const id = crypto.randomUUID();
    const now = new Date();
    const date = inTwoDays();
    await db.insert(bookings).values({
      id,
      reference: "SFB-OLD001",
      serviceId: "regular-cleaning",
      serviceTitle: "Regular Cleaning",
      servicePrice: "$80/visit",
      appointmentDate: date,
      appointmentTime: "9:00 AM",
      startsAt: slotStart(date, "9:00 AM"),
      customerName: "Old Timer",
      customerEmail: uniqueEmail("old"),
      customerPhone: "(305) 555-0111",
      serviceAddress: "1 Ocean Dr, Miami Beach",
      status: "confirmed",
      idempotencyKey: id,
      createdAt: now,
      updatedAt: now,
    });
    const shown = (await (await api("/api/admin/bookings/SFB-OLD001", { cookie: admin.cookie })).json()) as AdminBookingDetail;
    expect([shown.booking.serviceAddress, shown.booking.area, shown.booking.addressParts, shown.accessNotes]).toEqual([
      "1 Ocean Dr, Miami Beach",
      null,
      null,
      null,
    ]);
    const moved = await api("/api/admin/bookings/SFB-OLD001/reschedule", {
      method: "POST",
      cookie: admin.cookie,
      json: { appointment_date: date, appointment_time: "10:00 AM" },
    });
    expect(moved.status).toBe(200);
    // Completing needs the visit to have started: move its start into the past.
    await db
      .update(bookings)
      .set({ startsAt: new Date(Date.now() - 60_000) })
      .where(eq(bookings.id, id));
    const completed = await api("/api/admin/bookings/SFB-OLD001/status", {
      method: "POST",
      cookie: admin.cookie,
      json: { action: "complete" },
    });
    expect(completed.status).toBe(200);
    expect(((await completed.json()) as AdminBookingDetail).booking.status).toBe("completed");
  });
});
