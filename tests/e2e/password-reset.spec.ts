import { describe, expect, it } from "vitest";
import { EXPIRED_LINK_MESSAGE } from "#core/auth-schemas";
import {
  BASE_URL,
  expectAccessible,
  gotoHydrated,
  linkEmailed,
  newPage,
  signUpForVerificationLink,
  uniqueEmail,
  sharedBrowser,
} from "./support";

const browser = sharedBrowser();

/** A customer with a confirmed account, made through the API as the sign-up form would. */
async function confirmedCustomer(email: string, password: string) {
  const link = await signUpForVerificationLink({ email, password, firstName: "Rosa", lastName: "Delgado" });
  const confirm = await fetch(link, { redirect: "manual" });
  expect(confirm.status).toBe(302);
}

describe("forgotten password", () => {
  it("resets it by email from the sign-in form, by keyboard, and signs in with the new one", async () => {
    const email = uniqueEmail("forgetful");
    await confirmedCustomer(email, "old password 2025");
    const { context, page } = await newPage(browser);
    await gotoHydrated(page, "/auth");

    const signIn = page.getByRole("form", { name: "Sign In" });
    await signIn.getByLabel("Email").focus();
    await page.keyboard.type(email);
    await page.keyboard.press("Tab");
    await page.keyboard.press("Tab");
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe("Forgot password?");
    await page.keyboard.press("Enter");

    const forgot = page.getByRole("form", { name: "Reset your password" });
    const forgotEmail = forgot.getByLabel("Email");
    expect(await forgotEmail.inputValue()).toBe(email);
    expect(await forgotEmail.evaluate((input) => input === document.activeElement)).toBe(true);
    await expectAccessible(page);
    await page.keyboard.press("Enter");
    await forgot.getByRole("status").filter({ hasText: "we have emailed it a link" }).waitFor();
    await expectAccessible(page);

    const link = await linkEmailed(email, "reset-password", "/api/auth/reset-password/");
    await page.goto(link);
    await page.waitForURL("**/reset-password?token=*");
    await page.getByRole("heading", { name: "Choose a new password" }).waitFor();
    await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true");
    await expectAccessible(page);

    const newPassword = page.getByLabel("New password", { exact: true });
    await newPassword.focus();
    await page.keyboard.type("short");
    await page.keyboard.press("Enter");
    await page.getByText("Password must be at least 8 characters.").waitFor();
    expect(await newPassword.inputValue()).toBe("short");
    await newPassword.fill("sea breeze 2026");
    await page.keyboard.press("Enter");
    await page.getByRole("heading", { name: "Your password has been changed" }).waitFor();
    await expectAccessible(page);

    await page.getByRole("link", { name: "Sign In" }).focus();
    await page.keyboard.press("Enter");
    await page.waitForURL("**/auth");
    const form = page.getByRole("form", { name: "Sign In" });
    await form.getByLabel("Email").fill(email);
    await form.getByLabel("Password").fill("sea breeze 2026");
    await page.keyboard.press("Enter");
    await page.waitForURL("**/dashboard");
    await page.getByRole("heading", { name: "Welcome, Rosa Delgado" }).waitFor();

    // The link works once.
    await page.goto(link);
    await page.waitForURL("**/reset-password?error=INVALID_TOKEN");
    await page.getByRole("alert").filter({ hasText: EXPIRED_LINK_MESSAGE }).waitFor();
    await page.getByRole("link", { name: "Back to sign in" }).waitFor();
    await expectAccessible(page);
    await context.close();
  });

  it("answers page paths that do not decode with the 404 page, not a server error", async () => {
    for (const path of ["/services/%", "/services/%ff", "/%E0%A4%A"]) {
      const response = await fetch(`${BASE_URL}${path}`);
      expect(response.status, path).toBe(404);
      expect(await response.text()).toContain("Oops! Page not found");
    }
  });
});
