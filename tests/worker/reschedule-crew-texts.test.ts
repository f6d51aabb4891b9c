import { and, eq, inArray } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import type { Locale } from "#core/i18n/locale";
import { bookings, crewAssignments, emails, staffMembers, textPreferences, users } from "#worker/db/schema";
import { rescheduleOwnBooking } from "#worker/services/bookings/my-bookings";
import { whileOutboxRefuses } from "./outbox-refusal";
import { withoutDemoStaff } from "./staff-seed";
import { adminAccount, type Account, api, db, futureDate, postBooking, testContext, uniqueEmail } from "./support";

// A Spanish text longer than two SMS parts loses its accents (worker/texts/sms-segments.ts).
// Who has a visit after a move is decided inside the move's batch (the member keeps it only if
// free at the new time, else a free one is given it); the crew's texts come from that same batch.

const MIAMI_ADDRESS = "1200 Brickell Bay Dr, Apt 9, Miami, FL 33131";
const SERVICE = "pet-grooming";

let phones = 0;

/** A crew member on shift on weekdays in Miami during `span`, who said yes to texts, reading them in `locale`. */
async function texter(admin: Account, span: { start: string; end: string }, locale: Locale) {
  const id = crypto.randomUUID();
  const now = new Date();
  phones += 1;
  const phone = `+1305555${String(7000 + phones).padStart(4, "0")}`;
  await db.insert(users).values({
    id,
    email: uniqueEmail("crew"),
    emailVerified: true,
    name: "Ivo Paz",
    firstName: "Ivo",
    lastName: "Paz",
    createdAt: now,
    updatedAt: now,
  });
  await db.insert(staffMembers).values({
    userId: id,
    role: "crew",
    serviceIds: [SERVICE],
    active: true,
    locale,
    addedBy: "owner@example.com",
    createdAt: now,
    updatedAt: now,
  });
  await db.insert(textPreferences).values({ userId: id, mobilePhone: phone, reminderTexts: true, updatedAt: now });
  const hours = Object.fromEntries(["mon", "tue", "wed", "thu", "fri"].map((day) => [day, [span]]));
  const saved = await api(`/api/admin/staff/${id}/hours`, { method: "PUT", cookie: admin.cookie, json: { areas: ["Miami, FL"], hours } });
  expect(saved.status).toBe(200);
  return { id, phone };
}

/** A morning member (Spanish) and an afternoon member (English); a 9 AM visit sold to the morning one. */
async function morningVisit() {
  const admin = await adminAccount();
  // The members of the tests before stop working, so that this test's are the only ones.
  await db.update(staffMembers).set({ active: false });
  const morning = await texter(admin, { start: "08:00", end: "12:00" }, "es");
  const afternoon = await texter(admin, { start: "12:00", end: "20:00" }, "en");
  const date = futureDate({ weekday: true });
  const sold = await postBooking({
    service_id: SERVICE,
    appointment_date: date,
    appointment_time: "9:00 AM",
    service_address: MIAMI_ADDRESS,
  });
  expect(sold.status).toBe(201);
  const { booking } = (await sold.json()) as { booking: { reference: string } };
  const [row] = await db.select().from(bookings).where(eq(bookings.reference, booking.reference));
  expect(await holderOf(row!.id)).toBe(morning.id);
  const move = (time: string) =>
    api(`/api/admin/bookings/${booking.reference}/reschedule`, {
      method: "POST",
      cookie: admin.cookie,
      json: { appointment_date: date, appointment_time: time },
    });
  return { morning, afternoon, booking: row!, date, move };
}

async function holderOf(bookingId: string) {
  const [given] = await db.select().from(crewAssignments).where(eq(crewAssignments.visitId, bookingId));
  return given?.providerId ?? null;
}

async function textsTo(phones: string[], reference: string) {
  const rows = await db
    .select()
    .from(emails)
    .where(and(inArray(emails.to, phones), eq(emails.bookingReference, reference), eq(emails.channel, "sms")));
  return rows.map((row) => ({ to: row.to, kind: row.kind, language: row.language, text: row.text }));
}

// This file's own members are the only people on shift.
beforeAll(() => withoutDemoStaff());

describe("the crew's texts after the business moves a visit", () => {
  it("the member who keeps it is told it moved, in their language, and nobody else", async () => {
    const { morning, afternoon, booking, move } = await morningVisit();
    // 10 to 12 is still inside the morning member's shift.
    expect((await move("10:00 AM")).status).toBe(200);
    expect(await holderOf(booking.id)).toBe(morning.id);
    const texts = await textsTo([morning.phone, afternoon.phone], booking.reference);
    expect(texts).toEqual([{ to: morning.phone, kind: "job-moved-text", language: "es", text: expect.stringMatching(/pas[oó] al/) }]);
    expect(texts[0]!.text).toContain("10:00");
  });

  it("when it goes to another member: the one who lost it is told it left their schedule, and the one given it that it is theirs", async () => {
    const { morning, afternoon, booking, move } = await morningVisit();
    // 2 PM is the afternoon member's.
    expect((await move("2:00 PM")).status).toBe(200);
    expect(await holderOf(booking.id)).toBe(afternoon.id);
    const texts = await textsTo([morning.phone, afternoon.phone], booking.reference);
    expect(texts).toHaveLength(2);
    expect(texts).toEqual(
      expect.arrayContaining([
        { to: morning.phone, kind: "job-released-text", language: "es", text: expect.stringMatching(/ya no est[aá] en su agenda/) },
        { to: afternoon.phone, kind: "job-assigned-text", language: "en", text: expect.stringContaining("you have a new job") },
      ]),
    );
    // The morning member is told the time they knew; the afternoon one the new time.
    expect(texts.find((text) => text.to === morning.phone)!.text).toMatch(/9:00/);
    expect(texts.find((text) => text.to === afternoon.phone)!.text).toContain("2:00 PM");
  });

  it("a move whose text cannot be stored is not made: the visit keeps its time and its member", async () => {
    const { morning, afternoon, booking, move } = await morningVisit();
    expect((await whileOutboxRefuses("job-released", () => move("2:00 PM"))).status).toBe(500);
    const [after] = await db.select().from(bookings).where(eq(bookings.id, booking.id));
    expect(after!.appointmentTime).toBe(booking.appointmentTime);
    expect(await holderOf(booking.id)).toBe(morning.id);
    expect(await textsTo([morning.phone, afternoon.phone], booking.reference)).toEqual([]);
  });
});

describe("the crew's texts after the customer moves a visit", () => {
  it("come from the move's batch too: the member who lost it and the one given it", async () => {
    const { morning, afternoon, booking, date } = await morningVisit();
    await rescheduleOwnBooking(testContext(), booking, { appointment_date: date, appointment_time: "2:00 PM" });
    expect(await holderOf(booking.id)).toBe(afternoon.id);
    const kinds = (await textsTo([morning.phone, afternoon.phone], booking.reference)).map((text) => [text.to, text.kind]);
    expect(kinds.sort()).toEqual(
      [
        [morning.phone, "job-released-text"],
        [afternoon.phone, "job-assigned-text"],
      ].sort(),
    );
  });
});
