import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { getService, services, servicesIn } from "#core/catalogue";
import { formatRateMoney } from "#core/i18n/format";
import { SPANISH_PUBLIC_PATHS } from "#core/site-paths";
import { BASE_URL, expectAccessible, gotoHydrated, newPage, sharedBrowser } from "./support";

const browser = sharedBrowser();
const CANONICAL = "https://sflconcierge.com";

const htmlLang = (page: Page) => page.evaluate(() => document.documentElement.lang);
const hreflangs = (page: Page) =>
  page.evaluate(() =>
    Object.fromEntries(
      [...document.querySelectorAll<HTMLLinkElement>('link[rel="alternate"][hreflang]')].map((link) => [
        link.getAttribute("hreflang"),
        link.getAttribute("href"),
      ]),
    ),
  );
const horizontalOverflow = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

/** Presses Tab until the element named so (its aria-label, else its text) has the focus, then Enter. */
async function tabToAndPress(page: Page, name: string) {
  for (let presses = 0; presses < 12; presses++) {
    await page.keyboard.press("Tab");
    const focused = await page.evaluate(() => {
      const element = document.activeElement;
      return element?.getAttribute("aria-label") ?? element?.textContent?.trim();
    });
    if (focused === name) {
      await page.keyboard.press("Enter");
      return;
    }
  }
  throw new Error(`Nothing named "${name}" within 12 presses of Tab`);
}

describe("the public site in Spanish", () => {
  it("goes from the English home page to Spanish, through the services to one, and back to English on the same page, at 360 px", async () => {
    const { page } = await newPage(browser, { width: 360, height: 740 });
    await gotoHydrated(page, "/");
    expect(await htmlLang(page)).toBe("en-US");
    expect(await hreflangs(page)).toEqual({ "en-US": `${CANONICAL}/`, "es-US": `${CANONICAL}/es`, "x-default": `${CANONICAL}/` });

    // The header's "Español" link, by keyboard: at 360 px it is in the menu. No redirect: the visitor chooses.
    await tabToAndPress(page, "Open menu");
    await tabToAndPress(page, "Ver esta página en español");
    await page.waitForURL((url) => url.pathname === "/es");
    await page.getByRole("heading", { level: 1, name: "Limpieza estilo hotel y conserjería para vivir en el sur de la Florida" }).waitFor();
    expect(await htmlLang(page)).toBe("es-US");
    expect(await page.getByRole("link", { name: "Reservar", exact: true }).first().isVisible()).toBe(true);
    await expectAccessible(page);
    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);

    await page.getByRole("link", { name: `Ver los ${services.length} servicios` }).click();
    await page.waitForURL((url) => url.pathname === "/es/services");
    await page.getByRole("heading", { level: 1, name: "Todos los servicios" }).waitFor();
    await page.getByText(`Mostrando ${services.length} de ${services.length} servicios`).waitFor();
    expect(await htmlLang(page)).toBe("es-US");
    await page.getByRole("button", { name: "Automóviles", exact: true }).click();
    const detailing = getService("car-detailing", "es");
    expect(detailing?.title).toBe("Detallado de autos");
    await page.getByRole("link", { name: "Detallado de autos" }).click();

    await page.waitForURL((url) => url.pathname === "/es/services/car-detailing");
    await page.getByRole("heading", { level: 1, name: "Detallado de autos" }).waitFor();
    expect(await htmlLang(page)).toBe("es-US");
    expect(await hreflangs(page)).toEqual({
      "en-US": `${CANONICAL}/services/car-detailing`,
      "es-US": `${CANONICAL}/es/services/car-detailing`,
      "x-default": `${CANONICAL}/services/car-detailing`,
    });
    // The price as es-US writes it, from the same model as the English page's.
    const aside = page.getByRole("complementary", { name: "Reservar este servicio" });
    expect(await aside.textContent()).toContain(`Desde ${formatRateMoney(3000, "es")}`);
    await page.getByRole("heading", { level: 2, name: "Qué incluye" }).waitFor();
    await page.getByText("Lavado a mano y secado con microfibra").waitFor();
    await expectAccessible(page);
    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);

    // The footer's "English" link leads to the same service in English.
    await page.locator("footer").getByRole("link", { name: "View this page in English" }).click();
    await page.waitForURL((url) => url.pathname === "/services/car-detailing");
    await page.getByRole("heading", { level: 1, name: "Car Detailing" }).waitFor();
    expect(await htmlLang(page)).toBe("en-US");
    expect(await page.locator("footer").getByRole("link", { name: "Español" }).getAttribute("href")).toBe("/es/services/car-detailing");
  });

  it("serves every Spanish page in Spanish, naming its English pair, accessible with no horizontal scroll at 360 px", async () => {
    const { page } = await newPage(browser, { width: 360, height: 740 });
    for (const path of SPANISH_PUBLIC_PATHS.filter((path) => !path.startsWith("/es/services/") || path.endsWith("/deep-cleaning"))) {
      await gotoHydrated(page, path);
      expect(await htmlLang(page), path).toBe("es-US");
      const english = path === "/es" ? "/" : path.slice("/es".length);
      expect((await hreflangs(page))["en-US"], path).toBe(`${CANONICAL}${english}`);
      // biome-ignore lint/performance/useDomNodeTextContent: what the visitor sees, not the hydration data's script text
      const text = (await page.locator("body").innerText()).replace(/\s+/g, " ");
      // The English pages' navigation words do not appear on a Spanish page.
      for (const english of ["All Services", "Book Now", "Privacy Policy", "All rights reserved"])
        expect(text, path).not.toContain(english);
      await expectAccessible(page);
      expect(await horizontalOverflow(page), path).toBeLessThanOrEqual(0);
    }
    // Every service's Spanish page exists and shows its Spanish title.
    for (const service of servicesIn("es")) {
      const response = await page.request.get(`${BASE_URL}/es/services/${service.id}`);
      expect(response.status(), service.id).toBe(200);
      expect(await response.text(), service.id).toContain(`>${service.title}</h1>`);
    }
  });
});
