import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import type { MyBookingsResponse } from "#core/my-bookings";
import { JOB_TAKEN_MESSAGE } from "#core/staff-api";
import { slotStart } from "#core/time-slots";
import { bookings, emails } from "#worker/db/schema";
import { emailNewOffers } from "#worker/services/work/job-offers";
import { myJobs, onMyWay, startJob } from "#worker/services/work/work-jobs";
import { withoutDemoStaff } from "./staff-seed";
import { newBooking, staffAccount } from "./staff-support";
import { adminAccount, api, db, testContext, verifiedAccount } from "./support";

const accept = (reference: string, cookie: string) => api(`/api/work/offers/${reference}/accept`, { method: "POST", cookie });
const offersOf = async (cookie: string) =>
  ((await (await api("/api/work/offers", { cookie })).json()) as { offers: { reference: string }[] }).offers.map(
    (offer) => offer.reference,
  );

describe("job offers", () => {
  it("offers a booking to the vendors who cover its service; of 5 accepting at once, one gets it", async () => {
    // TV mounting is a crew service: without its demo crew, the visit stays on offer to the vendors.
    await withoutDemoStaff(["tv-mounting"]);
    const vendors = await Promise.all(Array.from({ length: 5 }, () => staffAccount("vendor", ["tv-mounting"])));
    const other = await staffAccount("vendor", ["nails-service"]);
    const { reference } = await newBooking({ service_id: "tv-mounting" });
    for (const vendor of vendors) expect(await offersOf(vendor.cookie)).toContain(reference);
    expect(await offersOf(other.cookie)).not.toContain(reference);
    // The offer shows no customer details.
    const [offer] = ((await (await api("/api/work/offers", { cookie: vendors[0]!.cookie })).json()) as { offers: object[] }).offers;
    expect(Object.keys(offer!).sort()).toEqual([
      "appointmentDate",
      "appointmentTime",
      "area",
      "bathrooms",
      "bedrooms",
      "earningsCents",
      "estimate",
      "lengthHours",
      "neighbourhood",
      "reference",
      "serviceId",
      "serviceTitle",
      "startsAt",
    ]);

    const answers = await Promise.all(vendors.map((vendor) => accept(reference, vendor.cookie)));
    const statuses = answers.map((answer) => answer.status).sort();
    expect(statuses).toEqual([200, 409, 409, 409, 409]);
    const refused = answers.find((answer) => answer.status === 409)!;
    expect(await refused.json()).toEqual({ error: { code: "already_taken", message: JOB_TAKEN_MESSAGE } });
    const winner = vendors[answers.findIndex((answer) => answer.status === 200)]!;
    // The winner's second click answers the job again; nobody sees the offer any more.
    expect((await accept(reference, winner.cookie)).status).toBe(200);
    for (const vendor of vendors) expect(await offersOf(vendor.cookie)).not.toContain(reference);
    // A vendor who does not cover it cannot tell it exists.
    expect((await accept(reference, other.cookie)).status).toBe(404);
    // Six accounts choose a password and sign in first (scrypt, about 0.1 s each on a quiet machine);
    // 30 s ran out on a shared 2-core machine under a load of 20.
  }, 60_000);

  it("a declined offer is hidden from that vendor only", async () => {
    const [first, second] = await Promise.all([staffAccount("vendor", ["pc-phone-repair"]), staffAccount("vendor", ["pc-phone-repair"])]);
    const { reference } = await newBooking({ service_id: "pc-phone-repair" });
    const declined = await api(`/api/work/offers/${reference}/decline`, { method: "POST", cookie: first!.cookie });
    expect(declined.status).toBe(200);
    expect(await offersOf(first!.cookie)).not.toContain(reference);
    expect(await offersOf(second!.cookie)).toContain(reference);
    expect((await accept(reference, first!.cookie)).status).toBe(404);
    expect((await api(`/api/work/offers/${reference}/decline`, { method: "POST", cookie: first!.cookie })).status).toBe(200);
  });

  it("the cron emails each new offer once to the vendors who cover it", async () => {
    const vendor = await staffAccount("vendor", ["chef-service"]);
    const { reference } = await newBooking({ service_id: "chef-service", price_inputs: { guests: 4 } });
    const ctx = testContext();
    await emailNewOffers(ctx);
    await emailNewOffers(ctx);
    const offers = (await db.select().from(emails).where(eq(emails.to, vendor.email))).filter((email) => email.kind === "job-offer");
    expect(offers).toHaveLength(1);
    expect(offers[0]?.html).toContain("/work?tab=offers");
    expect(offers[0]?.text).not.toContain("Gloria");
    expect(reference).toMatch(/^SFB-/);
  });
});

