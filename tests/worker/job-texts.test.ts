import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { bookings, emails } from "#worker/db/schema";
import { cancelOwnBooking } from "#worker/services/bookings/my-bookings";
import { emailNewOffers } from "#worker/services/work/job-offers";
import { completeJob } from "#worker/services/work/work-complete";
import { newBooking, staffAccount } from "./staff-support";
import { adminAccount, api, db, futureDate, testContext, verifiedAccount } from "./support";

const NOTES = "Gate code #4321, key under the mat";

async function saysYesToTexts(cookie: string, mobile: string) {
  const saved = await api("/api/text-settings", { method: "PUT", cookie, json: { mobile_phone: mobile, reminder_texts: true } });
  expect(saved.status).toBe(200);
}

async function textsTo(to: string) {
  return (await db.select().from(emails).where(eq(emails.to, to))).filter((message) => message.channel === "sms");
}

function expectNothingPrivate(body: string) {
  expect(body).not.toContain("#4321");
  expect(body).not.toContain("Brickell");
  expect(body.length).toBeLessThanOrEqual(306);
}

describe("a finished visit's text", () => {
  it("tells a customer who said yes to texts that the visit is finished, with the receipt's link, once", async () => {
    const admin = await adminAccount();
    const crew = await staffAccount("crew", ["regular-cleaning"], "Rosa");
    const customer = await verifiedAccount();
    await saysYesToTexts(customer.cookie, "(305) 555-0161");
    const { reference } = await newBooking({ customer_email: customer.email, special_notes: NOTES }, customer.cookie);
    await api(`/api/admin/bookings/${reference}/provider`, { method: "PUT", cookie: admin.cookie, json: { providerId: crew.userId } });
    await api(`/api/admin/bookings/${reference}/status`, { method: "POST", cookie: admin.cookie, json: { action: "confirm" } });
    const [booking] = await db.select().from(bookings).where(eq(bookings.reference, reference));
    const after = new Date(booking!.startsAt.getTime() + 3 * 3600_000);
    const ctx = testContext({ user: { id: crew.userId, email: crew.email, firstName: "Rosa" }, now: after });
    await completeJob(ctx, reference, { ...(booking!.priceInputs ?? {}) });
    await completeJob(ctx, reference, { ...(booking!.priceInputs ?? {}) }).catch(() => null);

    const finished = (await textsTo("+13055550161")).filter((text) => text.kind === "visit-finished-text");
    expect(finished).toHaveLength(1);
    expect(finished[0]!.text).toContain(`is finished`);
    expect(finished[0]!.text).toContain(`/manage-booking?reference=${reference}&token=`);
    expectNothingPrivate(finished[0]!.text);
  }, 30_000);
});

