import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { runSql, signInAsAdmin } from "./admin-session";
import {
  appNow,
  BASE_URL,
  clientAddress,
  expectAccessible,
  linkEmailed,
  newPage,
  noSidewaysScroll,
  press,
  sharedBrowser,
  soonestBookableSlot,
  typeInto,
  uniqueEmail,
} from "./support";

const browser = sharedBrowser();
const PHONE = { width: 360, height: 740 };

/** Words of the English rating page (client/routes/rate.tsx), none of which the Spanish page may show. */
const ENGLISH_RATE_WORDS = [
  "Rate Your Visit",
  "Loading",
  "How many stars?",
  "star",
  "stars",
  "Comment (optional)",
  "Send rating",
  "Sending",
  "Please choose from 1 to 5 stars.",
  "Thank you!",
  "out of 5",
  "Car Detailing",
  " on ",
  "with",
  "English",
];

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

async function expectSpanish(page: Page) {
  expect(await page.evaluate(() => document.documentElement.lang)).toBe("es-US");
  // biome-ignore lint/performance/useDomNodeTextContent: the visible text is what is checked (textContent would add hidden nodes and scripts)
  const text = await page.evaluate(() => document.body.innerText);
  const shown = ENGLISH_RATE_WORDS.filter((words) => new RegExp(`(^|[^\\p{L}])${escaped(words.trim())}($|[^\\p{L}])`, "u").test(text));
  // "English" is the header's switch to the same page in English: the one English word a Spanish page shows.
  expect(shown.filter((words) => words !== "English")).toEqual([]);
  await noSidewaysScroll(page);
  await expectAccessible(page);
}

/** A Spanish guest's car detailing, done: the owner completed it, and the customer was emailed the rating link. */
async function completedSpanishVisit(email: string): Promise<string> {
  const slot = soonestBookableSlot("car-detailing");
  const response = await fetch(`${BASE_URL}/api/bookings`, {
    method: "POST",
    headers: { "Content-Type": "application/json", "Idempotency-Key": crypto.randomUUID(), "CF-Connecting-IP": clientAddress() },
    body: JSON.stringify({
      service_id: "car-detailing",
      appointment_date: slot.date,
      appointment_time: slot.time,
      customer_name: "Lucía Fernández",
      customer_email: email,
      customer_phone: "(305) 555-0123",
      service_address: "500 Brickell Key Dr, Apt 910, Miami, FL",
      locale: "es",
    }),
  });
  expect(response.status).toBe(201);
  const { reference } = ((await response.json()) as { booking: { reference: string } }).booking;
  runSql(`UPDATE bookings SET status = 'confirmed', starts_at = ${appNow().getTime() - 60 * 60 * 1000} WHERE reference = '${reference}'`);
  const owner = await newPage(browser);
  await signInAsAdmin(owner.context);
  const completed = await owner.context.request.post(`/api/admin/bookings/${reference}/complete`, {
    data: {},
    headers: { Origin: BASE_URL },
  });
  expect(completed.status()).toBe(200);
  await owner.context.close();
  await expect.poll(() => linkEmailed(email, "rating-request", "/rate?").catch(() => ""), { timeout: 20_000 }).not.toBe("");
  return linkEmailed(email, "rating-request", "/rate?");
}

describe("the rating page in Spanish", () => {
  it("opens from a Spanish booking's emailed link at /es/rate and takes the stars by keyboard at 360 px", async () => {
    const email = uniqueEmail("es-rate");
    const link = await completedSpanishVisit(email);
    expect(new URL(link).pathname).toBe("/es/rate");

    const { page } = await newPage(browser, PHONE);
    await page.goto(link);
    await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true");
    await page.getByRole("heading", { name: "Califique su visita" }).waitFor();
    await page.getByText("Detallado de autos el", { exact: false }).waitFor();
    await expectSpanish(page);
    // Its pair in English, through the header's switch, keeps the link's reference and token.
    const english = page.getByRole("link", { name: /English|inglés/i }).first();
    expect(await english.getAttribute("hreflang")).toBe("en-US");
    expect(await english.getAttribute("href")).toBe(`/rate${new URL(link).search}`);

    // Sent without stars: said in Spanish at the field.
    await press(page.getByRole("button", { name: "Enviar calificación" }));
    await page.getByText("Elija de 1 a 5 estrellas.").waitFor();
    await expectSpanish(page);

    await press(page.getByRole("radio", { name: "5 estrellas" }), "Space");
    await typeInto(page.getByRole("textbox", { name: "Comentario (opcional)" }), "Quedó impecable.");
    await press(page.getByRole("button", { name: "Enviar calificación" }));
    await page.getByText("¡Gracias! Usted calificó esta visita con 5 de 5.").waitFor();
    await expectSpanish(page);
  }, 180_000);
});
