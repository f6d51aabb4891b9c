import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { STATIC_PUBLIC_PATHS } from "#core/site-paths";
import { laterRules } from "#scripts/page-stylesheet.mjs";
import { allowConsoleError, BASE_URL, gotoHydrated, newPage, sharedBrowser } from "./support";

const browser = sharedBrowser();

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

  it("hydrates what is below the fold and the footer apart from the top, each written in place", async () => {
    for (const path of ["/", "/services", "/services/deep-cleaning", "/special"]) {
      const html = await (await fetch(`${BASE_URL}${path}`)).text();
      const main = html.slice(html.indexOf("<main"), html.indexOf("</main>"));
      // A finished Suspense boundary (client/components/ui/hydrate-apart.tsx) that React hydrates in a pass of its own.
      expect(html, `${path}: the footer`).toContain("<!--$--><footer");
      expect(main.match(/<!--\$-->/g)?.length ?? 0, `${path}: below the fold`).toBeGreaterThanOrEqual(1);
      // Not streamed apart (hidden, then moved by a script): its text is where a reader without scripts finds it.
      expect(html, path).not.toContain("<!--$?-->");
      expect(html, path).not.toContain("$RC(");
    }
  });

  it("carries only the style rules it uses, and has the ones it left out before it hydrates", async () => {
    const { context, page } = await newPage(browser);
    await gotoHydrated(page, "/");
    const styles = await page.evaluate(async () => {
      const link = document.querySelector<HTMLLinkElement>('link[rel="stylesheet"][href^="/assets/later-"]');
      const later = link ? await (await fetch(link.href)).text() : "";
      return { inline: document.getElementById("app-css")?.textContent ?? "", later, applied: Boolean(link?.sheet) };
    });
    expect(styles.applied).toBe(true);
    // The Login dialog's width rule is not among the home page's own rules, only among those it adds.
    expect(styles.inline).not.toContain(".max-w-md");
    expect(styles.later).toContain(".max-w-md");
    // Rules for every element and the custom property registrations are the page's own: adding them again would restyle it all.
    expect(styles.later).not.toMatch(/@property|(^|[{}])(\*|html|body|:root)[,{]/);
    await page.getByRole("banner").getByRole("button", { name: "Login" }).click();
    const dialog = page.getByRole("dialog", { name: "Welcome" });
    await dialog.waitFor();
    expect(await dialog.evaluate((element) => getComputedStyle(element).maxWidth)).toBe("448px");
    await context.close();
  });

  it("keeps the whole stylesheet's cascade: a rule of the page's own comes again after a left-out rule before it that sets the same property", () => {
    const whole =
      "@layer utilities{.hidden{display:none}.flex{display:flex}.px-4{padding-inline:1rem}.p-2{padding:.5rem}.mt-1{margin-top:.25rem}" +
      "@media (width>=48rem){.md\\:hidden{display:none}}}";
    const later = laterRules('<div class="md:hidden p-2 mt-1"></div>', whole);
    // Opening a menu adds .flex: after it, md:hidden still hides the element on a wide screen, as in the whole stylesheet.
    expect(later).toBe(
      "@layer utilities{.hidden{display:none}.flex{display:flex}.px-4{padding-inline:1rem}.p-2{padding:.5rem}@media (width>=48rem){.md\\:hidden{display:none}}}",
    );
  });

  it("looks the same with only its own style rules as with every rule, on every prerendered page", async () => {
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
      const later = /\/assets\/later-[0-9a-f]+\.css/.exec(await page.content())?.[0];
      expect(later, `${path} names the style rules it leaves out`).toBeDefined();
      const laterRules = await (await fetch(`${BASE_URL}${later}`)).text();
      // page.addStyleTag waits for an event that never fires without scripts.
      await page.evaluate((css) => document.head.append(Object.assign(document.createElement("style"), { textContent: css })), laterRules);
      const withAll = await computedStyles(page);
      expect(ownRules.length).toBe(withAll.length);
      const changed = ownRules.filter((style, index) => style !== withAll[index]).map((style) => style.slice(0, style.lastIndexOf(" ")));
      expect(changed, `elements of ${path} at ${width} px styled differently without the rules it leaves out`).toEqual([]);
    }
    await context.close();
  });
});
