import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import type { BookingResponse } from "#core/booking-schema";
import type { ApiErrorBody } from "#core/api-error";
import type { MeResponse } from "#core/api-types";
import { bookings, users, vendorApplications } from "#worker/db/schema";
import { api, cookieFrom, db, firstLink, latestEmailTo, postBooking, uniqueEmail, verifiedAccount } from "./support";

async function storedBookingLocale(answer: Response) {
  const { booking } = (await answer.json()) as BookingResponse;
  const [row] = await db.select({ locale: bookings.locale }).from(bookings).where(eq(bookings.reference, booking.reference));
  return row?.locale;
}

async function me(cookie: string) {
  return ((await (await api("/api/me", { cookie })).json()) as MeResponse).user;
}

describe("the person's language travels with what they send", () => {
  it("stores a booking's language, English when the request leaves it out", async () => {
    const spanish = await postBooking({ locale: "es" });
    expect(spanish.status).toBe(201);
    expect(await storedBookingLocale(spanish)).toBe("es");

    const unsaid = await postBooking();
    expect(unsaid.status).toBe(201);
    expect(await storedBookingLocale(unsaid)).toBe("en");
  });

  it("refuses a language the site does not speak, at its field", async () => {
    const answer = await postBooking({ locale: "fr" });
    expect(answer.status).toBe(400);
    const { error } = (await answer.json()) as ApiErrorBody;
    expect(error.fields?.locale).toBe("Please choose English or Spanish.");
  });

  it("stores a vendor application's language", async () => {
    const email = uniqueEmail("vendor-es");
    const answer = await api("/api/vendor-applications", {
      method: "POST",
      headers: { "Idempotency-Key": crypto.randomUUID() },
      json: {
        name: "Yolanda Pierre",
        serviceType: "Massage",
        email,
        phone: "(561) 555-0134",
        message: "Masajistas con licencia en el condado de Palm Beach.",
        locale: "es",
      },
    });
    expect(answer.status).toBe(201);
    const [row] = await db
      .select({ locale: vendorApplications.locale })
      .from(vendorApplications)
      .where(eq(vendorApplications.email, email));
    expect(row?.locale).toBe("es");
  });

  it("stores the language of the sign-up page with the account, and /api/me says it", async () => {
    const email = uniqueEmail("cuenta");
    const signUp = await api("/api/auth/sign-up/email", {
      method: "POST",
      json: { email, password: "caballo correcto batería", name: "Ana Rivera", firstName: "Ana", lastName: "Rivera", locale: "es" },
    });
    expect(signUp.status).toBe(200);
    const [row] = await db.select({ locale: users.locale }).from(users).where(eq(users.email, email));
    expect(row?.locale).toBe("es");

    const verification = await latestEmailTo(email);
    const link = new URL(firstLink(verification!.html, "/api/auth/verify-email"));
    const cookie = cookieFrom(await api(`${link.pathname}${link.search}`));
    expect((await me(cookie))?.locale).toBe("es");
  });

  it("lets a signed-in person change their language, and only theirs", async () => {
    const account = await verifiedAccount();
    expect((await me(account.cookie))?.locale).toBe("en");

    const changed = await api("/api/me", { method: "PATCH", cookie: account.cookie, json: { locale: "es" } });
    expect(changed.status).toBe(200);
    expect(((await changed.json()) as MeResponse).user?.locale).toBe("es");
    expect((await me(account.cookie))?.locale).toBe("es");
    const [row] = await db.select({ locale: users.locale }).from(users).where(eq(users.email, account.email));
    expect(row?.locale).toBe("es");

    const wrong = await api("/api/me", { method: "PATCH", cookie: account.cookie, json: { locale: "fr" } });
    expect(wrong.status).toBe(400);
    expect(((await wrong.json()) as ApiErrorBody).error.fields?.locale).toBe("Please choose English or Spanish.");

    const guest = await api("/api/me", { method: "PATCH", json: { locale: "es" } });
    expect(guest.status).toBe(401);
  });
});
