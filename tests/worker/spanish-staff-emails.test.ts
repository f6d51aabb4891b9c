import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import type { BookingResponse } from "#core/booking-schema";
import type { StaffMember } from "#core/staff-api";
import { bookings, emails, staffMembers, users } from "#worker/db/schema";
import { ratingRequestEmail } from "#worker/emails/ratings";
import { jobOfferEmail, onTheWayEmail, providerAssignedEmail, staffInvitationEmail } from "#worker/emails/staff";
import { vendorApplicationBody } from "./staff-support";
import { expectSpanishEmail, storedEmailOf } from "./spanish-email-checks";
import { adminAccount, api, db, postBooking } from "./support";

function expectNoEnglish(email: Parameters<typeof expectSpanishEmail>[0], english: string[]) {
  expectSpanishEmail(email, [...english, "Hello", "Questions? Call"]);
}

async function apply(locale?: "es") {
  const body = vendorApplicationBody(locale ? { locale, name: "Camila <b>Ortiz</b>" } : {});
  const answer = await api("/api/vendor-applications", { method: "POST", json: body, headers: { "Idempotency-Key": crypto.randomUUID() } });
  expect(answer.status).toBe(201);
  return { email: body.email, id: ((await answer.json()) as { application: { id: string } }).application.id };
}

async function decide(id: string, decision: "approved" | "rejected") {
  const admin = await adminAccount();
  const answer = await api(`/api/admin/vendor-applications/${id}/decision`, { method: "POST", cookie: admin.cookie, json: { decision } });
  expect(answer.status).toBe(200);
}

async function bookingRecord(locale?: "es") {
  const answer = await postBooking(locale ? { locale } : {});
  const { booking } = (await answer.json()) as BookingResponse;
  const [row] = await db.select().from(bookings).where(eq(bookings.reference, booking.reference));
  return row!;
}

describe("a vendor applicant's emails in the language they applied in", () => {
  it("acknowledges a Spanish application in Spanish, tells the business in English which language, and answers the approval in Spanish", async () => {
    const { email, id } = await apply("es");
    const acknowledgement = await storedEmailOf("vendor-acknowledgement", email);
    expect(acknowledgement.subject).toBe("Recibimos su solicitud de proveedor");
    expect(acknowledgement.html).toContain("Hola, Camila &lt;b&gt;Ortiz&lt;/b&gt;:");
    expect(acknowledgement.html).toContain("<strong>Peluquería</strong>");
    expectNoEnglish(acknowledgement, ["We received", "Thank you", "You applied", "Hair", "review your application"]);

    const forThis = await db.select().from(emails).where(eq(emails.kind, "vendor-business"));
    const mine = forThis.find((row) => row.text.includes(email));
    expect(mine?.language ?? "en").toBe("en");
    expect(mine?.subject).toMatch(/^New vendor application: /);
    expect(mine?.text).toContain("Language: Spanish");

    await decide(id, "approved");
    const approval = await storedEmailOf("vendor-approved", email);
    expect(approval.subject).toBe("Bienvenido: su solicitud de proveedor fue aprobada");
    expect(approval.html).toContain("Aceptar la invitación");
    expectNoEnglish(approval, ["Welcome aboard", "Good news", "Accept the invitation", "To accept", "choose your password", "Hair"]);
    // The new account's "choose your password" link comes in Spanish too.
    const setup = await storedEmailOf("reset-password", email);
    expect(setup.subject).toBe("Elija su contraseña");
    const [member] = await db
      .select({ locale: staffMembers.locale })
      .from(staffMembers)
      .innerJoin(users, eq(users.id, staffMembers.userId))
      .where(eq(users.email, email));
    expect(member?.locale).toBe("es");
  });

  it("declines a Spanish application in Spanish", async () => {
    const { email, id } = await apply("es");
    await decide(id, "rejected");
    const answer = await storedEmailOf("vendor-rejected", email);
    expect(answer.subject).toBe("Sobre su solicitud de proveedor");
    expectNoEnglish(answer, ["About your", "Thank you", "network", "Hair"]);
  });

  it("keeps an English applicant's emails word for word", async () => {
    const { email } = await apply();
    const acknowledgement = await storedEmailOf("vendor-acknowledgement", email);
    expect(acknowledgement.subject).toBe("We received your vendor application");
    expect(acknowledgement.text).toContain(
      "Thank you for applying to join our network of service professionals. We'll review your application and get back to you within 48 hours.",
    );
    expect(acknowledgement.text).toContain("You applied as: Hair");
  });
});

