import { defineMessages } from "../define-messages";

/** The customer's refund email, in the booking's language. The English is the wording it always had. */
export const refundEmailWords = defineMessages({
  en: {
    subject: (visit: string, reference: string) => `Refund: ${visit} (${reference})`,
    tipSubject: (visit: string, reference: string) => `Tip refund: ${visit} (${reference})`,
    ofVisit: (visit: string) => `your visit, ${visit}`,
    ofTip: (visit: string) => `your tip for ${visit}`,
    inAll: (total: string) => `, ${total} of it in all`,
    refunded: (amount: string, what: string, inAll: string) => `We have refunded ${amount} of ${what}${inAll}.`,
    whenItArrives: "Refunds reach your card within 5 to 10 business days, depending on your bank.",
  },
  es: {
    subject: (visit: string, reference: string) => `Reembolso: ${visit} (${reference})`,
    tipSubject: (visit: string, reference: string) => `Reembolso de propina: ${visit} (${reference})`,
    ofVisit: (visit: string) => `su visita, ${visit}`,
    ofTip: (visit: string) => `su propina de ${visit}`,
    inAll: (total: string) => `, ${total} en total`,
    refunded: (amount: string, what: string, inAll: string) => `Le reembolsamos ${amount} de ${what}${inAll}.`,
    whenItArrives: "Los reembolsos llegan a su tarjeta entre 5 y 10 días hábiles, según su banco.",
  },
});
