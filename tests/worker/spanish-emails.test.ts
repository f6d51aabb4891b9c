import { env } from "cloudflare:workers";
import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import type { BookingResponse } from "#core/booking-schema";
import { slotStart } from "#core/time-slots";
import { emails } from "#worker/db/schema";
import { renderStoredEmail } from "#worker/emails/templates";
import { runScheduledJobs } from "#worker/scheduled";
import { fold } from "#worker/services/bookings/calendar";
import { adminPost, bookLaundry, CARDS, latestPaymentEmailTo, saveCardLocally, visitDone } from "./payment-support";
import { api, bookingBody, db, futureDate, postBooking } from "./support";

async function emailOf(kind: string, to: string) {
  const [row] = await db
    .select()
    .from(emails)
    .where(and(eq(emails.kind, kind), eq(emails.to, to)));
  if (!row) throw new Error(`No ${kind} email to ${to}`);
  return row;
}

/** The calendar file's logical lines (RFC 5545 unfolding). */
function unfolded(ics: string): string[] {
  return ics.replace(/\r\n /g, "").split("\r\n");
}

async function spanishBooking(overrides: Record<string, unknown> = {}) {
  const answer = await postBooking({ locale: "es", customer_name: "Gloria <b>Estrada</b>", ...overrides });
  expect(answer.status).toBe(201);
  return ((await answer.json()) as BookingResponse).booking;
}