describe("staff texts", () => {
  it("tell a crew member who said yes to texts of a job put on their day, once, and nobody who did not", async () => {
    const admin = await adminAccount();
    const texting = await staffAccount("crew", ["regular-cleaning"], "Lena");
    await saysYesToTexts(texting.cookie, "(305) 555-0162");
    const silent = await staffAccount("crew", ["regular-cleaning"], "Iris");
    const { reference } = await newBooking({ special_notes: NOTES });
    const assign = (providerId: string) =>
      api(`/api/admin/bookings/${reference}/provider`, { method: "PUT", cookie: admin.cookie, json: { providerId } });
    expect((await assign(texting.userId)).status).toBeLessThan(300);
    expect((await assign(texting.userId)).status).toBeLessThan(300);

    const assigned = (await textsTo("+13055550162")).filter((text) => text.kind === "job-assigned-text");
    expect(assigned).toHaveLength(1);
    expect(assigned[0]!.text).toContain(reference);
    expectNothingPrivate(assigned[0]!.text);

    expect((await assign(silent.userId)).status).toBeLessThan(300);
    const anyText = await db.select().from(emails).where(eq(emails.bookingReference, reference));
    expect(anyText.filter((message) => message.channel === "sms")).toHaveLength(1);
  });

  it("tell a crew member who chose Spanish of a job put on their day in Spanish, the outbox row saying so", async () => {
    const admin = await adminAccount();
    const crew = await staffAccount("crew", ["regular-cleaning"], "Yanet");
    await saysYesToTexts(crew.cookie, "(305) 555-0168");
    expect((await api("/api/me", { method: "PATCH", cookie: crew.cookie, json: { locale: "es" } })).status).toBe(200);
    const { reference } = await newBooking({ special_notes: NOTES });
    const assigned = await api(`/api/admin/bookings/${reference}/provider`, {
      method: "PUT",
      cookie: admin.cookie,
      json: { providerId: crew.userId },
    });
    expect(assigned.status).toBeLessThan(300);

    const [text] = (await textsTo("+13055550168")).filter((message) => message.kind === "job-assigned-text");
    expect(text?.language).toBe("es");
    expect(text?.text).toContain(`tiene un trabajo nuevo, Limpieza regular (${reference})`);
    expect(text?.text).toMatch(/ a las \d{1,2}:\d{2} [ap]\. ?m\./);
    expect(text?.text).not.toContain("Reply STOP");
    expectNothingPrivate(text!.text);
  });

  it("tell a vendor who said yes to texts of a new job offer, with the work portal's link, once", async () => {
    const vendor = await staffAccount("vendor", ["chef-service"], "Paco");
    await saysYesToTexts(vendor.cookie, "(305) 555-0163");
    await newBooking({ service_id: "chef-service", price_inputs: { guests: 4 }, special_notes: NOTES });
    await emailNewOffers(testContext());
    await emailNewOffers(testContext());
    const offers = (await textsTo("+13055550163")).filter((text) => text.kind === "job-offer-text");
    expect(offers).toHaveLength(1);
    expect(offers[0]!.text).toContain("/work?tab=offers");
    expectNothingPrivate(offers[0]!.text);
  });

  it("tell the crew member who has a job that it moved or was cancelled, once per change, by the owner or the customer", async () => {
    const admin = await adminAccount();
    const crew = await staffAccount("crew", ["regular-cleaning"], "Nora");
    await saysYesToTexts(crew.cookie, "(305) 555-0164");
    const assign = (reference: string) =>
      api(`/api/admin/bookings/${reference}/provider`, { method: "PUT", cookie: admin.cookie, json: { providerId: crew.userId } });

    const first = await newBooking({ special_notes: NOTES });
    await assign(first.reference);
    const date = futureDate({ weekday: true });
    const move = () =>
      api(`/api/admin/bookings/${first.reference}/reschedule`, {
        method: "POST",
        cookie: admin.cookie,
        json: { appointment_date: date, appointment_time: "2:00 PM" },
      });
    expect((await move()).status).toBe(200);
    const cancel = () =>
      api(`/api/admin/bookings/${first.reference}/status`, { method: "POST", cookie: admin.cookie, json: { action: "cancel" } });
    expect((await cancel()).status).toBe(200);
    expect((await cancel()).status).toBe(409);

    const customer = await verifiedAccount();
    const second = await newBooking({ customer_email: customer.email }, customer.cookie);
    await assign(second.reference);
    const [row] = await db.select().from(bookings).where(eq(bookings.reference, second.reference));
    await cancelOwnBooking(testContext({ user: { id: row!.userId!, email: customer.email } }), row!);

    const texts = (await textsTo("+13055550164")).map((text) => [text.kind, text.bookingReference]);
    expect(texts.filter(([kind]) => kind !== "job-assigned-text").sort()).toEqual(
      [
        ["job-moved-text", first.reference],
        ["job-cancelled-text", first.reference],
        ["job-cancelled-text", second.reference],
      ].sort(),
    );
    const moved = (await textsTo("+13055550164")).find((text) => text.kind === "job-moved-text");
    expect(moved!.text).toContain("2:00 PM");
    expectNothingPrivate(moved!.text);
  });
});
