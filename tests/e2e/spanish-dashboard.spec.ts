import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { expectAccessible, gotoHydrated, linkEmailed, newPage, sharedBrowser, uniqueEmail } from "./support";

const browser = sharedBrowser();

/**
 * Words of the English dashboard (client/routes/dashboard.tsx and its tabs), none of which
 * the Spanish dashboard may show. Whole words, case and all.
 */
const ENGLISH_DASHBOARD_WORDS = [
  "Welcome",
  "Sign Out",
  "Loading",
  "Dashboard",
  "Account",
  "Schedule",
  "Subscription",
  "Bookings",
  "Addresses",
  "Profile",
  "Upcoming bookings",
  "You have no upcoming bookings",
  "Book a service",
  "Your cleaning schedule",
  "Cleaning schedules come with a cleaning subscription",
  "See subscription plans",
  "Cleaning Subscriptions",
  "Bi-weekly",
  "Choose a plan",
  "Subscribe Now",
  "month",
  "1 Bed / 1 Bath",
  "Saved addresses",
  "No saved addresses yet",
  "Saved cards",
  "No saved cards yet",
  "Add a card",
  "Texts about your visits",
  "Mobile number",
  "Save text settings",
  "Email",
  "Name",
  "Not provided",
  "please contact support",
];

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

async function englishOnPage(page: Page): Promise<string[]> {
  // biome-ignore lint/performance/useDomNodeTextContent: the visible text is what is checked (textContent would add hidden nodes and scripts)
  const text = await page.evaluate(() => document.body.innerText);
  return ENGLISH_DASHBOARD_WORDS.filter((words) => new RegExp(`(^|[^\\p{L}])${escaped(words)}($|[^\\p{L}])`, "u").test(text));
}

async function expectSpanishTab(page: Page, tab: string, settledOn: string) {
  await page.getByRole("tab", { name: tab, selected: true }).waitFor();
  await page.getByText(settledOn).first().waitFor();
  expect(await page.locator("html").getAttribute("lang")).toBe("es-US");
  expect(await englishOnPage(page)).toEqual([]);
  expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);
  await expectAccessible(page);
}

describe("the dashboard in Spanish", () => {
  it("a customer who signs up on /es gets a Spanish account and walks every dashboard tab in Spanish at 360 px by keyboard", async () => {
    const { page } = await newPage(browser, { width: 360, height: 740 });
    const email = uniqueEmail("es-dashboard");
    const signUps: Record<string, unknown>[] = [];
    page.on("request", (request) => {
      if (request.url().endsWith("/api/auth/sign-up/email")) signUps.push(request.postDataJSON());
    });

    await gotoHydrated(page, "/es");
    await page.getByRole("button", { name: "Abrir menú" }).click();
    await page.getByRole("button", { name: "Iniciar sesión" }).click();
    const dialog = page.getByRole("dialog", { name: "Bienvenido" });
    await dialog.getByRole("button", { name: "Crear cuenta" }).first().click();
    await dialog.getByLabel("Nombre", { exact: true }).fill("Ana");
    await dialog.getByLabel("Apellido").fill("Pérez");
    await dialog.getByLabel("Correo electrónico").fill(email);
    await dialog.getByLabel("Contraseña").fill("una-clave-segura-1");
    await page.keyboard.press("Enter");
    await expect.poll(() => signUps.length).toBe(1);
    // The account's emails follow the page it was made on, and its link leads back to the Spanish dashboard.
    expect(signUps[0]).toMatchObject({ locale: "es", callbackURL: "/es/dashboard" });

    await page.goto(await linkEmailed(email, "verify-email", "/api/auth/verify-email"));
    await page.waitForURL("**/es/dashboard");
    await page.getByRole("heading", { name: "Hola, Ana Pérez" }).waitFor();

    // Without a plan the dashboard opens on its bookings.
    await expectSpanishTab(page, "Reservas", "No tiene reservas próximas.");
    await page.getByRole("tab", { name: "Reservas" }).focus();
    await page.keyboard.press("Home");
    await expectSpanishTab(page, "Calendario", "Los calendarios de limpieza vienen con una suscripción de limpieza.");
    await page.keyboard.press("ArrowRight");
    await expectSpanishTab(page, "Suscripción", "Elija un plan");
    await page.keyboard.press("ArrowRight");
    await page.keyboard.press("ArrowRight");
    await expectSpanishTab(page, "Direcciones", "Todavía no tiene direcciones guardadas");
    await page.keyboard.press("ArrowRight");
    await expectSpanishTab(page, "Perfil", "Todavía no tiene tarjetas guardadas.");
    await page.getByLabel("Número de celular").and(page.locator(":enabled")).waitFor();
    expect(await englishOnPage(page)).toEqual([]);
  });
});
