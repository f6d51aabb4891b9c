import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { expectAccessible, gotoHydrated, newPage, sharedBrowser } from "./support";

const browser = sharedBrowser();

/** The offer is decided in an effect after hydration: a moment later, an absent offer is absent for good. */
async function settled(page: Page) {
  await page.getByRole("heading", { level: 1 }).waitFor();
  await page.waitForTimeout(300);
}

describe("the offer of the Spanish site", () => {
  it("is made on English pages to a browser that prefers Spanish, never redirects, and stays dismissed after a reload", async () => {
    const { page } = await newPage(browser, { width: 360, height: 740, locale: "es-US" });
    await gotoHydrated(page, "/services");
    const offer = page.getByRole("complementary", { name: "Español" });
    await offer.getByText("¿Prefiere español?").waitFor();
    // An offer, not a redirect: the English page stays.
    expect(new URL(page.url()).pathname).toBe("/services");
    expect(await offer.getByRole("link", { name: "Ver esta página en español" }).getAttribute("href")).toBe("/es/services");
    await expectAccessible(page);

    // Dismissed by keyboard, it goes, and a reload does not bring it back.
    await offer.getByRole("button", { name: "No, gracias" }).focus();
    await page.keyboard.press("Enter");
    await offer.waitFor({ state: "detached" });
    await gotoHydrated(page, "/services");
    await settled(page);
    expect(await page.getByText("¿Prefiere español?").count()).toBe(0);
  });

  it("is not made on Spanish pages, nor to a browser that prefers English", async () => {
    const spanish = await newPage(browser, { locale: "es-US" });
    await gotoHydrated(spanish.page, "/es/services");
    await settled(spanish.page);
    expect(await spanish.page.getByText("¿Prefiere español?").count()).toBe(0);

    const english = await newPage(browser, { locale: "en-US" });
    await gotoHydrated(english.page, "/services");
    await settled(english.page);
    expect(await english.page.getByText("¿Prefiere español?").count()).toBe(0);
  });
});
