import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { BUSINESS } from "#core/business";
import { filterServices } from "#core/service-index";
import { getService, relatedServices, services } from "#core/catalogue";
import { STATIC_PUBLIC_PATHS } from "#core/site-paths";
import { allowConsoleError, BASE_URL, expectAccessible, gotoHydrated, newPage, sharedBrowser } from "./support";

const browser = sharedBrowser();

const countLine = (page: Page) => page.getByText(/^Showing \d+ of \d+ services$/).textContent();
const cardTitles = (page: Page) => page.locator("main ul li article h2").allTextContents();

describe("the public site in the browser", () => {
  it("is accessible on every public page, loads every file it asks for, with no horizontal scroll at 360 px", async () => {
    const { context, page } = await newPage(browser, { width: 360, height: 740 });
    const failed: string[] = [];
    page.on("response", (response) => {
      if (response.status() >= 400) failed.push(`${response.status()} ${response.url()}`);
    });
    for (const path of [...STATIC_PUBLIC_PATHS, "/services/deep-cleaning", "/services/laundry-service"]) {
      await gotoHydrated(page, path);
      await expectAccessible(page);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
      expect(overflow, `horizontal scroll on ${path}`).toBeLessThanOrEqual(0);
    }
    expect(failed).toEqual([]);
    await context.close();
  });

  it("searches case-insensitively, filters by category, and keeps both in the URL", async () => {
    const { context, page } = await newPage(browser);
    await gotoHydrated(page, "/services");
    expect(await countLine(page)).toBe(`Showing ${services.length} of ${services.length} services`);

    await page.getByPlaceholder("Search services...").fill("CLEAN");
    const cleanCount = filterServices(services, "All Services", "clean").length;
    expect(cleanCount).toBeGreaterThan(1);
    await expect.poll(() => countLine(page)).toBe(`Showing ${cleanCount} of ${services.length} services`);

    await page.getByRole("button", { name: "Home Services", exact: true }).click();
    const both = filterServices(services, "Home Services", "clean");
    await expect.poll(() => countLine(page)).toBe(`Showing ${both.length} of ${services.length} services`);
    expect(await cardTitles(page)).toEqual(both.map((service) => service.title));
    expect(page.url()).toContain("category=Home+Services");
    expect(page.url()).toContain("q=CLEAN");

    await page.reload();
    await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true");
    await expect.poll(() => countLine(page)).toBe(`Showing ${both.length} of ${services.length} services`);
    expect(await page.getByPlaceholder("Search services...").inputValue()).toBe("CLEAN");
    expect(await page.getByRole("button", { name: "Home Services", exact: true }).getAttribute("aria-pressed")).toBe("true");

    await page.getByRole("button", { name: "Laundry", exact: true }).click();
    await page.goBack();
    await expect.poll(() => countLine(page)).toBe(`Showing ${both.length} of ${services.length} services`);
    await context.close();
  });

  it("shows the empty state and clears the filters", async () => {
    const { context, page } = await newPage(browser);
    await gotoHydrated(page, "/services?q=zzzz-nothing");
    await page.getByRole("heading", { name: "No services found" }).waitFor();
    await page.getByText("Try adjusting your search or filter criteria").waitFor();
    await expectAccessible(page);
    await page.getByRole("button", { name: "Clear Filters" }).click();
    await expect.poll(() => countLine(page)).toBe(`Showing ${services.length} of ${services.length} services`);
    expect(new URL(page.url()).search).toBe("");
    await context.close();
  });

  it("shows up to three related services and opens an action photo by keyboard", async () => {
    const { context, page } = await newPage(browser);
    const service = getService("regular-cleaning")!;
    await gotoHydrated(page, `/services/${service.id}`);
    await page.getByRole("heading", { level: 1, name: service.title }).waitFor();
    const related = page.getByRole("region", { name: "Related services" });
    const expected = relatedServices(service, 3).map((item) => item.title);
    expect(expected.length).toBeGreaterThan(0);
    expect(await related.locator("h3").allTextContents()).toEqual(expected);
    expect(await page.getByRole("link", { name: "Book This Service" }).getAttribute("href")).toBe(`/booking?service=${service.id}`);

    const thumbnail = page.getByRole("button", { name: /^Enlarge photo 1 of/ });
    await thumbnail.focus();
    await page.keyboard.press("Enter");
    const dialog = page.getByRole("dialog", { name: `${service.title} photos` });
    await dialog.waitFor();
    expect(await dialog.getByText(/^Photo 1 of/).isVisible()).toBe(true);
    await page.keyboard.press("ArrowRight");
    await dialog.getByText(/^Photo 2 of/).waitFor();
    await expectAccessible(page);
    await page.keyboard.press("Escape");
    await dialog.waitFor({ state: "hidden" });
    expect(await page.evaluate(() => document.activeElement?.getAttribute("aria-label"))).toMatch(/^Enlarge photo 1 of/);
    await context.close();
  });

  it("shows the first-time offer only on the cleaning services, and the Cleaning Special's price per month", async () => {
    const { context, page } = await newPage(browser);
    for (const [id, offered] of [
      ["laundry-service", false],
      ["yacht-rental", false],
      ["move-cleaning", true],
    ] as const) {
      await gotoHydrated(page, `/services/${id}`);
      expect(await page.getByText(BUSINESS.promo).count(), id).toBe(offered ? 1 : 0);
    }
    await gotoHydrated(page, "/services/deep-cleaning");
    const booking = page.getByRole("complementary", { name: "Book this service" });
    await booking.getByText("$39.99/month", { exact: true }).waitFor();
    expect(await booking.getByRole("link", { name: "see the plans" }).getAttribute("href")).toBe("/special");
    await context.close();
  });

  it("shows the 2-for-1 banner on the cleaning special", async () => {
    const { context, page } = await newPage(browser);
    await gotoHydrated(page, "/services/deep-cleaning");
    await page.getByRole("heading", { level: 1, name: "Cleaning Special" }).waitFor();
    const banner = page.getByRole("complementary", { name: "2-for-1 special" });
    expect(await banner.getByRole("link", { name: "Subscribe Now" }).getAttribute("href")).toBe("/subscription");
    await context.close();
  });

  it("shows 'Service Not Found' for an unknown id", async () => {
    const { context, page } = await newPage(browser);
    allowConsoleError(page, /status of 404 .*\/services\/no-such-service\]$/, "the test opens an unknown service");
    const response = await page.goto("/services/no-such-service");
    expect(response?.status()).toBe(404);
    await page.getByRole("heading", { name: "Service Not Found" }).waitFor();
    await page.getByText('Service ID "no-such-service" was not found.').waitFor();
    await page.getByRole("link", { name: "Back to Services" }).click();
    await page.waitForURL("**/services");
    await context.close();
  });

  it("links every package of the special page to the subscription wizard", async () => {
    const { context, page } = await newPage(browser);
    await gotoHydrated(page, "/special");
    const hrefs = await page.getByRole("link", { name: /^Choose / }).evaluateAll((links) => links.map((link) => link.getAttribute("href")));
    expect(hrefs).toEqual([
      "/subscription-booking?package=1bed1bath",
      "/subscription-booking?package=2bed2bath",
      "/subscription-booking?package=3bed3bath",
    ]);
    await context.close();
  });

  it("serves real HTML before any script runs, with a 404 status for unknown paths", async () => {
    const home = await fetch(`${BASE_URL}/`);
    const html = await home.text();
    expect(html).toContain(`View All ${services.length} Services`);
    expect(html).toContain('"@type":"LocalBusiness"');
    expect(home.headers.get("Content-Security-Policy")).toMatch(/script-src 'self'( 'sha256-[A-Za-z0-9+/=]+')+;/);
    const unknown = await fetch(`${BASE_URL}/no-such-page`);
    expect(unknown.status).toBe(404);
    expect(await unknown.text()).toContain("Oops! Page not found");
  });
});
