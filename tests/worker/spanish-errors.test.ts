import { describe, expect, it } from "vitest";
import type { ApiErrorBody } from "#core/api-error";
import { preferredLocale } from "#core/i18n/accept-language";
import { api, bookingBody } from "./support";

const SPANISH = { "Accept-Language": "es-US,es;q=0.9,en;q=0.8" };

async function errorOf(response: Response) {
  return ((await response.json()) as ApiErrorBody).error;
}

function badBooking(headers: Record<string, string> = {}) {
  return api("/api/bookings", {
    method: "POST",
    headers: { "Idempotency-Key": crypto.randomUUID(), ...headers },
    json: bookingBody({ customer_name: "", customer_email: "no-es-un-correo" }),
  });
}

describe("errors in the reader's language", () => {
  it("answers a Spanish reader's refused booking in Spanish, field by field, with the same code", async () => {
    const response = await badBooking(SPANISH);
    expect(response.status).toBe(400);
    const error = await errorOf(response);
    expect(error.code).toBe("invalid_input");
    expect(error.message).toBe("Revise los campos marcados.");
    expect(error.fields?.customer_name).toBe("Escriba su nombre completo.");
    expect(error.fields?.customer_email).toBe("Escriba un correo electrónico válido.");
  });

  it("keeps English for a reader who does not prefer Spanish", async () => {
    const error = await errorOf(await badBooking({ "Accept-Language": "en-US,en;q=0.9,es;q=0.8" }));
    expect(error.message).toBe("Please check the highlighted fields.");
    expect(error.fields?.customer_name).toBe("Please enter your full name.");
  });

  it("says a refusal of a service and an unknown address in Spanish too", async () => {
    const signedOut = await api("/api/subscription", { headers: SPANISH });
    expect(signedOut.status).toBe(401);
    expect(await errorOf(signedOut)).toEqual({ code: "unauthenticated", message: "Inicie sesión para continuar." });
    const nowhere = await api("/api/no-such-thing", { headers: SPANISH });
    expect(nowhere.status).toBe(404);
    expect((await errorOf(nowhere)).message).toBe("No hay nada en esta dirección.");
  });

  it("reads the preferred language by weight, English when neither is asked for", () => {
    expect(preferredLocale("es-US,es;q=0.9")).toBe("es");
    expect(preferredLocale("en-US,en;q=0.9,es;q=0.8")).toBe("en");
    expect(preferredLocale("fr-FR, es;q=0.5, en;q=0.4")).toBe("es");
    expect(preferredLocale("en;q=0.2, es;q=0.7")).toBe("es");
    expect(preferredLocale("es;q=0, de")).toBe("en");
    expect(preferredLocale(undefined)).toBe("en");
  });
});
