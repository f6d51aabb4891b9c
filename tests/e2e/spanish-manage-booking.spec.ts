import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { formatTime } from "#core/i18n/format";
import {
  appToday,
  BASE_URL,
  daysAfter,
  expectAccessible,
  gotoHydrated,
  linkIn,
  newPage,
  openDayFrom,
  outbox,
  sharedBrowser,
  toastText,
  uniqueEmail,
} from "./support";

const browser = sharedBrowser();

/**
 * Words of the English manage-booking page (client/routes/manage-booking.tsx and the booking
 * card it shows), none of which the Spanish page may show. Whole words, case and all.
 */
const ENGLISH_MANAGE_WORDS = [
  "Your Booking",
  "Reschedule or cancel online",
  "Loading your booking",
  "Reference",
  "Waiting for confirmation",
  "Confirmed",
  "When",
  "Address",
  "Price",
  "Eastern Time",
  "Payment",
  "Not paid yet",
  "Save a card",
  "Reschedule",
  "Cancel Booking",
  "Cancel this booking?",
  "Yes, Cancel Booking",
  "Keep Booking",
  "Booking Cancelled",
  "Cancelled",
  "Book Again",
  "Pet Sitting",
  "PM",
  "Starting at",
];

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

async function englishOnPage(page: Page): Promise<string[]> {
  // biome-ignore lint/performance/useDomNodeTextContent: the visible text is what is checked (textContent would add hidden nodes and scripts)
  const text = await page.evaluate(() => document.body.innerText);
  return ENGLISH_MANAGE_WORDS.filter((words) => new RegExp(`(^|[^\\p{L}])${escaped(words)}($|[^\\p{L}])`, "u").test(text));
}

async function expectSpanishPage(page: Page) {
  expect(await page.evaluate(() => document.documentElement.lang)).toBe("es-US");
  expect(await englishOnPage(page)).toEqual([]);
  await expectAccessible(page);
  expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);
}

describe("a Spanish booking's page, from its emailed link", () => {
  it("is Spanish at 360 px, and cancels by keyboard in Spanish", async () => {
    const { context, page } = await newPage(browser, { width: 360, height: 740 });
    const email = uniqueEmail("es-manage");
    const response = await context.request.post(`${BASE_URL}/api/bookings`, {
      headers: { "Idempotency-Key": crypto.randomUUID(), Origin: BASE_URL },
      data: {
        service_id: "pet-sitting",
        appointment_date: openDayFrom(daysAfter(appToday(), 9), "12:00 PM", "pet-sitting"),
        appointment_time: "12:00 PM",
        customer_name: "Gloria Estrada",
        customer_email: email,
        customer_phone: "(305) 555-0142",
        service_address: "1200 Brickell Ave, Miami, FL",
        locale: "es",
      },
    });
    expect(response.status()).toBe(201);
    const { reference } = ((await response.json()) as { booking: { reference: string } }).booking;
    const confirmation = (await outbox()).find((message) => message.to === email && message.kind === "booking-customer")!;
    const link = new URL(linkIn(confirmation, "/manage-booking"));
    expect(link.pathname).toBe("/es/manage-booking");

    await gotoHydrated(page, link.pathname + link.search);
    const item = page.getByRole("article").filter({ hasText: reference });
    await item.getByText(`${formatTime("12:00", "es")} (hora del Este)`).waitFor();
    await page.getByRole("heading", { level: 1, name: "Su reserva" }).waitFor();
    await expectSpanishPage(page);

    await item.getByRole("button", { name: "Cancelar reserva" }).focus();
    await page.keyboard.press("Enter");
    await item.getByRole("group", { name: "¿Cancelar esta reserva? El horario se ofrecerá a otros clientes." }).waitFor();
    await expectSpanishPage(page);
    await item.getByRole("button", { name: "Sí, cancelar reserva" }).focus();
    await page.keyboard.press("Enter");
    expect(await toastText(page)).toContain("Reserva cancelada");
    await item.getByText("Cancelada", { exact: true }).waitFor();
    await expectSpanishPage(page);
    await context.close();
  });
});
