import { EXPIRED_LINK_MESSAGE, SIGN_IN_REFUSED_MESSAGE } from "#core/auth-schemas";
import { defineMessages } from "../define-messages";

/**
 * The account service's refusals as a person reads them (worker/routes/auth.ts names which
 * of its error codes each one words; the code the API answers never changes). The sign-in refusal and the dead link are the site's own
 * English wording; the others replace the service's terse English ("Password too short").
 */
export const authErrorWords = defineMessages({
  en: {
    signInRefused: SIGN_IN_REFUSED_MESSAGE,
    deadLink: EXPIRED_LINK_MESSAGE,
    wrongPassword: "The password is not correct.",
    passwordTooShort: "The password must have at least 8 characters.",
    passwordTooLong: "Please keep the password under 128 characters.",
    accountExists: "An account with this email already exists. Please sign in.",
    alreadyConfirmed: "This email is already confirmed. Please sign in.",
    sessionExpired: "Your session has expired. Please sign in again.",
    tooManyAttempts: "Too many attempts. Please wait a minute and try again.",
    nothingHere: "There is nothing at this address.",
    somethingWrong: "Something went wrong. Please try again.",
  },
  es: {
    signInRefused:
      "Correo o contraseña incorrectos. Si acaba de crear su cuenta, confirme primero su correo: abra el enlace que le enviamos o pida uno nuevo.",
    deadLink: "Este enlace venció o ya se usó. Pida uno nuevo desde el formulario para iniciar sesión.",
    wrongPassword: "La contraseña no es correcta.",
    passwordTooShort: "La contraseña debe tener al menos 8 caracteres.",
    passwordTooLong: "La contraseña debe tener menos de 128 caracteres.",
    accountExists: "Ya existe una cuenta con este correo. Inicie sesión.",
    alreadyConfirmed: "Este correo ya está confirmado. Inicie sesión.",
    sessionExpired: "Su sesión venció. Inicie sesión de nuevo.",
    tooManyAttempts: "Demasiados intentos. Espere un minuto e inténtelo de nuevo.",
    nothingHere: "No hay nada en esta dirección.",
    somethingWrong: "Algo salió mal. Inténtelo de nuevo.",
  },
});
