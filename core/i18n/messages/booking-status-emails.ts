import { defineMessages } from "../define-messages";

/**
 * The customer's emails when the business confirms or cancels their booking, in the booking's
 * language. The English is the wording these emails always had.
 */
export const bookingStatusWords = defineMessages({
  en: {
    easternTime: "Eastern Time",
    confirmedSubject: (service: string, date: string, reference: string) => `Confirmed: ${service} on ${date} (${reference})`,
    confirmedLine: (reference: string, service: string, when: string) => `Your booking ${reference} is confirmed: ${service}, ${when}.`,
    address: (address: string) => `Address: ${address}`,
    confirmedAccess: "Please let your front desk or concierge know we are coming. You will get a reminder the day before.",
    confirmedChanges: (phone: string) => `Need to change it? Please give us at least 24 hours' notice: ${phone}.`,
    cancelledSubject: (service: string, date: string, reference: string) => `Cancelled: ${service} on ${date} (${reference})`,
    cancelledLine: (reference: string, service: string, when: string) =>
      `Your booking ${reference} for ${service}, ${when}, has been cancelled.`,
    cancelledNext: (phone: string) =>
      `If this is unexpected, or you would like another time, please call us at ${phone} or book again on our website.`,
  },
  es: {
    easternTime: "hora del Este",
    confirmedSubject: (service: string, date: string, reference: string) => `Confirmada: ${service}, el ${date} (${reference})`,
    confirmedLine: (reference: string, service: string, when: string) => `Su reserva ${reference} está confirmada: ${service}, el ${when}.`,
    address: (address: string) => `Dirección: ${address}`,
    confirmedAccess: "Avise a la recepción o a la conserjería de su edificio que vamos en camino. Recibirá un recordatorio el día antes.",
    confirmedChanges: (phone: string) => `¿Necesita cambiarla? Avísenos con al menos 24 horas de anticipación: ${phone}.`,
    cancelledSubject: (service: string, date: string, reference: string) => `Cancelada: ${service}, el ${date} (${reference})`,
    cancelledLine: (reference: string, service: string, when: string) =>
      `Su reserva ${reference} de ${service}, el ${when}, fue cancelada.`,
    cancelledNext: (phone: string) =>
      `Si no lo esperaba, o desea otro horario, llámenos al ${phone} o reserve de nuevo en nuestro sitio web.`,
  },
});
