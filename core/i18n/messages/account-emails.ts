import { defineMessages } from "../define-messages";

/**
 * The account's own emails (choose or reset the password, confirm the address), in the
 * account's language. The English is the wording they always had.
 */
export const accountEmailWords = defineMessages({
  en: {
    hello: (name: string) => `Hello ${name},`,
    setupSubject: "Choose your password",
    resetSubject: "Reset your password",
    setupIntro: "Please choose the password of your account to finish setting it up.",
    resetIntro: "We received a request to reset the password of your account.",
    setupIgnore:
      "If you did not sign up with this address, you can ignore this email: nobody can sign in to the account without choosing its password here.",
    resetIgnore: "If you did not ask for this, you can ignore this email: your password stays as it is.",
    linkValidOnce: "The link is valid for one hour and works once.",
    setupButton: "Choose my password",
    resetButton: "Reset my password",
    buttonFallback: "If the button does not work, copy this address into your browser:",
    openThisLink: "Open this link",
    verifySubject: "Confirm your email address",
    verifyWelcome: "Welcome! Please confirm your email address to finish creating your account.",
    verifySignsIn: "The link signs you in and is valid for one hour.",
    verifyButton: "Confirm my email",
    verifyOpen: "Open this link (valid for one hour)",
    verifyIgnore: "If you did not create an account, you can ignore this email.",
  },
  es: {
    hello: (name: string) => `Hola, ${name}:`,
    setupSubject: "Elija su contraseña",
    resetSubject: "Restablezca su contraseña",
    setupIntro: "Elija la contraseña de su cuenta para terminar de configurarla.",
    resetIntro: "Recibimos una solicitud para restablecer la contraseña de su cuenta.",
    setupIgnore:
      "Si usted no se registró con esta dirección, puede ignorar este correo: nadie puede iniciar sesión en la cuenta sin elegir su contraseña aquí.",
    resetIgnore: "Si usted no lo pidió, puede ignorar este correo: su contraseña sigue igual.",
    linkValidOnce: "El enlace es válido por una hora y funciona una sola vez.",
    setupButton: "Elegir mi contraseña",
    resetButton: "Restablecer mi contraseña",
    buttonFallback: "Si el botón no funciona, copie esta dirección en su navegador:",
    openThisLink: "Abra este enlace",
    verifySubject: "Confirme su correo electrónico",
    verifyWelcome: "¡Bienvenido! Confirme su correo electrónico para terminar de crear su cuenta.",
    verifySignsIn: "El enlace inicia su sesión y es válido por una hora.",
    verifyButton: "Confirmar mi correo",
    verifyOpen: "Abra este enlace (válido por una hora)",
    verifyIgnore: "Si usted no creó una cuenta, puede ignorar este correo.",
  },
});
