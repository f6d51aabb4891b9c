import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { bookings } from "#worker/db/schema";
import { myJobs } from "#worker/services/work/work-jobs";
import { newBooking, staffAccount } from "./staff-support";
import { adminAccount, api, db, testContext } from "./support";

const HOUR = 3600_000;

describe("the way in, in the work portal", () => {
  it("shows the assigned provider the lockbox code, parking and pets from the day before the visit, and not earlier", async () => {
    const admin = await adminAccount();
    const crew = await staffAccount("crew", ["regular-cleaning"], "Rosa");
    const { reference } = await newBooking({
      address: {
        street: "1200 Brickell Bay Dr",
        unit: "3104",
        city: "Miami",
        zip: "33131",
        access_method: "lockbox",
        access_notes: "Lockbox #4417 on the gas meter",
        parking_notes: "Guest spot 12",
        pets: "A shy cat",
      },
    });
    await api(`/api/admin/bookings/${reference}/provider`, { method: "PUT", cookie: admin.cookie, json: { providerId: crew.userId } });
    const [booking] = await db.select().from(bookings).where(eq(bookings.reference, reference));
    const jobAt = async (now: Date) => {
      const jobs = await myJobs(testContext({ user: { id: crew.userId, email: crew.email, firstName: "Rosa" }, now }));
      return [...jobs.today, ...jobs.upcoming].find((job) => job.reference === reference);
    };

    const weekBefore = await jobAt(new Date(booking!.startsAt.getTime() - 7 * 24 * HOUR));
    expect(weekBefore?.place).toBeNull();
    expect(JSON.stringify(weekBefore)).not.toContain("#4417");

    const hoursBefore = await jobAt(new Date(booking!.startsAt.getTime() - 2 * HOUR));
    expect(hoursBefore?.place).toEqual({ wayIn: "Lockbox: Lockbox #4417 on the gas meter", parking: "Guest spot 12", pets: "A shy cat" });
  });
});