describe("a provider's jobs", () => {
  it("shows the customer's first name and phone only from the day before, and the estimate", async () => {
    const admin = await adminAccount();
    const crew = await staffAccount("crew", ["regular-cleaning"], "Rosa");
    const { reference } = await newBooking({
      customer_phone: "(305) 555-0199",
      service_address: "1200 Brickell Bay Dr, Apt 3104, Miami, FL 33131",
    });
    await api(`/api/admin/bookings/${reference}/provider`, { method: "PUT", cookie: admin.cookie, json: { providerId: crew.userId } });
    const [booking] = await db.select().from(bookings).where(eq(bookings.reference, reference));
    const visit = booking!.startsAt;
    const user = { id: crew.userId, email: crew.email };
    const twoDaysBefore = new Date(visit.getTime() - 48 * 3600_000);
    const early = await myJobs(testContext({ user, now: twoDaysBefore }));
    const job = early.upcoming.find((item) => item.reference === reference)!;
    expect(job.customer).toBeNull();
    expect(job.address).toBe("1200 Brickell Bay Dr, Apt 3104, Miami, FL 33131");
    expect(job.notes).toBe("Concierge has the key.");
    expect(job.estimate?.total_cents).toBeGreaterThan(0);
    const dayBefore = slotStart(job.contactFrom, "8:00 AM");
    const later = await myJobs(testContext({ user, now: dayBefore }));
    expect(later.upcoming.find((item) => item.reference === reference)?.customer).toEqual({ firstName: "Gloria", phone: "(305) 555-0199" });
  });

  it("'On my way' emails the customer once with the provider's first name; another provider gets 404", async () => {
    const admin = await adminAccount();
    const crew = await staffAccount("crew", ["regular-cleaning"], "Rosa");
    const stranger = await staffAccount("vendor", ["regular-cleaning"]);
    const { reference, customerEmail } = await newBooking({ customer_name: "Gloria <script>Estrada" });
    await api(`/api/admin/bookings/${reference}/provider`, { method: "PUT", cookie: admin.cookie, json: { providerId: crew.userId } });

    expect((await api(`/api/work/jobs/${reference}/on-my-way`, { method: "POST", cookie: stranger.cookie })).status).toBe(404);
    expect((await api(`/api/work/jobs/${reference}/start`, { method: "POST", cookie: stranger.cookie })).status).toBe(404);

    // On the visit's day, once confirmed (the steps open then).
    await api(`/api/admin/bookings/${reference}/status`, { method: "POST", cookie: admin.cookie, json: { action: "confirm" } });
    const [booking] = await db.select().from(bookings).where(eq(bookings.reference, reference));
    const onTheDay = testContext({
      user: { id: crew.userId, email: crew.email, firstName: "Rosa" },
      now: new Date(booking!.startsAt.getTime() - 3600_000),
    });
    const [first, second] = await Promise.all([onMyWay(onTheDay, reference), onMyWay(onTheDay, reference)]);
    expect([first.job.progress, second.job.progress]).toEqual(["on_the_way", "on_the_way"]);
    const sent = (await db.select().from(emails).where(eq(emails.to, customerEmail))).filter((email) => email.kind === "on-the-way");
    expect(sent).toHaveLength(1);
    expect(sent[0]?.subject).toContain("Rosa is on the way");
    expect(sent[0]?.html).not.toContain("<script>");
    expect((await startJob(onTheDay, reference)).job.progress).toBe("started");
  });
});

describe("the customer's view", () => {
  it("My bookings shows the provider's first name once assigned, then 'On the way'", async () => {
    const admin = await adminAccount();
    const customer = await verifiedAccount();
    const crew = await staffAccount("crew", ["regular-cleaning"], "Rosa");
    const { reference } = await newBooking({ customer_email: customer.email }, customer.cookie);
    const mine = async () =>
      ((await (await api("/api/my-bookings", { cookie: customer.cookie })).json()) as MyBookingsResponse).upcoming.find(
        (booking) => booking.reference === reference,
      );
    expect((await mine())?.provider).toBeNull();
    await api(`/api/admin/bookings/${reference}/provider`, { method: "PUT", cookie: admin.cookie, json: { providerId: crew.userId } });
    expect((await mine())?.provider).toEqual({ first_name: "Rosa", progress: "assigned" });
    await api(`/api/admin/bookings/${reference}/status`, { method: "POST", cookie: admin.cookie, json: { action: "confirm" } });
    const [booking] = await db.select().from(bookings).where(eq(bookings.reference, reference));
    const user = { id: crew.userId, email: crew.email, firstName: "Rosa" };
    await onMyWay(testContext({ user, now: new Date(booking!.startsAt.getTime() - 3600_000) }), reference);
    expect((await mine())?.provider).toEqual({ first_name: "Rosa", progress: "on_the_way" });
  });
});
