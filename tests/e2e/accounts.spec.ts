import { describe, expect, it } from "vitest";
import {
  allowConsoleError,
  expectAccessible,
  gotoHydrated,
  latestEmailTo,
  newPage,
  toastText,
  uniqueEmail,
  sharedBrowser,
} from "./support";

const browser = sharedBrowser();

describe("accounts in the browser", () => {
  it("creates an account in the header dialog, verifies it from the mailbox, signs in and out", async () => {
    const { context, page } = await newPage(browser);
    const email = uniqueEmail("browser");
    await gotoHydrated(page, "/");
    await expectAccessible(page);

    await page.getByRole("button", { name: "Login" }).click();
    const dialog = page.getByRole("dialog", { name: "Welcome" });
    await dialog.getByRole("button", { name: "Create Account" }).click();
    await dialog.getByLabel("First Name").fill("Lucia");
    await dialog.getByLabel("Last Name").fill("Fernandez");
    await dialog.getByLabel("Email").fill(email);
    await dialog.getByLabel("Password").fill("sunny beach 2026");
    await expectAccessible(page);
    await dialog.getByRole("button", { name: "Create Account" }).last().click();
    await expect.poll(() => toastText(page)).toContain("Account created!");
    expect(await toastText(page)).toContain("Please check your email to verify your account.");
    expect(await dialog.isVisible()).toBe(false);

    const message = await latestEmailTo(email);
    await page.goto("/dev/mailbox");
    await expectAccessible(page);
    await page.getByRole("link", { name: message.subject }).first().click();
    await page.getByRole("link", { name: /verify-email/ }).click();
    await page.waitForURL("**/dashboard");
    await page.getByRole("heading", { name: "Welcome, Lucia Fernandez" }).waitFor();
    await expectAccessible(page);

    await page.getByRole("button", { name: "Sign Out" }).click();
    await page.waitForURL("**/auth");

    const form = page.getByRole("form", { name: "Sign In" });
    await form.getByLabel("Email").fill(email);
    await form.getByLabel("Password").fill("sunny beach 2026");
    await form.getByRole("button", { name: "Sign In" }).click();
    await page.waitForURL("**/dashboard");
    await page.getByRole("heading", { name: "Welcome, Lucia Fernandez" }).waitFor();
    expect(await toastText(page)).toContain("Welcome back!");

    await page.getByRole("button", { name: "Account", exact: true }).click();
    const menu = page.getByRole("menu", { name: "Account" });
    expect(await menu.getByRole("menuitem").allTextContents()).toEqual(["Dashboard", "Manage Subscription", "Logout"]);
    await expectAccessible(page);
    await menu.getByRole("menuitem", { name: "Logout" }).click();
    await expect.poll(() => toastText(page)).toContain("Logged out");
    await page.getByRole("button", { name: "Login" }).waitFor();
    await context.close();
  });

  it("shows the backend's error for a wrong password", async () => {
    const { context, page } = await newPage(browser);
    allowConsoleError(page, /status of 401 .*\/api\/auth\/sign-in\/email\]$/, "the test signs in with a wrong password");
    await gotoHydrated(page, "/auth");
    const form = page.getByRole("form", { name: "Sign In" });
    await form.getByLabel("Email").fill(uniqueEmail("nobody"));
    await form.getByLabel("Password").fill("not the password");
    await form.getByRole("button", { name: "Sign In" }).click();
    // A password is hashed on the server first (about 100 ms, longer on a loaded machine).
    await expect.poll(() => toastText(page), { timeout: 5000 }).toContain("Authentication Error");
    expect(await toastText(page)).toContain("Invalid email or password");
    expect(await form.getByLabel("Email").inputValue()).toContain("nobody");
    await context.close();
  });

  it("sends a signed-out visitor from /dashboard to /auth", async () => {
    const { context, page } = await newPage(browser);
    await page.goto("/dashboard");
    await page.waitForURL("**/auth");
    await page.getByRole("heading", { name: "Sign in to your account" }).waitFor();
    await expectAccessible(page);
    await context.close();
  });

  it("shows the 404 page for an unknown path", async () => {
    const { context, page } = await newPage(browser);
    allowConsoleError(page, /status of 404 .*\/no-such-page\]$/, "the test opens an unknown path");
    const response = await page.goto("/no-such-page");
    expect(response?.status()).toBe(404);
    await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true");
    await page.getByRole("heading", { name: "Oops! Page not found" }).waitFor();
    expect(await page.title()).toContain("Page not found");
    await page.getByRole("link", { name: "Return to Home" }).waitFor();
    await expectAccessible(page);
    await context.close();
  });

  it("works at 360 px by keyboard: the menu opens, lists every link and closes", async () => {
    const { context, page } = await newPage(browser, { width: 360, height: 740 });
    await gotoHydrated(page, "/");
    const menuButton = page.getByRole("button", { name: "Open menu" });
    await menuButton.focus();
    await page.keyboard.press("Enter");
    const nav = page.getByRole("navigation", { name: "Mobile" });
    expect(await nav.getByRole("link").allTextContents()).toEqual(["Home", "All Services", "Special", "Contact", "Español", "Book Now"]);
    // Login shows once the session check (GET /api/me) has answered that nobody is signed in.
    await nav.getByRole("button", { name: "Login" }).waitFor();
    expect(await nav.getByRole("link", { name: "Dashboard" }).count()).toBe(0);
    await expectAccessible(page);
    await page.keyboard.press("Tab");
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe("Home");
    await page.getByRole("button", { name: "Close menu" }).focus();
    await page.keyboard.press("Enter");
    expect(await nav.isVisible()).toBe(false);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    await context.close();
  });
});
