import { defineMessages } from "../define-messages";

/** The page behind the emailed "Rate the visit" link. The English is the page's own wording. */
export const ratePageMessages = defineMessages({
  en: {
    title: "Rate Your Visit",
    incompleteLink: "This link is incomplete.",
    loading: "Loading...",
    thanks: (stars: number) => `Thank you! You rated this visit ${stars} out of 5.`,
    visit: (service: string, day: string) => `${service} on ${day}`,
    withProvider: (firstName: string) => ` with ${firstName}`,
    howManyStars: "How many stars?",
    starCount: { one: "star", other: "stars" },
    chooseStars: "Please choose from 1 to 5 stars.",
    comment: "Comment (optional)",
    sending: "Sending...",
    send: "Send rating",
  },
  es: {
    title: "Califique su visita",
    incompleteLink: "Este enlace está incompleto.",
    loading: "Cargando...",
    thanks: (stars: number) => `¡Gracias! Usted calificó esta visita con ${stars} de 5.`,
    visit: (service: string, day: string) => `${service} el ${day}`,
    withProvider: (firstName: string) => ` con ${firstName}`,
    howManyStars: "¿Cuántas estrellas?",
    starCount: { one: "estrella", other: "estrellas" },
    chooseStars: "Elija de 1 a 5 estrellas.",
    comment: "Comentario (opcional)",
    sending: "Enviando...",
    send: "Enviar calificación",
  },
});
