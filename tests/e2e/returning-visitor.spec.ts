import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { STATIC_PUBLIC_PATHS } from "#core/site-paths";
import { allowConsoleError, gotoHydrated, newPage, signedInCustomer, uniqueEmail, sharedBrowser } from "./support";

const browser = sharedBrowser();

const hydrated = (page: Page) => page.waitForFunction(() => document.documentElement.dataset.hydrated === "true");

/**
 * What a returning visitor does, in one browser context (one HTTP cache): the page is
 * revalidated on reload (304), restored on Back, and must still work each time.
 */
async function revisit(page: Page, path: string, elsewhere: string) {
  await gotoHydrated(page, path);
  const reload = await page.reload();
  // Chromium reports the cached page; the condition it sent shows the server answered 304.
  expect(await reload?.request().headerValue("if-none-match"), `reload of ${path} is a revalidation`).toMatch(/^"\w+"$/);
  await hydrated(page);
  await gotoHydrated(page, elsewhere);
  await page.goBack();
  await page.waitForURL((url) => url.pathname === path);
  await hydrated(page);
}

async function loginDialogOpens(page: Page) {
  await page.getByRole("banner").getByRole("button", { name: "Login" }).click();
  await page.getByRole("dialog", { name: "Welcome" }).waitFor();
  await page.keyboard.press("Escape");
  await page.getByRole("dialog", { name: "Welcome" }).waitFor({ state: "hidden" });
}

describe("a returning visitor", () => {
  it("gets working public pages after a reload, Back and a second visit", async () => {
    const { context, page } = await newPage(browser);
    for (const path of [...STATIC_PUBLIC_PATHS, "/services/deep-cleaning"]) {
      await revisit(page, path, path === "/about" ? "/special" : "/about");
      await loginDialogOpens(page);
    }

    await revisit(page, "/services", "/");
    await page.getByRole("button", { name: "Pet Care", exact: true }).click();
    await expect.poll(() => page.locator("main ul li article h2").allTextContents()).toEqual(["Pet Grooming", "Pet Sitting"]);

    const secondVisit = await context.newPage();
    await gotoHydrated(secondVisit, "/");
    await loginDialogOpens(secondVisit);
  });

  it("gets a working booking wizard after a reload and Back", async () => {
    const { page } = await newPage(browser);
    await revisit(page, "/booking", "/services");
    await page.getByRole("heading", { name: "Select Your Service" }).waitFor();
    await page.getByRole("button", { name: /Regular Cleaning/ }).click();
    await page.getByRole("heading", { name: "Select Date & Time" }).waitFor();
  });

  it("gets a working dashboard after a reload and Back", async () => {
    const { page } = await newPage(browser);
    await signedInCustomer(page, {
      email: uniqueEmail("returning"),
      password: "harbour lights 2026",
      firstName: "Rosa",
      lastName: "Marin",
    });
    await revisit(page, "/dashboard", "/services");
    await page.getByRole("heading", { name: "Welcome, Rosa Marin" }).waitFor();
    await page.getByRole("tab", { name: "Profile" }).click();
    expect(await page.getByRole("tab", { name: "Profile" }).getAttribute("aria-selected")).toBe("true");
  });

  it("refuses an inline script that is not in the build, and the page still works", async () => {
    const { page } = await newPage(browser);
    allowConsoleError(
      page,
      /Executing inline script violates|Refused to execute inline script|CSP violation: script-src/,
      "the test injects a script on purpose",
    );
    await page.route("**/special", async (route) => {
      const response = await route.fetch();
      const html = (await response.text()).replace("</body>", "<script>document.title = 'injected'</script></body>");
      await route.fulfill({ response, body: html });
    });
    await gotoHydrated(page, "/special");
    expect(await page.title()).not.toBe("injected");
    await loginDialogOpens(page);
  });
});
