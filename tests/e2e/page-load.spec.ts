import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { allowConsoleError, gotoHydrated, launchBrowser, newPage } from "./support";

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/**
 * How a prerendered page loads (scripts/hydrate-after-paint.mjs, scripts/page-stylesheet.mjs):
 * its text and pictures come first, its scripts after, and nothing it shows later is unstyled.
 */
describe("a prerendered page", () => {
  it("is parsed and painted before it asks for its scripts", async () => {
    for (const path of ["/", "/services", "/services/deep-cleaning", "/special", "/no-such-page"]) {
      const { context, page } = await newPage(browser);
      if (path === "/no-such-page") allowConsoleError(page, /status of 404 .*\/no-such-page\]$/, "the 404 page is one of the pages measured");
      await gotoHydrated(page, path);
      const timing = await page.evaluate(() => {
        const navigation = performance.getEntriesByType("navigation")[0] as PerformanceNavigationTiming;
        const scripts = performance.getEntriesByType("resource").filter((entry) => /^\/assets\/.+\.js$/.test(new URL(entry.name).pathname));
        return { parsed: navigation.domInteractive, firstScript: Math.min(...scripts.map((entry) => entry.startTime)), scripts: scripts.length };
      });
      expect(timing.scripts, `${path} loads its scripts`).toBeGreaterThan(3);
      expect(timing.firstScript, `${path} asks for no script while it is parsed`).toBeGreaterThanOrEqual(timing.parsed);
      await context.close();
    }
  });

  it("carries only the style rules it uses, and has the whole stylesheet before it hydrates", async () => {
    const { context, page } = await newPage(browser);
    await gotoHydrated(page, "/");
    const styles = await page.evaluate(async () => {
      const link = document.querySelector<HTMLLinkElement>('link[rel="stylesheet"][href^="/assets/app-"]');
      const whole = link ? await (await fetch(link.href)).text() : "";
      return { inline: document.getElementById("app-css")?.textContent ?? "", whole, applied: Boolean(link?.sheet) };
    });
    expect(styles.applied).toBe(true);
    expect(styles.inline.length).toBeLessThan(styles.whole.length * 0.8);
    // The Login dialog's width rule is not among the home page's own rules, only in the whole stylesheet.
    expect(styles.inline).not.toContain(".max-w-md");
    expect(styles.whole).toContain(".max-w-md");
    await page.getByRole("banner").getByRole("button", { name: "Login" }).click();
    const dialog = page.getByRole("dialog", { name: "Welcome" });
    await dialog.waitFor();
    expect(await dialog.evaluate((element) => getComputedStyle(element).maxWidth)).toBe("448px");
    await context.close();
  });
});
