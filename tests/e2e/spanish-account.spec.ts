import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { expectAccessible, gotoHydrated, newPage, sharedBrowser } from "./support";

const browser = sharedBrowser();

/** Words of the English Login dialog (client/components/auth-dialog.tsx and auth-form.tsx). */
const ENGLISH_AUTH_WORDS = [
  "Welcome",
  "Sign In",
  "Create Account",
  "First Name",
  "Last Name",
  "Email",
  "Password",
  "Forgot password?",
  "Login",
];

async function englishIn(page: Page, selector: string): Promise<string[]> {
  // biome-ignore lint/performance/useDomNodeTextContent: the visible text is what is checked
  const text = await page.locator(selector).evaluate((element) => (element as HTMLElement).innerText);
  return ENGLISH_AUTH_WORDS.filter((words) => new RegExp(`(^|[^\\p{L}])${words.replace("?", "\\?")}($|[^\\p{L}])`, "u").test(text));
}

describe("the Login dialog in Spanish", () => {
  it("opens from the Spanish header's menu at 360 px, signs in or creates an account in Spanish, and closes with Esc", async () => {
    const { page } = await newPage(browser, { width: 360, height: 740 });
    await gotoHydrated(page, "/es");
    await page.getByRole("button", { name: "Abrir menú" }).click();
    await page.getByRole("button", { name: "Iniciar sesión" }).click();
    const dialog = page.getByRole("dialog", { name: "Bienvenido" });
    await dialog.waitFor();
    await dialog.getByLabel("Correo electrónico").waitFor();
    await dialog.getByLabel("Contraseña").waitFor();
    await dialog.getByRole("button", { name: "¿Olvidó su contraseña?" }).waitFor();
    expect(await englishIn(page, "dialog")).toEqual([]);
    await expectAccessible(page);

    await dialog.getByRole("button", { name: "Crear cuenta" }).first().click();
    await dialog.getByLabel("Nombre", { exact: true }).waitFor();
    await dialog.getByLabel("Apellido").waitFor();
    expect(await englishIn(page, "dialog")).toEqual([]);
    await expectAccessible(page);

    await page.keyboard.press("Escape");
    await dialog.waitFor({ state: "detached" });
  });

  it("asks for a password reset link in Spanish, by keyboard at 360 px", async () => {
    const { page } = await newPage(browser, { width: 360, height: 740 });
    await gotoHydrated(page, "/es");
    await page.getByRole("button", { name: "Abrir menú" }).click();
    await page.getByRole("button", { name: "Iniciar sesión" }).click();
    const dialog = page.getByRole("dialog", { name: "Bienvenido" });
    await dialog.getByRole("button", { name: "¿Olvidó su contraseña?" }).click();
    const form = dialog.getByRole("form", { name: "Restablecer su contraseña" });
    await form.waitFor();
    // The form puts the cursor in its email field: typed and sent from the keyboard alone.
    await page.keyboard.type("nadie@example.com");
    await page.keyboard.press("Enter");
    await form.getByRole("status").getByText("Si nadie@example.com tiene una cuenta").waitFor();
    expect(await englishResetWordsIn(page)).toEqual([]);
    await expectAccessible(page);
    await form.getByRole("button", { name: "Volver a iniciar sesión" }).click();
    await dialog.getByLabel("Contraseña").waitFor();
  });
});

/** Words of the English reset form (client/components/forgot-password-form.tsx). */
const ENGLISH_RESET_WORDS = [
  "Reset your password",
  "Enter the email",
  "Send reset link",
  "Back to sign in",
  "Check your email",
  "has an account",
  "Email",
];

async function englishResetWordsIn(page: Page): Promise<string[]> {
  // biome-ignore lint/performance/useDomNodeTextContent: the visible text is what is checked
  const text = await page.evaluate(() => document.body.innerText);
  return ENGLISH_RESET_WORDS.filter((words) => new RegExp(`(^|[^\\p{L}])${words}($|[^\\p{L}])`, "u").test(text));
}
