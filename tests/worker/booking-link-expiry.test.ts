import { format, subDays } from "date-fns";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import type { BookingResponse } from "#core/booking-schema";
import { businessToday } from "#core/time-slots";
import { users } from "#worker/db/schema";
import { LINK_EXPIRED_MESSAGE } from "#worker/services/bookings/booking-links";
import { createBooking } from "#worker/services/bookings/create-booking";
import { findOwnBooking } from "#worker/services/bookings/my-bookings";
import { api, appNow, asAnswer, bookingBody, db, firstLink, futureDate, latestEmailTo, testContext, verifiedAccount } from "./support";

const EXPIRED = { error: { code: "link_expired", message: LINK_EXPIRED_MESSAGE } };
const DAY = 24 * 60 * 60 * 1000;

/** A weekday at least `days` before today (business time), when 10:00 AM is open. */
function weekdayDaysAgo(days: number): string {
  let date = subDays(new Date(`${businessToday(appNow())}T12:00:00Z`), days);
  while ([0, 6].includes(date.getUTCDay())) date = subDays(date, 1);
  return format(date, "yyyy-MM-dd");
}

/** A booking of a visit on `date`, made a week before it, and the two links its confirmation email carries. */
async function bookedOn(date: string, user?: { id: string; email: string }) {
  const body = { ...bookingBody({ appointment_date: date, appointment_time: "10:00 AM" }), special_notes: null };
  const now = subDays(new Date(`${date}T12:00:00Z`), 7);
  const ctx = user ? testContext({ now, user }) : testContext({ now });
  const { response } = await createBooking(ctx, body, { idempotencyKey: crypto.randomUUID() });
  const confirmation = await latestEmailTo(body.customer_email);
  const manage = new URL(firstLink(confirmation!.html, "/manage-booking"));
  const calendar = new URL(firstLink(confirmation!.html, "/calendar.ics"));
  return { booking: response.booking, manageToken: manage.searchParams.get("token")!, calendarPath: calendar.pathname + calendar.search };
}

describe("the emailed links of a booking", () => {
  it("are refused as expired once the visit started 31 days ago or more", async () => {
    const { booking, manageToken, calendarPath } = await bookedOn(weekdayDaysAgo(31));
    const opened = await api(`/api/my-bookings/${booking.reference}?token=${manageToken}`);
    expect(opened.status).toBe(404);
    expect(await opened.json()).toEqual(EXPIRED);
    const cancelled = await api(`/api/my-bookings/${booking.reference}/cancel?token=${manageToken}`, { method: "POST", json: {} });
    expect(await cancelled.json()).toEqual(EXPIRED);
    const calendar = await api(calendarPath);
    expect(calendar.status).toBe(404);
    expect(await calendar.json()).toEqual(EXPIRED);
  });

  it("work for an upcoming visit", async () => {
    const { booking, manageToken, calendarPath } = await bookedOn(futureDate({ weekday: true }));
    const opened = await api(`/api/my-bookings/${booking.reference}?token=${manageToken}`);
    expect(opened.status).toBe(200);
    expect(((await opened.json()) as { booking: BookingResponse["booking"] }).booking.reference).toBe(booking.reference);
    const calendar = await api(calendarPath);
    expect(calendar.status).toBe(200);
    expect(await calendar.text()).toContain(`UID:${booking.reference}@`);
  });

  it("work until 30 days after the visit's start, and a signed-in owner still opens the booking after that", async () => {
    const account = await verifiedAccount();
    const [user] = await db.select({ id: users.id }).from(users).where(eq(users.email, account.email));
    const { booking, manageToken } = await bookedOn("2025-03-04", { id: user!.id, email: account.email });
    const startsAt = new Date("2025-03-04T15:00:00Z").getTime(); // 10:00 AM in Miami (EST)
    const at = (time: number) => testContext({ now: new Date(time) });

    await expect(findOwnBooking(at(startsAt + 30 * DAY), booking.reference, { token: manageToken })).resolves.toMatchObject({
      reference: booking.reference,
    });
    const late = await findOwnBooking(at(startsAt + 30 * DAY + 1), booking.reference, { token: manageToken }).catch(asAnswer);
    expect(late).toMatchObject({ status: 404, code: "link_expired" });
    await expect(findOwnBooking(at(startsAt + 400 * DAY), booking.reference, { userId: user!.id })).resolves.toMatchObject({
      reference: booking.reference,
    });
  });
});
