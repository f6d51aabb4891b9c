import { defineMessages } from "../define-messages";

/** Each payment of a visit with what was refunded of it: "Tip · paid $15.00 · Fully refunded". */
export const paymentPartsMessages = defineMessages({
  en: {
    label: "Payments",
    parts: { visit: "Visit", tip: "Tip" },
    paid: (amount: string) => `paid ${amount}`,
    fullyRefunded: "Fully refunded",
    refunded: (amount: string) => `refunded ${amount}`,
  },
  es: {
    label: "Pagos",
    parts: { visit: "Visita", tip: "Propina" },
    paid: (amount: string) => `pagado ${amount}`,
    fullyRefunded: "Reembolsado por completo",
    refunded: (amount: string) => `reembolsado ${amount}`,
  },
});
