import { describe, expect, it } from "vitest";
import { renderStoredEmail } from "#worker/emails/templates";
import { expectSpanishEmail } from "./spanish-email-checks";
import { api, firstLink, latestEmailTo, uniqueEmail, uniqueIp } from "./support";

/** Words only the English account emails have: none may appear in a Spanish one. */
const ENGLISH_WORDS = [
  "Hello",
  "Confirm your",
  "Confirm my",
  "Reset",
  "Choose",
  "Welcome",
  "password",
  "ignore",
  "Questions? Call",
  "browser",
];

async function signUp(locale?: "en" | "es") {
  const email = uniqueEmail("idioma");
  const answer = await api("/api/auth/sign-up/email", {
    method: "POST",
    ip: uniqueIp(),
    json: {
      email,
      password: "caballo correcto batería",
      name: "Ana Rivera",
      firstName: "Ana <i>",
      lastName: "Rivera",
      ...(locale ? { locale } : {}),
    },
  });
  expect(answer.status).toBe(200);
  return email;
}

function expectSpanish(email: Parameters<typeof expectSpanishEmail>[0]) {
  expectSpanishEmail(email, ENGLISH_WORDS);
}

describe("the account's own emails in the account's language", () => {
  it("sends a Spanish sign-up its confirmation in Spanish, the name escaped, and it renders Spanish again later", async () => {
    const email = await signUp("es");
    const verification = await latestEmailTo(email);
    expect(verification?.kind).toBe("verify-email");
    expect(verification?.subject).toBe("Confirme su correo electrónico");
    expect(verification?.html).toContain("Hola, Ana &lt;i&gt;:");
    expect(verification?.html).toContain("Confirmar mi correo");
    expectSpanish(verification!);
    expect(renderStoredEmail(verification!.template!, verification!.templateValues!).subject).toBe("Confirme su correo electrónico");
  });

  it("sends a Spanish account's password reset in Spanish", async () => {
    const email = await signUp("es");
    const verification = await latestEmailTo(email);
    const link = new URL(firstLink(verification!.html, "/api/auth/verify-email"));
    await api(`${link.pathname}${link.search}`);
    const asked = await api("/api/auth/request-password-reset", { method: "POST", ip: uniqueIp(), json: { email } });
    expect(asked.status).toBe(200);
    const reset = await latestEmailTo(email);
    expect(reset?.kind).toBe("reset-password");
    expect(reset?.subject).toBe("Restablezca su contraseña");
    expect(reset?.html).toContain("Restablecer mi contraseña");
    expectSpanish(reset!);
  });

  it("sends an unconfirmed Spanish account's choose-your-password email in Spanish", async () => {
    const email = await signUp("es");
    // A second sign-up of an unconfirmed address mails the link to choose the password.
    await api("/api/auth/sign-up/email", {
      method: "POST",
      ip: uniqueIp(),
      json: { email, password: "otra contraseña larga", name: "Ana Rivera", firstName: "Ana", lastName: "Rivera", locale: "es" },
    });
    const setup = await latestEmailTo(email);
    expect(setup?.kind).toBe("reset-password");
    expect(setup?.subject).toBe("Elija su contraseña");
    expectSpanish(setup!);
  });

  it("keeps an English account's emails word for word", async () => {
    const email = await signUp();
    const verification = await latestEmailTo(email);
    expect(verification?.language).toBe("en");
    expect(verification?.subject).toBe("Confirm your email address");
    expect(verification?.text).toContain("Welcome! Please confirm your email address to finish creating your account.");
    expect(verification?.html).toContain("Confirm my email");
    expect(verification?.html).toContain('<html lang="en">');
  });
});
