import { defineMessages } from "../define-messages";

/** The /auth page's own words around the sign-in form. */
export const authPageMessages = defineMessages({
  en: {
    title: "Sign In",
    heading: "Sign in to your account",
    intro: "Manage your cleanings and subscription in one place.",
  },
  es: {
    title: "Iniciar sesión",
    heading: "Inicie sesión en su cuenta",
    intro: "Administre sus limpiezas y su suscripción en un solo lugar.",
  },
});
