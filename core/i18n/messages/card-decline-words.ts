import { defineMessages } from "../define-messages";

/**
 * Why a card network declined a charge, by the decline code Stripe gives (its `decline_code`,
 * else its error `code`), in the reader's words. Codes that would tell a stranger too much
 * (a card reported lost or stolen, suspected fraud) get the general message, as Stripe advises.
 */
export const cardDeclineWords = defineMessages({
  en: {
    general: "Your card was declined.",
    reasons: {
      insufficient_funds: "Your card has insufficient funds.",
      expired_card: "Your card has expired.",
      incorrect_cvc: "Your card's security code is incorrect.",
      incorrect_number: "Your card number is incorrect.",
      card_velocity_exceeded: "Your card has gone over its limit.",
      withdrawal_count_limit_exceeded: "Your card has gone over its limit.",
      card_not_supported: "Your card does not support this kind of purchase.",
      currency_not_supported: "Your card does not support payments in US dollars.",
      processing_error: "An error occurred while processing your card.",
      authentication_required: "Your bank asks you to confirm this payment yourself.",
      try_again_later: "Your bank could not approve the payment right now.",
    },
  },
  es: {
    general: "Su tarjeta fue rechazada.",
    reasons: {
      insufficient_funds: "Su tarjeta no tiene fondos suficientes.",
      expired_card: "Su tarjeta está vencida.",
      incorrect_cvc: "El código de seguridad de su tarjeta no es correcto.",
      incorrect_number: "El número de su tarjeta no es correcto.",
      card_velocity_exceeded: "Su tarjeta superó su límite.",
      withdrawal_count_limit_exceeded: "Su tarjeta superó su límite.",
      card_not_supported: "Su tarjeta no acepta este tipo de compra.",
      currency_not_supported: "Su tarjeta no acepta pagos en dólares estadounidenses.",
      processing_error: "Hubo un error al procesar su tarjeta.",
      authentication_required: "Su banco pide que usted mismo confirme este pago.",
      try_again_later: "Su banco no pudo aprobar el pago en este momento.",
    },
  },
});
