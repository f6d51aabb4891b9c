import { defineMessages } from "../define-messages";

/**
 * The words of the saved-card choice on the booking's review step, before Confirm: a
 * signed-in customer with saved cards says which one the visit is charged to after it.
 */
export const bookingCardMessages = defineMessages({
  en: {
    legend: "Charge this visit to",
    hint: "It is charged only after the visit, for what the visit took.",
    newCard: "A new card (you add it once booked)",
  },
  es: {
    legend: "Cobrar esta visita a",
    hint: "Se cobra solo después de la visita, por lo que tomó la visita.",
    newCard: "Una tarjeta nueva (la agrega una vez hecha la reserva)",
  },
});
