import { describe, expect, it } from "vitest";
import { SIGN_IN_REFUSED_CODE, SIGN_IN_REFUSED_MESSAGE } from "#core/auth-schemas";
import { api, uniqueEmail, uniqueIp, verifiedAccount } from "./support";
import { errorOf, SPANISH } from "./reader-language";

describe("the account service's refusals in the reader's language", () => {
  it("refuses a Spanish reader's wrong password in Spanish, with the same code and status", async () => {
    const account = await verifiedAccount();
    const refused = await api("/api/auth/sign-in/email", {
      method: "POST",
      ip: uniqueIp(),
      headers: SPANISH,
      json: { email: account.email, password: "contraseña equivocada" },
    });
    expect(refused.status).toBe(401);
    const error = await errorOf(refused);
    expect(error.code).toBe(SIGN_IN_REFUSED_CODE);
    expect(error.message).toMatch(/^Correo o contraseña incorrectos\./);
  });

  it("refuses an unconfirmed Spanish account's sign-in in the same Spanish words", async () => {
    const email = uniqueEmail("sin-confirmar");
    const password = "caballo correcto batería";
    await api("/api/auth/sign-up/email", {
      method: "POST",
      ip: uniqueIp(),
      json: { email, password, name: "Ana Rivera", firstName: "Ana", lastName: "Rivera", locale: "es" },
    });
    const refused = await api("/api/auth/sign-in/email", { method: "POST", ip: uniqueIp(), headers: SPANISH, json: { email, password } });
    expect(refused.status).toBe(401);
    expect((await errorOf(refused)).message).toMatch(/^Correo o contraseña incorrectos\./);
  });

  it("keeps the English refusal word for word", async () => {
    const account = await verifiedAccount();
    const refused = await api("/api/auth/sign-in/email", {
      method: "POST",
      ip: uniqueIp(),
      json: { email: account.email, password: "wrong password" },
    });
    expect(await errorOf(refused)).toEqual({ code: SIGN_IN_REFUSED_CODE, message: SIGN_IN_REFUSED_MESSAGE });
  });

  it("answers a Spanish reader's dead reset link in Spanish", async () => {
    const answer = await api("/api/auth/reset-password", {
      method: "POST",
      ip: uniqueIp(),
      headers: SPANISH,
      json: { token: "no-such-token", newPassword: "caballo correcto batería" },
    });
    expect(answer.status).toBe(400);
    expect((await errorOf(answer)).message).toBe("Este enlace venció o ya se usó. Pida uno nuevo desde el formulario para iniciar sesión.");
  });
});

describe("the account forms' own refusals in the reader's language", () => {
  it("answers a Spanish sign-up with a short password and no names field by field in Spanish", async () => {
    const answer = await api("/api/auth/sign-up/email", {
      method: "POST",
      ip: uniqueIp(),
      headers: SPANISH,
      json: { email: uniqueEmail("corta"), password: "corta", name: "", firstName: "", lastName: "" },
    });
    expect(answer.status).toBe(400);
    const error = await errorOf(answer);
    expect(error.code).toBe("invalid_input");
    expect(error.fields).toMatchObject({
      password: "La contraseña debe tener al menos 8 caracteres.",
      firstName: "Escriba su nombre.",
      lastName: "Escriba su apellido.",
    });
  });

  it("answers a Spanish reader's eleventh sign-in to one account in Spanish", async () => {
    const account = await verifiedAccount();
    let last: Response | undefined;
    for (let attempt = 0; attempt < 11; attempt += 1) {
      last = await api("/api/auth/sign-in/email", {
        method: "POST",
        ip: uniqueIp(),
        headers: SPANISH,
        json: { email: account.email, password: "contraseña equivocada" },
      });
    }
    expect(last?.status).toBe(429);
    expect((await errorOf(last!)).message).toBe(
      "Demasiados intentos de inicio de sesión en esta cuenta. Espere 15 minutos o restablezca su contraseña.",
    );
  });
});
