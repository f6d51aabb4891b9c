import { defineMessages } from "../define-messages";

/** A saved card as the customer's lists name it, and the words of the manage page's card choice. */
export const savedCardWords = defineMessages({
  en: {
    cardEnding: (brand: string, last4: string) => `${brand} ending in ${last4}`,
    withExpiry: (card: string, expiry: string) => `${card}, expires ${expiry}`,
    cardForThisVisit: "The card for this visit",
    chargeThisVisitTo: "Charge this visit to",
    aNewCard: "A new card",
    openingSecurePage: "Opening the secure page...",
    saveCardForVisit: "Save a card for this visit",
    saving: "Saving...",
    useThisCard: "Use this card",
  },
  es: {
    cardEnding: (brand: string, last4: string) => `${brand} terminada en ${last4}`,
    withExpiry: (card: string, expiry: string) => `${card}, vence ${expiry}`,
    cardForThisVisit: "La tarjeta para esta visita",
    chargeThisVisitTo: "Cobrar esta visita a",
    aNewCard: "Una tarjeta nueva",
    openingSecurePage: "Abriendo la página segura...",
    saveCardForVisit: "Guardar una tarjeta para esta visita",
    saving: "Guardando...",
    useThisCard: "Usar esta tarjeta",
  },
});
