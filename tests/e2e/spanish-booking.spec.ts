import type { Page, Request } from "playwright-core";
import { describe, expect, it } from "vitest";
import { services } from "#core/catalogue";
import { formatTime } from "#core/i18n/format";
import { expectAccessible, gotoHydrated, newPage, nextMonthDay, sharedBrowser, signedInCustomer, uniqueEmail } from "./support";

const browser = sharedBrowser();

/**
 * Words of the English booking pages (client/routes/booking.tsx and its steps, as an English
 * visitor reads them), none of which the Spanish pages may show. Matched as whole words, case
 * and all, so "Total" (the same in both) is left out and "Service" does not match "Servicio".
 */
const ENGLISH_BOOKING_WORDS = [
  "Book Your Service",
  "Schedule your appointment",
  "Back to Services",
  "Select Date & Time",
  "Change Service",
  "Choose a date",
  "Times on",
  "Eastern Time",
  "Times follow our opening hours",
  "For an emergency, call",
  "Continue to Details",
  "Your Details",
  "Full Name",
  "Email Address",
  "Phone Number",
  "Service Address",
  "Street address",
  "Unit (optional)",
  "City",
  "ZIP code",
  "How does the crew get in?",
  "I'll be home",
  "Access instructions",
  "Parking notes",
  "Pets (optional)",
  "Special Notes",
  "Estimate",
  "Estimated total",
  "Estimated price",
  "You pay after the visit",
  "Back to Date & Time",
  "Confirm Booking",
  "Booking Confirmed!",
  "Thank you for booking",
  "A confirmation email has been sent",
  "Add to calendar",
  "Manage this booking",
  "Browse More Services",
  "Book Another Service",
  "Save a card",
  "Reference",
  "Service",
  "Date",
  "Time",
  "Price",
  "Car Detailing",
  "Book Now",
  "Login",
  "AM",
  "PM",
  "Sun",
  "Mon",
  "Tue",
  "Wed",
  "Thu",
  "Fri",
  "Sat",
  "January",
  "February",
  "March",
  "April",
  "May",
  "June",
  "July",
  "August",
  "September",
  "October",
  "November",
  "December",
];

/** Words of the English subscription wizard (client/routes/subscription-booking.tsx), besides the booking's. */
const ENGLISH_SUBSCRIPTION_WORDS = [
  "Subscribe",
  "Back to Packages",
  "Your First Cleaning",
  "Confirm & Pay",
  "Continue",
  "Back",
  "First cleaning",
  "Name",
  "Email",
  "Phone",
  "Address",
  "a month",
  "/ month",
  "bi-weekly",
  "No contract, cancel anytime",
  "Subscribe & Pay",
  "secure checkout",
  "Bed",
  "Bath",
  "Redirecting to checkout",
];

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
const ENGLISH_WORD = [...ENGLISH_BOOKING_WORDS, ...ENGLISH_SUBSCRIPTION_WORDS].map((words) => ({
  words,
  pattern: new RegExp(`(^|[^\\p{L}])${escaped(words)}($|[^\\p{L}])`, "u"),
}));

/** The English words of the booking pages that the page shown has in its visible text. */
async function englishOnPage(page: Page): Promise<string[]> {
  // biome-ignore lint/performance/useDomNodeTextContent: the visible text is what is checked (textContent would add hidden nodes and scripts)
  const text = await page.evaluate(() => document.body.innerText);
  return ENGLISH_WORD.filter(({ pattern }) => pattern.test(text)).map(({ words }) => words);
}

async function expectSpanishStep(page: Page) {
  expect(await page.evaluate(() => document.documentElement.lang)).toBe("es-US");
  expect(await englishOnPage(page)).toEqual([]);
  await expectAccessible(page);
  expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);
}