describe("the visit's notices to the customer in the booking's language", () => {
  it("writes the provider named, on the way and the rating request in Spanish for a Spanish booking", async () => {
    const booking = await bookingRecord("es");
    const assigned = providerAssignedEmail(booking, null);
    expect(assigned.subject).toBe(`Su proveedor hará su Limpieza regular (${booking.reference})`);
    expect(assigned.text).toContain("(hora del Este)");
    expectNoEnglish(assigned, ["will do your", "Your provider", "Eastern Time", "on the way", "Regular Cleaning"]);

    const onTheWay = onTheWayEmail(booking, "Luis");
    expect(onTheWay.subject).toBe(`Luis va en camino: Limpieza regular (${booking.reference})`);
    expectNoEnglish(onTheWay, ["is on the way", "front desk", "Regular Cleaning"]);

    const rating = ratingRequestEmail(booking, null, "https://example.com/rate?token=x");
    expect(rating.subject).toBe(`¿Qué tal su Limpieza regular? (${booking.reference})`);
    expect(rating.html).toContain("Nuestro equipo terminó su Limpieza regular");
    expectNoEnglish(rating, ["How was", "Rate the visit", "Our team", "Thank you", "Regular Cleaning"]);
  });

  it("keeps an English booking's notices word for word", async () => {
    const booking = await bookingRecord();
    expect(providerAssignedEmail(booking, null).subject).toBe(`Your provider will do your Regular Cleaning (${booking.reference})`);
    expect(onTheWayEmail(booking, "Luis").text).toContain("Please let your front desk or concierge know, so they can let them in.");
    const rating = ratingRequestEmail(booking, "Luis", "https://example.com/rate");
    expect(rating.subject).toBe(`How was your Regular Cleaning? (${booking.reference})`);
    expect(rating.text).toContain("Rate the visit from 1 to 5 stars; a comment helps us too.");
  });
});

describe("the staff's own emails in the member's language", () => {
  const member = { email: "luis@example.com", firstName: "Luis", role: "crew" } as StaffMember;

  it("writes the invitation and a job offer in Spanish for a Spanish member", async () => {
    const invitation = staffInvitationEmail(member, { url: "https://example.com/accept", needsPassword: true }, "es");
    expect(invitation.subject).toMatch(/^Su invitación al portal de trabajo de /);
    expect(invitation.html).toContain("integrante de uno de nuestros equipos de limpieza");
    expectNoEnglish(invitation, ["invitation", "invites you", "Accept", "choose your password", "cleaning crews"]);

    const booking = await bookingRecord();
    const offer = jobOfferEmail("https://example.com", member, booking, "es");
    expect(offer.subject).toMatch(/^Oferta de trabajo: Limpieza regular, \p{L}+, \d+ de \p{L}+ de \d{4} a las? /u);
    expectNoEnglish(offer, ["Job offer", "See the offer", "A customer booked", "Eastern Time", "Regular Cleaning"]);
  });

  it("keeps the English invitation and offer word for word", async () => {
    const invitation = staffInvitationEmail(member, { url: "https://example.com/accept", needsPassword: false });
    expect(invitation.text).toContain("invites you to join as one of our cleaning crews.");
    expect(invitation.text).toContain("Accept the invitation: https://example.com/accept");
    const booking = await bookingRecord();
    expect(jobOfferEmail("https://example.com", member, booking).subject).toMatch(/^Job offer: Regular Cleaning on .+ at /);
  });
});
