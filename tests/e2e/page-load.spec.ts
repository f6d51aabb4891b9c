import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { STATIC_PUBLIC_PATHS } from "../../core/site-paths";
import { allowConsoleError, BASE_URL, gotoHydrated, launchBrowser, newPage } from "./support";

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** Every element's computed style, in document order, as a tag, its classes and a hash of every property. */
function computedStyles(page: Page) {
  return page.evaluate(() =>
    [...document.body.querySelectorAll("*")].map((element) => {
      const style = getComputedStyle(element);
      let hash = 2166136261;
      for (const name of style) {
        for (const char of `${name}:${style.getPropertyValue(name)};`) hash = Math.imul(hash ^ char.charCodeAt(0), 16777619) >>> 0;
      }
      return `${element.tagName}.${element.getAttribute("class") ?? ""} ${hash}`;
    }),
  );
}

/**
 * How a prerendered page loads (scripts/hydrate-after-paint.mjs, scripts/page-stylesheet.mjs):
 * its text and pictures come first, its scripts after, and nothing it shows later is unstyled.
 */
describe("a prerendered page", () => {
  it("is parsed and painted before it asks for its scripts", async () => {
    for (const path of ["/", "/services", "/services/deep-cleaning", "/special", "/no-such-page"]) {
      const { context, page } = await newPage(browser);
      if (path === "/no-such-page")
        allowConsoleError(page, /status of 404 .*\/no-such-page\]$/, "the 404 page is one of the pages measured");
      await gotoHydrated(page, path);
      const timing = await page.evaluate(() => {
        const navigation = performance.getEntriesByType("navigation")[0] as PerformanceNavigationTiming;
        const scripts = performance.getEntriesByType("resource").filter((entry) => /^\/assets\/.+\.js$/.test(new URL(entry.name).pathname));
        return {
          parsed: navigation.domInteractive,
          firstScript: Math.min(...scripts.map((entry) => entry.startTime)),
          scripts: scripts.length,
        };
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

  it("looks the same with only its own style rules as with the whole stylesheet, on every prerendered page", async () => {
    // No scripts: the page stays as first painted, with the rules it carries inline.
    const context = await browser.newContext({ baseURL: BASE_URL, javaScriptEnabled: false });
    const page = await context.newPage();
    const pages = [...STATIC_PUBLIC_PATHS, "/services/deep-cleaning", "/no-such-page"];
    for (const [path, width] of pages.flatMap(
      (path) =>
        [
          [path, 360],
          [path, 1280],
        ] as const,
    )) {
      await page.setViewportSize({ width, height: 800 });
      await page.goto(path);
      const ownRules = await computedStyles(page);
      const whole = /\/assets\/app-[0-9a-f]+\.css/.exec(await page.content())?.[0];
      expect(whole, `${path} names the whole stylesheet`).toBeDefined();
      const wholeRules = await (await fetch(`${BASE_URL}${whole}`)).text();
      // page.addStyleTag waits for an event that never fires without scripts.
      await page.evaluate((css) => document.head.append(Object.assign(document.createElement("style"), { textContent: css })), wholeRules);
      const withWhole = await computedStyles(page);
      expect(ownRules.length).toBe(withWhole.length);
      const changed = ownRules.filter((style, index) => style !== withWhole[index]).map((style) => style.slice(0, style.lastIndexOf(" ")));
      expect(changed, `elements of ${path} at ${width} px styled differently without the whole stylesheet`).toEqual([]);
    }
    await context.close();
  });
});