describe("a Spanish booking's messages", () => {
  it("sends the customer a Spanish confirmation, user-typed words escaped, and the business an English one naming the language", async () => {
    const booking = await spanishBooking({ appointment_time: "10:00 AM" });
    const customer = await emailOf("booking-customer", booking.customer_email);
    expect(customer.language).toBe("es");
    expect(customer.subject).toMatch(/^Reserva recibida: Limpieza regular, el \p{L}+, \d+ de \p{L}+ de \d{4} a las 10:00 a\. ?m\. \(SFB-/u);
    expect(customer.html).toContain('<html lang="es-US">');
    expect(customer.html).toContain("Hola, Gloria &lt;b&gt;Estrada&lt;/b&gt;:");
    expect(customer.html).toContain("Gracias por reservar con nosotros.");
    expect(customer.html).toContain("Administrar su reserva");
    expect(customer.html).toContain("¿Preguntas? Llame al");
    expect(customer.text).toContain("Fecha y hora: ");
    expect(customer.text).toContain("(hora del Este)");
    for (const english of ["Thank you", "Hello", "Reference", "Add to calendar", "Questions? Call", "What happens next"])
      expect(customer.html).not.toContain(english);
    // Rendered again from its template and values when it goes out (a provider's delivery, a retry): still Spanish.
    expect(renderStoredEmail(customer.template!, customer.templateValues!).subject).toBe(customer.subject);

    const forThis = await db
      .select()
      .from(emails)
      .where(and(eq(emails.kind, "booking-business"), eq(emails.bookingReference, booking.reference)));
    expect(forThis).toHaveLength(1);
    expect(forThis[0]?.language).toBe("en");
    expect(forThis[0]?.subject).toMatch(/^New booking SFB-/);
    expect(forThis[0]?.text).toContain("Language: Spanish");
    expect(forThis[0]?.html).toContain('<html lang="en">');
  });

  it("keeps an English booking's confirmation English, and says so to the business", async () => {
    const answer = await postBooking();
    const { booking } = (await answer.json()) as BookingResponse;
    const customer = await emailOf("booking-customer", booking.customer_email);
    expect(customer.language).toBe("en");
    expect(customer.subject).toMatch(/^Booking received: Regular Cleaning on /);
    const [business] = await db
      .select()
      .from(emails)
      .where(and(eq(emails.kind, "booking-business"), eq(emails.bookingReference, booking.reference)));
    expect(business?.text).toContain("Language: English");
  });

  it("writes the calendar file's title and description in Spanish", async () => {
    const booking = await spanishBooking();
    const ics = await (await api(new URL(booking.calendar_url).pathname + new URL(booking.calendar_url).search)).text();
    const lines = unfolded(ics);
    expect(lines.find((line) => line.startsWith("SUMMARY:"))).toBe(`SUMMARY:Limpieza regular (${booking.reference})`);
    expect(lines.find((line) => line.startsWith("DESCRIPTION:"))).toMatch(/le contactará para confirmar\. Preguntas: /);
  });

  it("reminds a Spanish customer in Spanish, from the cron", async () => {
    const date = futureDate({ weekday: true });
    const booking = await spanishBooking({ ...bookingBody({ appointment_date: date, appointment_time: "1:00 PM" }), locale: "es" });
    const dayBefore = new Date(slotStart(date, "1:00 PM").getTime() - 24 * 60 * 60 * 1000);
    await runScheduledJobs(env, dayBefore);
    const reminder = await emailOf("booking-reminder", booking.customer_email);
    expect(reminder.language).toBe("es");
    expect(reminder.subject).toMatch(/^Recordatorio: Limpieza regular mañana a la 1:00 p\. ?m\.$/u);
    expect(reminder.text).toContain("Le recordamos su visita de mañana.");
    expect(reminder.html).not.toContain("friendly reminder");
    expect(renderStoredEmail(reminder.template!, reminder.templateValues!).subject).toBe(reminder.subject);
  });

  it("tells a Spanish guest of their own move and cancellation in Spanish, and the business in English", async () => {
    const booking = await spanishBooking();
    const manage = new URL(booking.manage_url);
    const token = manage.searchParams.get("token")!;
    const moved = await api(`/api/my-bookings/${booking.reference}/reschedule?token=${token}`, {
      method: "POST",
      json: { appointment_date: futureDate({ weekday: true }), appointment_time: "9:00 AM" },
    });
    expect(moved.status).toBe(200);
    const customerMove = await emailOf("booking-rescheduled-customer", booking.customer_email);
    expect(customerMove.language).toBe("es");
    expect(customerMove.subject).toMatch(/^Reserva cambiada: Limpieza regular, el /);
    expect(customerMove.text).toMatch(
      /Su visita pasó del \p{L}+, \d+ de \p{L}+ de \d{4} a las 10:00 a\. ?m\. al \p{L}+, .* a las 9:00 a\. ?m\./u,
    );
    expect(customerMove.html).toContain("Actualizar su calendario");
    const [businessMove] = await db
      .select()
      .from(emails)
      .where(and(eq(emails.kind, "booking-rescheduled-business"), eq(emails.bookingReference, booking.reference)));
    expect(businessMove?.language).toBe("en");
    expect(businessMove?.text).toContain("Language: Spanish");

    const cancelled = await api(`/api/my-bookings/${booking.reference}/cancel?token=${token}`, { method: "POST", json: {} });
    expect(cancelled.status).toBe(200);
    const customerCancel = await emailOf("booking-cancelled-customer", booking.customer_email);
    expect(customerCancel.language).toBe("es");
    expect(customerCancel.subject).toMatch(/^Reserva cancelada: Limpieza regular, el /);
    expect(customerCancel.text).toContain("Su reserva fue cancelada como lo pidió.");
    expect(customerCancel.html).not.toContain("Hello");
  });

  it("tells a Spanish customer in Spanish that the business confirmed, then cancelled, their booking; an English one in English", async () => {
    const booking = await spanishBooking({ appointment_time: "1:00 PM", service_address: "<i>Calle</i> 8, Miami" });
    expect((await adminPost(`/bookings/${booking.reference}/status`, { action: "confirm" })).status).toBe(200);
    const confirmed = await emailOf("booking-confirmed", booking.customer_email);
    expect(confirmed.language).toBe("es");
    expect(confirmed.subject).toMatch(/^Confirmada: Limpieza regular, el \p{L}+, \d+ de \p{L}+ de \d{4} \(SFB-/u);
    expect(confirmed.html).toContain('<html lang="es-US">');
    expect(confirmed.html).toContain("Hola, Gloria &lt;b&gt;Estrada&lt;/b&gt;:");
    expect(confirmed.text).toMatch(/está confirmada: Limpieza regular, el \p{L}+, .* a la 1:00 p\. ?m\. \(hora del Este\)\./u);
    expect(confirmed.html).toContain("Dirección: &lt;i&gt;Calle&lt;/i&gt; 8, Miami");
    expect(renderStoredEmail(confirmed.template!, confirmed.templateValues!).subject).toBe(confirmed.subject);

    expect((await adminPost(`/bookings/${booking.reference}/status`, { action: "cancel" })).status).toBe(200);
    const cancelled = await emailOf("booking-cancelled", booking.customer_email);
    expect(cancelled.language).toBe("es");
    expect(cancelled.subject).toMatch(/^Cancelada: Limpieza regular, el /);
    expect(cancelled.text).toContain("fue cancelada.");
    for (const english of ["Hello", "confirmed", "cancelled", "Eastern Time", "Address"]) {
      expect(confirmed.text).not.toContain(english);
      expect(cancelled.text).not.toContain(english);
    }

    const answer = await postBooking({ locale: "en" });
    const english = ((await answer.json()) as BookingResponse).booking;
    expect((await adminPost(`/bookings/${english.reference}/status`, { action: "confirm" })).status).toBe(200);
    const englishConfirmed = await emailOf("booking-confirmed", english.customer_email);
    expect(englishConfirmed.language).toBe("en");
    expect(englishConfirmed.subject).toMatch(/^Confirmed: Regular Cleaning on /);
    expect(englishConfirmed.text).toContain("(Eastern Time).");
  });

  it("sends a Spanish customer the pay link and the receipt in Spanish, user-typed words escaped", async () => {
    const unpaid = await bookLaundry({ locale: "es", customer_name: "Gloria <b>Estrada</b>" });
    await visitDone(unpaid.id);
    expect((await adminPost(`/bookings/${unpaid.reference}/complete`, { pounds: 20, speed: "standard" })).status).toBe(200);
    const payLink = await latestPaymentEmailTo(unpaid.email);
    expect(payLink?.kind).toBe("payment-link");
    expect(payLink?.language).toBe("es");
    expect(payLink?.subject).toMatch(/^Pago de su visita: Servicio de lavandería, el \p{L}+, \d+ de /u);
    expect(payLink?.html).toContain("Hola, Gloria &lt;b&gt;Estrada&lt;/b&gt;:");
    expect(payLink?.html).toMatch(/Pagar \$\d+\.\d{2}/);
    expect(payLink?.text).toContain("Pague aquí: ");

    const paid = await bookLaundry({ locale: "es" });
    await saveCardLocally(paid.reference, paid.token, CARDS.succeeds);
    await visitDone(paid.id);
    expect((await adminPost(`/bookings/${paid.reference}/complete`, { pounds: 20, speed: "standard" })).status).toBe(200);
    const receipt = await latestPaymentEmailTo(paid.email);
    expect(receipt?.kind).toBe("payment-receipt");
    expect(receipt?.language).toBe("es");
    expect(receipt?.subject).toMatch(/^Recibo: Servicio de lavandería, el /);
    expect(receipt?.text).toMatch(/Pagó \$\d+\.\d{2} con Visa terminada en 4242\./);
    expect(receipt?.html).toContain("Ver su reserva");
    expect(receipt?.html).not.toContain("Thank you");
  });

  it("tells a Spanish customer of a refund in Spanish, user-typed words escaped", async () => {
    const paid = await bookLaundry({ locale: "es", customer_name: "Gloria <b>Estrada</b>" });
    await saveCardLocally(paid.reference, paid.token, CARDS.succeeds);
    await visitDone(paid.id);
    expect((await adminPost(`/bookings/${paid.reference}/complete`, { pounds: 20, speed: "standard" })).status).toBe(200);
    const refunded = await adminPost(`/bookings/${paid.reference}/refund`, { kind: "visit", amount_cents: 500, reason: "service_issue" });
    expect(refunded.status).toBe(200);
    const refund = await latestPaymentEmailTo(paid.email);
    expect(refund?.kind).toBe("payment-refund");
    expect(refund?.language).toBe("es");
    expect(refund?.subject).toMatch(/^Reembolso: Servicio de lavandería, el \p{L}+, \d+ de /u);
    expect(refund?.html).toContain('<html lang="es-US">');
    expect(refund?.html).toContain("Hola, Gloria &lt;b&gt;Estrada&lt;/b&gt;:");
    expect(refund?.text).toMatch(/Le reembolsamos \$5\.00 de su visita, Servicio de lavandería, el /);
    expect(refund?.text).toContain("entre 5 y 10 días hábiles");
    for (const english of ["Hello", "refunded", "Refunds reach", "business days"]) expect(refund?.text).not.toContain(english);
    expect(renderStoredEmail(refund!.template!, refund!.templateValues!).subject).toBe(refund?.subject);
  });

  it("tells a Spanish customer in Spanish that the business closed the day of their visit", async () => {
    const date = futureDate({ weekday: true });
    const booking = await spanishBooking({ appointment_date: date, appointment_time: "10:00 AM" });
    const closed = await adminPost("/closed-days", { date, reason: "Día de <b>capacitación</b>", confirmed_bookings: [booking.reference] });
    expect(closed.status).toBe(201);
    const mail = await emailOf("closed-day-customer", booking.customer_email);
    expect(mail.language).toBe("es");
    expect(mail.subject).toMatch(/^Estaremos cerrados el \p{L}+, \d+ de \p{L}+ de \d{4}: su Limpieza regular \(SFB-/u);
    expect(mail.html).toContain('<html lang="es-US">');
    expect(mail.html).toContain("Hola, Gloria &lt;b&gt;Estrada&lt;/b&gt;:");
    expect(mail.html).toContain("(Día de &lt;b&gt;capacitación&lt;/b&gt;)");
    expect(mail.text).toContain("Nuestro equipo le contactará para pasar su visita a otro día.");
    expect(mail.text).toContain("Administrar su reserva: ");
    for (const english of ["Hello", "We are closed", "Our team", "Manage your booking", "Reference"])
      expect(mail.text).not.toContain(english);
    expect(renderStoredEmail(mail.template!, mail.templateValues!).subject).toBe(mail.subject);
  });

  it("folds a calendar line by octets, never inside a Spanish letter", () => {
    const line = `DESCRIPTION:${"Limpieza de mudanza, ático y baño ".repeat(6)}`;
    const folded = fold(line);
    const physical = folded.split("\r\n");
    for (const part of physical) expect(new TextEncoder().encode(part).length).toBeLessThanOrEqual(75);
    expect(physical.length).toBeGreaterThan(2);
    expect(unfolded(folded)).toEqual([line]);
    expect(folded).not.toContain("\uFFFD");
  });
});
