import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { bookings, emails } from "#worker/db/schema";
import { sendDueReminders } from "#worker/services/bookings/reminders";
import { newBooking, staffAccount } from "./staff-support";
import { adminAccount, api, db, testContext } from "./support";
import { withoutDemoStaff } from "./staff-seed";

/** The customer learns who is coming: when a provider takes the job, and in the reminder. */

const kindsTo = async (to: string, kind: string) =>
  (await db.select().from(emails).where(eq(emails.to, to))).filter((email) => email.kind === kind);

describe("emails that name the provider", () => {
  it("tells the customer once when the owner assigns a provider, again only for another provider; the reminder names them", async () => {
    const admin = await adminAccount();
    const [rosa, ines] = await Promise.all([
      staffAccount("crew", ["regular-cleaning"], "Rosa"),
      staffAccount("crew", ["regular-cleaning"], "Ines"),
    ]);
    const { reference, customerEmail } = await newBooking({ customer_name: "Gloria <b>Estrada</b>" });
    const assign = (providerId: string) =>
      api(`/api/admin/bookings/${reference}/provider`, { method: "PUT", cookie: admin.cookie, json: { providerId } });

    expect((await assign(rosa.userId)).status).toBe(200);
    expect((await assign(rosa.userId)).status).toBe(200);
    const told = await kindsTo(customerEmail, "provider-assigned");
    expect(told).toHaveLength(1);
    expect(told[0]?.subject).toContain(`Rosa will do your Regular Cleaning (${reference})`);
    // What the customer typed is escaped in the email.
    expect(told[0]?.html).toContain("Gloria &lt;b&gt;Estrada&lt;/b&gt;");
    expect((await assign(ines.userId)).status).toBe(200);
    expect((await kindsTo(customerEmail, "provider-assigned")).map((email) => email.subject.split(" ")[0])).toEqual(["Rosa", "Ines"]);

    const [booking] = await db.select().from(bookings).where(eq(bookings.reference, reference));
    await sendDueReminders(testContext({ now: new Date(booking!.startsAt.getTime() - 24 * 60 * 60 * 1000) }));
    const [reminder] = await kindsTo(customerEmail, "booking-reminder");
    expect(reminder?.text).toContain("Your provider: Ines");
  });

  it("tells the customer when a vendor accepts the offer, once however often the vendor taps", async () => {
    // Furniture assembly is a crew service: without its demo crew, the visit stays on offer to the vendor.
    await withoutDemoStaff(["furniture-assembly"]);
    const vendor = await staffAccount("vendor", ["furniture-assembly"], "Lucia");
    const { reference, customerEmail } = await newBooking({ service_id: "furniture-assembly" });
    for (let tap = 0; tap < 2; tap += 1) {
      expect((await api(`/api/work/offers/${reference}/accept`, { method: "POST", cookie: vendor.cookie })).status).toBe(200);
    }
    const told = await kindsTo(customerEmail, "provider-assigned");
    expect(told.map((email) => email.subject)).toEqual([`Lucia will do your Furniture Assembly (${reference})`]);
  });
});
