import { FIRST_CLEANING_DISCOUNT_PERCENT } from "#core/pricing";
import { defineMessages } from "../define-messages";

/**
 * Why a final price is without the first-time offer, beside its lines. The English is the
 * sentence completions always wrote, so English receipts read as before.
 */
export const offerNoteWords = defineMessages({
  en: {
    offerUsedEarlier: (found: string) =>
      `The first-time ${FIRST_CLEANING_DISCOUNT_PERCENT}% off is not in this price: it is for a person's first cleaning, and we found ${found}.`,
    foundBy: {
      account: "an earlier booking in your account",
      email: "an earlier booking with the same email address",
      phone: "an earlier booking with the same phone number",
      address: "an earlier booking at the same address",
    },
  },
  es: {
    offerUsedEarlier: (found: string) =>
      `El ${FIRST_CLEANING_DISCOUNT_PERCENT}% de descuento de la primera limpieza no está incluido en este precio: es para la primera limpieza de cada persona, y encontramos ${found}.`,
    foundBy: {
      account: "una reserva anterior en su cuenta",
      email: "una reserva anterior con el mismo correo electrónico",
      phone: "una reserva anterior con el mismo número de teléfono",
      address: "una reserva anterior en la misma dirección",
    },
  },
});
