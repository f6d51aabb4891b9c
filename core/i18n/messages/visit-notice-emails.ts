import { defineMessages } from "../define-messages";

/**
 * The customer's short emails about who does their visit: the provider named, on the way, and
 * the rating asked for once it is done. In the booking's language; the English is the
 * wording they always had.
 */
export const visitNoticeEmailWords = defineMessages({
  en: {
    yourProvider: "Your provider",
    ourTeam: "Our team",
    onTheWaySubject: (provider: string, service: string, reference: string) => `${provider} is on the way: ${service} (${reference})`,
    onTheWay: (provider: string, service: string, address: string) =>
      `${provider}, your provider for ${service}, is on the way to ${address}.`,
    letThemIn: "Please let your front desk or concierge know, so they can let them in.",
    questions: (phone: string) => `Questions? Call us at ${phone}.`,
    assignedSubject: (provider: string, service: string, reference: string) => `${provider} will do your ${service} (${reference})`,
    assigned: (provider: string, service: string, when: string) => `${provider} will do your ${service} on ${when} (Eastern Time).`,
    emailWhenOnTheWay: "We will email you again when they are on the way.",
    ratingSubject: (service: string, reference: string) => `How was your ${service}? (${reference})`,
    ratingAsk: (provider: string, service: string, day: string) =>
      `${provider} has completed your ${service} of ${day}. How did it go? Rate the visit from 1 to 5 stars; a comment helps us too.`,
    rateTheVisit: "Rate the visit",
    thankYou: (business: string) => `Thank you for choosing ${business}.`,
  },
  es: {
    yourProvider: "Su proveedor",
    ourTeam: "Nuestro equipo",
    onTheWaySubject: (provider: string, service: string, reference: string) => `${provider} va en camino: ${service} (${reference})`,
    onTheWay: (provider: string, service: string, address: string) => `${provider}, quien hará su ${service}, va en camino a ${address}.`,
    letThemIn: "Avísele a la recepción o al conserje de su edificio para que le permitan la entrada.",
    questions: (phone: string) => `¿Preguntas? Llámenos al ${phone}.`,
    assignedSubject: (provider: string, service: string, reference: string) => `${provider} hará su ${service} (${reference})`,
    assigned: (provider: string, service: string, when: string) => `${provider} hará su ${service} el ${when} (hora del Este).`,
    emailWhenOnTheWay: "Le escribiremos de nuevo cuando vaya en camino.",
    ratingSubject: (service: string, reference: string) => `¿Qué tal su ${service}? (${reference})`,
    ratingAsk: (provider: string, service: string, day: string) =>
      `${provider} terminó su ${service} del ${day}. ¿Cómo le fue? Califique la visita de 1 a 5 estrellas; un comentario también nos ayuda.`,
    rateTheVisit: "Calificar la visita",
    thankYou: (business: string) => `Gracias por elegir ${business}.`,
  },
});
