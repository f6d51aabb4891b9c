import { describe, expect, it } from "vitest";
import type { BookingResponse } from "#core/booking-schema";
import { type Account, adminAccount, api, bookingBody, verifiedAccount } from "./support";
import { ENGLISH, errorOf, SPANISH } from "./reader-language";

/** Refusals that name a value (a status) follow Accept-Language too, keeping their code and their English word for word. */

async function cancelledBookingOf(account: Account): Promise<string> {
  const booked = await api("/api/bookings", {
    method: "POST",
    cookie: account.cookie,
    headers: { "Idempotency-Key": crypto.randomUUID() },
    json: bookingBody({ customer_email: account.email }),
  });
  expect(booked.status).toBe(201);
  const { reference } = ((await booked.json()) as BookingResponse).booking;
  expect((await api(`/api/my-bookings/${reference}/cancel`, { method: "POST", cookie: account.cookie, json: {} })).status).toBe(200);
  return reference;
}

describe("refusals that name a value, in the reader's language", () => {
  it("refuses a card for a cancelled booking in Spanish or English, with one code", async () => {
    const account = await verifiedAccount();
    const reference = await cancelledBookingOf(account);
    const ask = (headers: Record<string, string>) =>
      api(`/api/my-bookings/${reference}/card`, {
        method: "POST",
        cookie: account.cookie,
        headers: { "Idempotency-Key": crypto.randomUUID(), ...headers },
      });
    const spanish = await ask(SPANISH);
    expect(spanish.status).toBe(409);
    expect(await errorOf(spanish)).toEqual({
      code: "card_not_needed",
      message: "Esta reserva está cancelada, así que no se le puede guardar una tarjeta.",
    });
    expect(await errorOf(await ask(ENGLISH))).toEqual({
      code: "card_not_needed",
      message: "This booking is cancelled, so no card can be saved for it.",
    });
  });

  it("refuses to confirm a cancelled booking in the console's English, and in Spanish when asked", async () => {
    const account = await verifiedAccount();
    const reference = await cancelledBookingOf(account);
    const admin = await adminAccount();
    const confirm = (headers: Record<string, string>) =>
      api(`/api/admin/bookings/${reference}/status`, { method: "POST", cookie: admin.cookie, headers, json: { action: "confirm" } });
    expect(await errorOf(await confirm(ENGLISH))).toEqual({
      code: "invalid_transition",
      message: "This booking is cancelled, so it cannot be confirmed.",
    });
    expect(await errorOf(await confirm(SPANISH))).toEqual({
      code: "invalid_transition",
      message: "Esta reserva está cancelada, así que no se puede confirmar.",
    });
  });
});
