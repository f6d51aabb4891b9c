import { and, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { PROVIDER_SHARE_PERCENT } from "#core/offer-details";
import { businessToday } from "#core/time-slots";
import { emails } from "#worker/db/schema";
import { emailNewOffers } from "#worker/services/work/job-offers";
import { addDays, openDayFrom } from "./business-calendar";
import { newBooking, staffAccount } from "./staff-support";
import { adminAccount, type Account, api, appNow, db, testContext } from "./support";
import { withoutDemoStaff } from "./staff-seed";

/** A vendor is offered only the visits they could do: their service, their area, their hours. */

const MIAMI_ADDRESS = "1200 Brickell Bay Dr, Apt 7, Miami, FL 33131";

interface Offer {
  reference: string;
  area: string | null;
  neighbourhood: string | null;
  bedrooms: number | null;
  bathrooms: number | null;
  lengthHours: number;
  earningsCents: number | null;
}

const offersOf = async (cookie: string) => ((await (await api("/api/work/offers", { cookie })).json()) as { offers: Offer[] }).offers;

async function hours(admin: Account, userId: string, areas: string[]) {
  const span = [{ start: "08:00", end: "20:00" }];
  const week = Object.fromEntries(["mon", "tue", "wed", "thu", "fri"].map((day) => [day, span]));
  const saved = await api(`/api/admin/staff/${userId}/hours`, { method: "PUT", cookie: admin.cookie, json: { areas, hours: week } });
  expect(saved.status).toBe(200);
}

// This file's own members are the only people on shift: without the demo staff every file starts with.
beforeAll(() => withoutDemoStaff());

describe("offers to vendors who are free then, in that area", () => {
  it("shows the offer only to a vendor who covers the area, names what the job is, and refuses an accept once the vendor is no longer free", async () => {
    const admin = await adminAccount();
    const [miami, lauderdale] = await Promise.all([
      staffAccount("vendor", ["move-cleaning"], "Rosa"),
      staffAccount("vendor", ["move-cleaning"], "Lina"),
    ]);
    await hours(admin, miami.userId, ["Miami, FL"]);
    await hours(admin, lauderdale.userId, ["Fort Lauderdale, FL"]);
    const date = openDayFrom(addDays(businessToday(appNow()), 3), { weekday: true });
    const { reference } = await newBooking({
      service_id: "move-cleaning",
      appointment_date: date,
      appointment_time: "10:00 AM",
      service_address: MIAMI_ADDRESS,
      bedrooms: 2,
      bathrooms: 2,
    });

    expect((await offersOf(lauderdale.cookie)).map((offer) => offer.reference)).not.toContain(reference);
    // The cron emails the offer to the Miami vendor only.
    await emailNewOffers(testContext());
    const offerEmails = await db
      .select()
      .from(emails)
      .where(and(eq(emails.kind, "job-offer"), eq(emails.bookingReference, reference)));
    expect(offerEmails.map((email) => email.to)).toEqual([miami.email]);
    const offer = (await offersOf(miami.cookie)).find((each) => each.reference === reference);
    expect(offer).toMatchObject({ area: "Miami", neighbourhood: "Miami 33131", bedrooms: 2, bathrooms: 2, lengthHours: 6 });
    expect(offer?.earningsCents).toBeGreaterThan(0);
    // An accept by the vendor outside the area is no accept: the offer was never theirs.
    expect((await api(`/api/work/offers/${reference}/accept`, { method: "POST", cookie: lauderdale.cookie })).status).toBe(404);

    // The Miami vendor takes that morning off: the accept is refused, with a code saying why.
    const off = await api(`/api/admin/staff/${miami.userId}/time-off`, {
      method: "POST",
      cookie: admin.cookie,
      json: { from: date, to: date, start: "08:00", end: "12:00", reason: "Dentist" },
    });
    expect(off.status).toBe(201);
    const refused = await api(`/api/work/offers/${reference}/accept`, { method: "POST", cookie: miami.cookie });
    expect(refused.status).toBe(409);
    expect(((await refused.json()) as { error: { code: string } }).error.code).toBe("not_free_then");
    expect((await offersOf(miami.cookie)).map((each) => each.reference)).not.toContain(reference);
    expect(PROVIDER_SHARE_PERCENT).toBeGreaterThan(0);
  }, 30_000);
});
