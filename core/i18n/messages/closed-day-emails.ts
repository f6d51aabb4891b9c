import { defineMessages } from "../define-messages";

/**
 * The customer's email when the business closes the day of their visit, in the booking's
 * language. The English is the wording it always had; the reason is the admin's, as typed.
 */
export const closedDayEmailWords = defineMessages({
  en: {
    subject: (day: string, service: string, reference: string) => `We are closed on ${day}: your ${service} (${reference})`,
    closed: (day: string, reason: string) => `We are sorry: the business is closed on ${day} (${reason}), the day of your visit.`,
    whatNext: (phone: string) =>
      `Our team will contact you to move your visit to another day. Until then your booking stays as it is, and you can see it from the link below. Questions? Call ${phone}.`,
  },
  es: {
    subject: (day: string, service: string, reference: string) => `Estaremos cerrados el ${day}: su ${service} (${reference})`,
    closed: (day: string, reason: string) => `Lo sentimos: el negocio estará cerrado el ${day} (${reason}), el día de su visita.`,
    whatNext: (phone: string) =>
      `Nuestro equipo le contactará para pasar su visita a otro día. Mientras tanto, su reserva sigue igual y puede verla con el enlace de abajo. ¿Preguntas? Llame al ${phone}.`,
  },
});
