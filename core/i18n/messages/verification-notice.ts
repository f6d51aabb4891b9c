import { defineMessages } from "../define-messages";

/** What the sign-in page says when an emailed verification link could not sign the visitor in. */
export const verificationNoticeMessages = defineMessages({
  en: {
    explanations: {
      expired: "This verification link has expired: links work for one hour.",
      invalid: "This verification link is not valid. It may be incomplete, or a newer link replaced it.",
      used: "This verification link has already been used, so your email address is verified. Please sign in below.",
    },
    enterEmail: "Please enter your email address.",
    sentTo: (email: string) => `We sent a new link to ${email}. Please open it within the hour.`,
    formLabel: "Get a new verification link",
    emailLabel: "Your email, for a new link",
    sending: "Sending...",
    send: "Send a new link",
  },
  es: {
    explanations: {
      expired: "Este enlace de verificación venció: los enlaces funcionan durante una hora.",
      invalid: "Este enlace de verificación no es válido. Puede estar incompleto, o uno más reciente lo reemplazó.",
      used: "Este enlace de verificación ya se usó, así que su correo electrónico está verificado. Inicie sesión abajo.",
    },
    enterEmail: "Escriba su correo electrónico.",
    sentTo: (email: string) => `Enviamos un enlace nuevo a ${email}. Ábralo antes de que pase una hora.`,
    formLabel: "Recibir un enlace de verificación nuevo",
    emailLabel: "Su correo electrónico, para un enlace nuevo",
    sending: "Enviando...",
    send: "Enviar un enlace nuevo",
  },
});
