import { describe, expect, it } from "vitest";
import { allowConsoleError, expectAccessible, newPage, sharedBrowser } from "./support";

const browser = sharedBrowser();

describe("the 404 page under /es/", () => {
  it("answers an unknown Spanish path with status 404 and a Spanish page, at 360 px", async () => {
    const { context, page } = await newPage(browser, { width: 360, height: 740 });
    allowConsoleError(page, /status of 404 .*\/es\/no-existe-esta-pagina\]$/, "the test opens an unknown path");
    const response = await page.goto("/es/no-existe-esta-pagina");
    expect(response?.status()).toBe(404);
    expect(await page.evaluate(() => document.documentElement.lang)).toBe("es-US");
    await page.getByRole("heading", { level: 1, name: "¡Uy! No encontramos esta página" }).waitFor();
    // biome-ignore lint/performance/useDomNodeTextContent: the visible text is what is checked
    const text = await page.evaluate(() => document.body.innerText);
    for (const english of ["Page not found", "Return to Home"]) expect(text).not.toContain(english);
    expect(await page.title()).toContain("Página no encontrada");
    await expectAccessible(page);
    await page.getByRole("link", { name: "Volver al inicio" }).focus();
    await page.keyboard.press("Enter");
    await page.waitForURL((url) => url.pathname === "/es" || url.pathname === "/es/");
    await context.close();
  });

  it("keeps the English 404 page for an unknown English path", async () => {
    const { context, page } = await newPage(browser, { width: 360, height: 740 });
    allowConsoleError(page, /status of 404 .*\/no-such-page\]$/, "the test opens an unknown path");
    const response = await page.goto("/no-such-page");
    expect(response?.status()).toBe(404);
    await page.getByRole("heading", { level: 1, name: "Oops! Page not found" }).waitFor();
    expect(await page.evaluate(() => document.documentElement.lang)).toBe("en-US");
    await context.close();
  });
});
