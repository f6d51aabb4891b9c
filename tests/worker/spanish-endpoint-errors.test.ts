import { describe, expect, it } from "vitest";
import type { BookingResponse } from "#core/booking-schema";
import { businessToday } from "#core/time-slots";
import { addDays, openDayFrom } from "./business-calendar";
import { staffAccount } from "./staff-support";
import { type Account, api, appNow, bookingBody, verifiedAccount } from "./support";
import { ENGLISH, errorOf, SPANISH } from "./reader-language";

/** Refusals from three corners of the API (booking, staff portal, a customer's own booking) follow Accept-Language. */

function bookWithShortKey(headers: Record<string, string>) {
  return api("/api/bookings", { method: "POST", headers: { "Idempotency-Key": "short", ...headers }, json: bookingBody() });
}

function askTimeOffWithoutReason(member: Account, headers: Record<string, string>) {
  const day = openDayFrom(addDays(businessToday(appNow()), 5), { weekday: true });
  return api("/api/work/time-off-requests", { method: "POST", cookie: member.cookie, headers, json: { from: day, to: day, reason: "" } });
}

function cancelMine(account: Account, reference: string, headers: Record<string, string>) {
  return api(`/api/my-bookings/${reference}/cancel`, { method: "POST", cookie: account.cookie, headers, json: {} });
}

describe("the API's refusals in the reader's language", () => {
  it("refuses a booking's malformed Idempotency-Key in Spanish or English, with one code", async () => {
    const spanish = await bookWithShortKey(SPANISH);
    expect(spanish.status).toBe(400);
    expect(await errorOf(spanish)).toEqual({
      code: "invalid_input",
      message: "El encabezado Idempotency-Key debe tener de 8 a 100 caracteres.",
    });
    expect(await errorOf(await bookWithShortKey(ENGLISH))).toEqual({
      code: "invalid_input",
      message: "The Idempotency-Key header must be 8 to 100 characters.",
    });
  });

  it("asks a staff member for the time off's reason at its field, in their language", async () => {
    const member = await staffAccount("crew");
    const spanish = await askTimeOffWithoutReason(member, SPANISH);
    expect(spanish.status).toBe(400);
    const inSpanish = await errorOf(spanish);
    expect(inSpanish.message).toBe("Revise los campos marcados.");
    expect(inSpanish.fields?.reason).toBe("Indique el motivo.");
    const inEnglish = await errorOf(await askTimeOffWithoutReason(member, ENGLISH));
    expect(inEnglish.code).toBe(inSpanish.code);
    expect(inEnglish.fields?.reason).toBe("Please give a reason.");
  });

  it("refuses to cancel a booking twice in Spanish or English", async () => {
    const account = await verifiedAccount();
    const booked = await api("/api/bookings", {
      method: "POST",
      cookie: account.cookie,
      headers: { "Idempotency-Key": crypto.randomUUID() },
      json: bookingBody({ customer_email: account.email }),
    });
    expect(booked.status).toBe(201);
    const { reference } = ((await booked.json()) as BookingResponse).booking;
    expect((await cancelMine(account, reference, ENGLISH)).status).toBe(200);

    const spanish = await cancelMine(account, reference, SPANISH);
    expect(spanish.status).toBe(409);
    expect(await errorOf(spanish)).toEqual({ code: "already_cancelled", message: "Esta reserva ya está cancelada." });
    expect(await errorOf(await cancelMine(account, reference, ENGLISH))).toEqual({
      code: "already_cancelled",
      message: "This booking is already cancelled.",
    });
  });
});
