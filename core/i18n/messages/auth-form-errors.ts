import { ACCOUNT_EMAILS_MESSAGE, SIGN_INS_PER_ACCOUNT_MESSAGE } from "#core/auth-schemas";
import { defineMessages } from "../define-messages";

/**
 * The account forms' refusals in Spanish (sign-in, sign-up, forgot and reset password), keyed
 * like the API's other refusals by the English message the server writes
 * (core/i18n/messages/error-words.ts gathers them).
 */
const english = {
  enterPassword: "Please enter your password.",
  enterFirstName: "Please enter your first name.",
  keepFirstName: "Please keep the first name under 80 characters.",
  enterLastName: "Please enter your last name.",
  keepLastName: "Please keep the last name under 80 characters.",
  passwordShort: "Password must be at least 8 characters.",
  passwordLong: "Password must be at most 128 characters.",
  keepFullName: "Please keep the name under 161 characters.",
  incompleteLink: "This link is not complete. Please open the link from the email again.",
} as const;

export const authFormErrorWords = defineMessages({
  en: {
    [english.enterPassword]: english.enterPassword,
    [english.enterFirstName]: english.enterFirstName,
    [english.keepFirstName]: english.keepFirstName,
    [english.enterLastName]: english.enterLastName,
    [english.keepLastName]: english.keepLastName,
    [english.passwordShort]: english.passwordShort,
    [english.passwordLong]: english.passwordLong,
    [english.keepFullName]: english.keepFullName,
    [english.incompleteLink]: english.incompleteLink,
    [SIGN_INS_PER_ACCOUNT_MESSAGE]: SIGN_INS_PER_ACCOUNT_MESSAGE,
    [ACCOUNT_EMAILS_MESSAGE]: ACCOUNT_EMAILS_MESSAGE,
  } as Record<string, string>,
  es: {
    [english.enterPassword]: "Escriba su contraseña.",
    [english.enterFirstName]: "Escriba su nombre.",
    [english.keepFirstName]: "El nombre debe tener menos de 80 caracteres.",
    [english.enterLastName]: "Escriba su apellido.",
    [english.keepLastName]: "El apellido debe tener menos de 80 caracteres.",
    [english.passwordShort]: "La contraseña debe tener al menos 8 caracteres.",
    [english.passwordLong]: "La contraseña debe tener como máximo 128 caracteres.",
    [english.keepFullName]: "El nombre completo debe tener menos de 161 caracteres.",
    [english.incompleteLink]: "Este enlace está incompleto. Abra de nuevo el enlace del correo.",
    [SIGN_INS_PER_ACCOUNT_MESSAGE]:
      "Demasiados intentos de inicio de sesión en esta cuenta. Espere 15 minutos o restablezca su contraseña.",
    [ACCOUNT_EMAILS_MESSAGE]: "Ya enviamos varios correos a esta dirección. Revise su bandeja de entrada o inténtelo de nuevo en una hora.",
  },
});
