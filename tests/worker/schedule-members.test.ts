import { and, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { businessToday, slotStart } from "#core/time-slots";
import { runBatch } from "#worker/db/raw-batch";
import { bookings, cleaningSchedules, crewAssignments } from "#worker/db/schema";
import { keepFirstCleaningMember } from "#worker/services/schedules/plan-series";
import { addDays, openDayFrom } from "./business-calendar";
import { memberWithHours } from "./crew-members";
import { dayViewWeekOverHttp } from "./day-views";
import { subscriber } from "./subscription-factory";
import { adminAccount, type Account, api, appNow, db, postBooking } from "./support";
import { withoutDemoStaff } from "./staff-seed";

/** A subscriber keeps the member who had their visit before, when that member is free. */

const MIAMI_ADDRESS = "1200 Brickell Bay Dr, Apt 7, Miami, FL 33131";

async function soldTo(date: string): Promise<{ id: string; member: string }> {
  const response = await postBooking({
    service_id: "deep-cleaning",
    appointment_date: date,
    appointment_time: "10:00 AM",
    service_address: MIAMI_ADDRESS,
  });
  expect(response.status).toBe(201);
  const { booking } = (await response.json()) as { booking: { reference: string } };
  const [row] = await db.select({ id: bookings.id }).from(bookings).where(eq(bookings.reference, booking.reference));
  const [given] = await db
    .select({ providerId: crewAssignments.providerId })
    .from(crewAssignments)
    .where(and(eq(crewAssignments.visitType, "booking"), eq(crewAssignments.visitId, row!.id)));
  return { id: row!.id, member: given!.providerId! };
}

async function crewOfVisit(admin: Account, visitId: string): Promise<string | null | undefined> {
  const view = await dayViewWeekOverHttp(admin.cookie);
  return view.days.flatMap((day) => day.slots.flatMap((slot) => slot.visits)).find((visit) => visit.id === visitId)?.crewName;
}

// This file's own members are the only people on shift: without the demo staff every file starts with.
beforeAll(() => withoutDemoStaff());

describe("subscribers keep their crew", () => {
  it("a series goes to the member who had the first cleaning when they are free, else to the least busy free member", async () => {
    const admin = await adminAccount();
    const ana = await memberWithHours(admin, ["deep-cleaning"], { firstName: "Ana" });
    const bea = await memberWithHours(admin, ["deep-cleaning"], { firstName: "Bea" });
    const today = businessToday(appNow());
    const visitDay = openDayFrom(addDays(today, 2), { weekday: true });
    // Two cleanings sold at one time on a later day: the second goes to the member the
    // least-busy rule would not pick first. That second one is the subscriber's first cleaning.
    const firstCleaningDay = openDayFrom(addDays(visitDay, 1), { weekday: true });
    const other = await soldTo(firstCleaningDay);
    const firstCleaning = await soldTo(firstCleaningDay);
    expect(new Set([other.member, firstCleaning.member])).toEqual(new Set([ana, bea]));
    const regular = firstCleaning.member;
    const otherMember = other.member;

    // The plan's series, as paying for it writes it (no address of its own), then its regular member.
    const customer = await subscriber();
    const stripeSubscriptionId = `sub_${crypto.randomUUID()}`;
    const scheduleId = crypto.randomUUID();
    const now = appNow();
    await db.insert(cleaningSchedules).values({
      id: scheduleId,
      userId: customer.userId,
      email: customer.email,
      scheduledDate: visitDay,
      scheduledTime: "10:00 AM",
      startsAt: slotStart(visitDay, "10:00 AM"),
      frequency: "weekly",
      status: "active",
      subscriptionTier: "2bed2bath",
      idempotencyKey: `plan-series:${stripeSubscriptionId}`,
      createdAt: now,
      updatedAt: now,
    });
    await runBatch(db, [keepFirstCleaningMember({ id: firstCleaning.id }, stripeSubscriptionId, now)]);

    const visitId = `${scheduleId}@${visitDay}`;
    const name = (userId: string) => (userId === ana ? "Ana Paz" : "Bea Paz");
    expect(await crewOfVisit(admin, visitId)).toBe(name(regular));

    // The regular member is off that day: a free member goes instead.
    const off = await api(`/api/admin/staff/${regular}/time-off`, {
      method: "POST",
      cookie: admin.cookie,
      json: { from: visitDay, to: visitDay, reason: "Wedding" },
    });
    expect(off.status).toBe(201);
    expect(await crewOfVisit(admin, visitId)).toBe(name(otherMember));
  });
});
