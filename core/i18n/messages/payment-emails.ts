import { defineMessages } from "../define-messages";

/**
 * The customer's pay link and receipt, in the booking's language. The English is the wording
 * these emails always had.
 */
export const paymentEmailWords = defineMessages({
  en: {
    visitName: (service: string, date: string) => `${service} on ${date}`,
    total: "Total",
    paymentSubject: (visit: string, reference: string) => `Payment for your visit: ${visit} (${reference})`,
    paymentReminderSubject: (visit: string, reference: string) => `Reminder: payment for your visit: ${visit} (${reference})`,
    whyNoCard: "Thank you for choosing us. Here is the final price of your visit; you can pay it securely online.",
    whyDeclined: "We could not charge the card you saved for this visit. Please pay the final price securely online.",
    whyApproval:
      "The final price of your visit is more than 25% above the estimate, so we have not charged your card. Please review the lines below; paying approves them.",
    whyReminder: "The final price of your visit is still unpaid. You can pay it securely online with the link below.",
    payAmount: (amount: string) => `Pay ${amount}`,
    payHere: (url: string) => `Pay here: ${url}`,
    receiptSubject: (visit: string, reference: string) => `Receipt: ${visit} (${reference})`,
    tipReceiptSubject: (visit: string, reference: string) => `Tip receipt: ${visit} (${reference})`,
    thanksForPayment: (visit: string) => `Thank you for your payment for ${visit}.`,
    paidWithCard: (amount: string, brand: string, last4: string) => `Paid ${amount} with ${brand} ending in ${last4}.`,
    paid: (amount: string) => `Paid ${amount}.`,
    tipThanks: "Thank you: all of your tip goes to the crew.",
    tipOffer: "You can add a tip for the crew from your booking within 3 days.",
    viewYourBooking: "View your booking",
  },
  es: {
    visitName: (service: string, date: string) => `${service}, el ${date}`,
    total: "Total",
    paymentSubject: (visit: string, reference: string) => `Pago de su visita: ${visit} (${reference})`,
    paymentReminderSubject: (visit: string, reference: string) => `Recordatorio de pago de su visita: ${visit} (${reference})`,
    whyNoCard: "Gracias por elegirnos. Este es el precio final de su visita; puede pagarlo en línea de forma segura.",
    whyDeclined: "No pudimos cobrar la tarjeta que guardó para esta visita. Pague el precio final en línea de forma segura.",
    whyApproval:
      "El precio final de su visita supera en más de un 25% el presupuesto, así que no cobramos su tarjeta. Revise los conceptos a continuación; al pagar, los aprueba.",
    whyReminder: "El precio final de su visita sigue pendiente de pago. Puede pagarlo en línea de forma segura con el enlace de abajo.",
    payAmount: (amount: string) => `Pagar ${amount}`,
    payHere: (url: string) => `Pague aquí: ${url}`,
    receiptSubject: (visit: string, reference: string) => `Recibo: ${visit} (${reference})`,
    tipReceiptSubject: (visit: string, reference: string) => `Recibo de propina: ${visit} (${reference})`,
    thanksForPayment: (visit: string) => `Gracias por su pago de ${visit}.`,
    paidWithCard: (amount: string, brand: string, last4: string) => `Pagó ${amount} con ${brand} terminada en ${last4}.`,
    paid: (amount: string) => `Pagó ${amount}.`,
    tipThanks: "Gracias: toda su propina es para el equipo.",
    tipOffer: "Puede agregar una propina para el equipo desde su reserva durante los próximos 3 días.",
    viewYourBooking: "Ver su reserva",
  },
});
