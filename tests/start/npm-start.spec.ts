import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { businessToday } from "#core/time-slots";
import { allowConsoleError, BASE_URL, gotoHydrated, launchBrowser, newPage, uniqueEmail } from "../e2e/support";

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** `npm start` is the first thing a newcomer runs: it must behave as the build does. */
describe("npm start", () => {
  it("serves a home page that hydrates, with a working Login dialog and a clean console", async () => {
    const { page } = await newPage(browser);
    await gotoHydrated(page, "/");
    await page.getByRole("banner").getByRole("button", { name: "Login" }).click();
    await page.getByRole("dialog", { name: "Welcome" }).waitFor();
  });

  it("keeps answering modules and pages after aborted requests, and the booking wizard still reaches step 2", async () => {
    // A browser aborting a fetch or a closed tab cancels its request mid-flight; nothing that
    // request started may be awaited by later ones.
    // Aborted at different moments, so that some are cancelled in the middle of their work.
    await Promise.all(
      Array.from({ length: 24 }, async (_, index) => {
        const aborted = new AbortController();
        const pending = fetch(`${BASE_URL}${index % 2 ? "/services/car-detailing" : "/booking"}`, { signal: aborted.signal }).catch(
          () => undefined,
        );
        setTimeout(() => aborted.abort(), 2 + index * 2);
        await pending;
      }),
    );
    const paths = ["/client/root.tsx", "/services/car-detailing", "/booking", "/services", "/dashboard", "/"];
    const statuses = await Promise.all(
      Array.from({ length: 30 }, (_, index) => fetch(`${BASE_URL}${paths[index % paths.length]}`).then((response) => response.status)),
    );
    expect(statuses.filter((status) => status >= 500)).toEqual([]);

    const { page } = await newPage(browser);
    await gotoHydrated(page, "/services/car-detailing");
    await page.getByRole("link", { name: "Book This Service" }).click();
    await page.getByRole("heading", { name: "Select Date & Time" }).waitFor();
  });

  it("opens the booking calendar on the app's today, as the server's clock names it, not the device's", async () => {
    // scripts/start-smoke.mjs starts npm start at another instant than this machine's (LOCAL_CLOCK_AT).
    const named = (await fetch(`${BASE_URL}/api/health`)).headers.get("X-App-Clock");
    expect(named, "npm start names its moved clock on API answers").not.toBeNull();
    const today = businessToday(new Date(Number(named)));
    expect(today).not.toBe(businessToday(new Date()));
    const { page } = await newPage(browser);
    await gotoHydrated(page, "/services/car-detailing");
    await page.getByRole("link", { name: "Book This Service" }).click();
    await page.locator(`button[data-date="${today}"][aria-current="date"]`).waitFor();
  });

  it("answers an unknown path with the 404 page and status 404", async () => {
    const { page } = await newPage(browser);
    allowConsoleError(page, /status of 404 .*\/no-such-page\]$/, "the test opens an unknown path");
    const response = await page.goto("/no-such-page");
    expect(response?.status()).toBe(404);
    await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true");
    await page.getByRole("heading", { name: "Oops! Page not found" }).waitFor();
  });

  it("delivers a sign-up's verification email to the local mailbox", async () => {
    const { page } = await newPage(browser);
    const email = uniqueEmail("newcomer");
    await gotoHydrated(page, "/");
    await page.getByRole("banner").getByRole("button", { name: "Login" }).click();
    const dialog = page.getByRole("dialog", { name: "Welcome" });
    await dialog.getByRole("button", { name: "Create Account" }).click();
    await dialog.getByLabel("First Name").fill("Nadia");
    await dialog.getByLabel("Last Name").fill("Okafor");
    await dialog.getByLabel("Email").fill(email);
    await dialog.getByLabel("Password").fill("coral reef 2026");
    await dialog.getByRole("button", { name: "Create Account" }).last().click();
    await expect.poll(() => page.getByTestId("toast").textContent()).toContain("Account created!");

    await page.goto(`${BASE_URL}/dev/mailbox`);
    await page.getByText(`to ${email}`).waitFor();
    await page.getByRole("listitem").filter({ hasText: email }).getByRole("link").click();
    await page.getByRole("link", { name: /verify-email/ }).click();
    await page.waitForURL("**/dashboard");
    await page.getByRole("heading", { name: "Welcome, Nadia Okafor" }).waitFor();
  });
});