describe("booking in Spanish", () => {
  it("walks from /es through the services and a service page to the confirmation in Spanish at 360 px, keeping what was typed across the language switch", async () => {
    const { page } = await newPage(browser, { width: 360, height: 740 });
    const email = uniqueEmail("reserva");
    await gotoHydrated(page, "/es");
    await page.getByRole("link", { name: `Ver los ${services.length} servicios` }).click();
    await page.waitForURL((url) => url.pathname === "/es/services");
    await page.getByRole("button", { name: "Automóviles", exact: true }).click();
    await page.getByRole("link", { name: "Detallado de autos" }).click();
    await page.waitForURL((url) => url.pathname === "/es/services/car-detailing");

    // "Reservar este servicio" by keyboard leads to the Spanish wizard, on its date and time.
    await page.getByRole("link", { name: "Reservar este servicio" }).focus();
    await page.keyboard.press("Enter");
    await page.waitForURL((url) => url.pathname === "/es/booking" && url.searchParams.get("service") === "car-detailing");
    await page.getByRole("heading", { name: "Elija fecha y hora" }).waitFor();
    await page.getByText("Detallado de autos").first().waitFor();
    await expectSpanishStep(page);

    // Where before when: the times are the ZIP's area's.
    await page.getByLabel("Código postal de la visita").fill("33131");
    await page.getByText("Nuestro equipo de Miami atiende este código postal: estos son sus horarios.").waitFor();
    await page.getByRole("button", { name: "Mes siguiente" }).click();
    await page.locator(`button[data-date="${nextMonthDay(15)}"]`).click();
    const tenOClock = formatTime("10:00", "es");
    expect(tenOClock).toBe("10:00 a.m.");
    await page.getByRole("button", { name: tenOClock, exact: true }).click();
    await expectSpanishStep(page);
    await page.getByRole("button", { name: "Continuar a sus datos" }).press("Enter");
    await page.getByRole("heading", { name: "Sus datos" }).waitFor();
    await page.getByLabel("Nombre completo").fill("Marisol Gutiérrez");
    await page.getByLabel("Correo electrónico").fill(email);
    await page.getByLabel("Teléfono").fill("(305) 555-0142");
    await page.getByLabel("Calle y número").fill("1000 Brickell Ave");
    await page.getByLabel("Apartamento o unidad (opcional)").fill("1204");
    await page.getByLabel("Ciudad", { exact: true }).fill("Miami");
    await page.getByLabel("Código postal").fill("33131");
    await expectSpanishStep(page);

    // The switch to English and back keeps the step and everything typed.
    await page.getByRole("link", { name: "View this page in English" }).last().click();
    await page.waitForURL((url) => url.pathname === "/booking");
    await page.getByRole("heading", { name: "Your Details" }).waitFor();
    expect(await page.getByLabel("Full Name").inputValue()).toBe("Marisol Gutiérrez");
    expect(await page.getByLabel("ZIP code").inputValue()).toBe("33131");
    await page.getByRole("link", { name: "Ver esta página en español" }).last().click();
    await page.waitForURL((url) => url.pathname === "/es/booking");
    await page.getByRole("heading", { name: "Sus datos" }).waitFor();
    expect(await page.getByLabel("Nombre completo").inputValue()).toBe("Marisol Gutiérrez");
    expect(await page.getByLabel("Apartamento o unidad (opcional)").inputValue()).toBe("1204");

    const booked = page.waitForRequest((request) => request.method() === "POST" && request.url().endsWith("/api/bookings"));
    await page.getByRole("button", { name: "Confirmar reserva" }).press("Enter");
    const request: Request = await booked;
    // The page's language goes with the booking, and with the API call's answer.
    expect(request.postDataJSON()).toMatchObject({ locale: "es" });
    expect(await request.headerValue("accept-language")).toBe("es-US");
    await page.getByRole("heading", { name: "¡Reserva confirmada!" }).waitFor();
    await page.getByText(`Le enviamos un correo de confirmación a ${email}.`).waitFor();
    await page.getByRole("link", { name: "Agregar al calendario" }).waitFor();
    await expectSpanishStep(page);
  });

  it("subscribes from /es/special through the Spanish subscription wizard to the local checkout at 360 px", async () => {
    const { context, page } = await newPage(browser, { width: 360, height: 740 });
    const email = uniqueEmail("suscripcion");
    await signedInCustomer(page, { email, password: "playa soleada 2026", firstName: "Lucía", lastName: "Fernández" });
    await gotoHydrated(page, "/es/special");
    await page.getByRole("link", { name: "Elegir plan: 1 habitación / 1 baño" }).click();
    await page.waitForURL((url) => url.pathname === "/es/subscription-booking" && url.searchParams.get("package") === "1bed1bath");
    await page.getByRole("heading", { name: "Suscribirse: 1 habitación / 1 baño" }).waitFor();
    expect(await page.getByLabel("Nombre completo").inputValue()).toBe("Lucía Fernández");
    await page.getByLabel("Teléfono").fill("(305) 555-0177");
    await page.getByLabel("Calle y número").fill("1200 Brickell Bay Dr");
    await page.getByLabel("Ciudad", { exact: true }).fill("Miami");
    await page.getByLabel("Código postal").fill("33131");
    await expectSpanishStep(page);
    await page.getByRole("button", { name: "Continuar" }).press("Enter");

    await page.getByRole("heading", { name: "Su primera limpieza" }).waitFor();
    await page.getByRole("button", { name: "Mes siguiente" }).click();
    await page.locator(`button[data-date="${nextMonthDay(12)}"]`).click();
    await page.getByRole("button", { name: formatTime("10:00", "es"), exact: true }).click();
    await expectSpanishStep(page);
    await page.getByRole("button", { name: "Continuar" }).press("Enter");

    await page.getByRole("heading", { name: "Confirmar y pagar" }).waitFor();
    await page.getByText("1 habitación / 1 baño, $39.99 al mes").waitFor();
    await expectSpanishStep(page);
    const sent = page.waitForRequest((request) => request.method() === "POST" && request.url().endsWith("/api/subscription/checkout"));
    const [checkout] = await Promise.all([context.waitForEvent("page"), page.getByRole("button", { name: "Suscribirme y pagar" }).click()]);
    expect((await sent).postDataJSON()).toMatchObject({ locale: "es", package: "1bed1bath" });
    await checkout.waitForURL("**/dev/checkout/cs_local_*");
    // This tab moves on to the Spanish success page.
    await page.waitForURL((url) => url.pathname === "/es/subscription-success" && url.searchParams.has("session_id"));
    await page.getByRole("heading", { level: 1, name: "Confirmando su pago" }).waitFor();
  });
});
