import { defineMessages } from "../define-messages";

/** /subscription for a visitor who is not signed in: the plans beside the sign-in form. */
export const subscriptionPageMessages = defineMessages({
  en: {
    title: "Cleaning Subscriptions",
    intro: "Sign in to manage your subscription, or choose a plan to get started.",
    perMonth: "/ month",
    twoVisits: (hours: number) => `Two ${hours}-hour visits a month`,
    signInFirst: "Please sign in",
    signInToSubscribe: "You need to sign in to subscribe.",
    subscribeNow: "Subscribe Now",
    signIn: "Sign in",
  },
  es: {
    title: "Suscripciones de limpieza",
    intro: "Inicie sesión para administrar su suscripción, o elija un plan para empezar.",
    perMonth: "/ mes",
    twoVisits: (hours: number) => `Dos visitas de ${hours} horas al mes`,
    signInFirst: "Inicie sesión",
    signInToSubscribe: "Necesita iniciar sesión para suscribirse.",
    subscribeNow: "Suscribirme",
    signIn: "Iniciar sesión",
  },
});
