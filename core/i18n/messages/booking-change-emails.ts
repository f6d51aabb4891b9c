import { defineMessages } from "../define-messages";

/**
 * The customer's emails about a change of their booking (cancelled, moved), in the booking's
 * language. The English is the wording these emails always had; the business's copies stay English.
 */
export const bookingChangeWords = defineMessages({
  en: {
    cancelledSubject: (service: string, when: string, reference: string) => `Booking cancelled: ${service} on ${when} (${reference})`,
    cancelledText: "Your booking has been cancelled as you asked. Nothing more is needed from you.",
    hopeToSeeYou: (phone: string) => `We hope to see you again soon. Questions? Call ${phone}.`,
    movedSubject: (service: string, when: string, reference: string) => `Booking moved: ${service} on ${when} (${reference})`,
    movedByCustomer: (previous: string, now: string) =>
      `Your visit has moved from ${previous} to ${now} (Eastern Time). We will contact you shortly to confirm the new time.`,
    movedByBusiness: (previous: string, now: string, phone: string) =>
      `Our team has moved your visit from ${previous} to ${now} (Eastern Time). If this time does not suit you, please call us at ${phone}.`,
    previously: "Previously",
    updateYourCalendar: "Update your calendar",
  },
  es: {
    cancelledSubject: (service: string, when: string, reference: string) => `Reserva cancelada: ${service}, el ${when} (${reference})`,
    cancelledText: "Su reserva fue cancelada como lo pidió. No necesita hacer nada más.",
    hopeToSeeYou: (phone: string) => `Esperamos verle pronto. ¿Preguntas? Llame al ${phone}.`,
    movedSubject: (service: string, when: string, reference: string) => `Reserva cambiada: ${service}, el ${when} (${reference})`,
    movedByCustomer: (previous: string, now: string) =>
      `Su visita pasó del ${previous} al ${now} (hora del Este). Le contactaremos en breve para confirmar el nuevo horario.`,
    movedByBusiness: (previous: string, now: string, phone: string) =>
      `Nuestro equipo cambió su visita del ${previous} al ${now} (hora del Este). Si este horario no le conviene, llámenos al ${phone}.`,
    previously: "Antes",
    updateYourCalendar: "Actualizar su calendario",
  },
});
