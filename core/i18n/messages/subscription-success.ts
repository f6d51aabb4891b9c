import { defineMessages } from "../define-messages";

/** The page Stripe's checkout returns to: what became of the payment, and what happens next. */
export const subscriptionSuccessMessages = defineMessages({
  en: {
    title: "Your subscription",
    headings: {
      checking: "Confirming your payment",
      processing: "Confirming your payment",
      paid: "Thank you for subscribing!",
      declined: "Your payment did not go through",
      cancelled: "Checkout cancelled",
      expired: "Your checkout has expired",
      unknown: "We could not find this checkout",
    },
    activatedTitle: "Subscription activated!",
    activatedToast: "Your bi-weekly cleaning is set up. We'll contact you within 24 hours.",
    onceConfirmed: "Once your payment is confirmed, your plan appears in your subscription.",
    confirming: "Confirming your payment...",
    activated: (plan: string, price: string, nextBilling: string | null) =>
      `Subscription activated! ${plan}, ${price} a month${nextBilling ? `, next billing date ${nextBilling}` : ""}.`,
    stillProcessing: "Your payment is still processing.",
    processingText:
      "This can take a minute. You will get an email when your subscription is active, and it will show under Manage Subscription.",
    checkAgain: "Check again",
    declinedTitle: "Your card was declined and nothing was charged.",
    declinedText: "Try another card in the checkout tab, or go back to your booking: your details and first cleaning are kept.",
    cancelledText: "You cancelled the checkout, so nothing was charged. Your details and chosen time are kept if you want to try again.",
    expiredText: "This checkout is no longer open and nothing was charged. Your details are kept: you can start a new checkout.",
    unknownText: "This checkout does not belong to your account. Your subscription's state is under Manage Subscription.",
    tryAgain: "Try again",
    backToBooking: "Back to your booking",
    backHome: "Back to Home",
    nextHeading: "What happens next",
    nextSteps: [
      "You get a confirmation email with your plan and your first cleaning.",
      "We contact you within 24 hours to arrange access with your front desk or concierge.",
      "Your cleaner arrives at the time you chose; the next visit follows two weeks later.",
      "Change plan, update your card or cancel anytime under Manage Subscription.",
    ],
    manageSubscription: "Manage Subscription",
  },
  es: {
    title: "Su suscripción",
    headings: {
      checking: "Confirmando su pago",
      processing: "Confirmando su pago",
      paid: "¡Gracias por suscribirse!",
      declined: "Su pago no se pudo completar",
      cancelled: "Pago cancelado",
      expired: "Su pago venció",
      unknown: "No encontramos este pago",
    },
    activatedTitle: "¡Suscripción activada!",
    activatedToast: "Su limpieza quincenal está lista. Nos comunicaremos con usted dentro de 24 horas.",
    onceConfirmed: "Cuando se confirme su pago, su plan aparecerá en su suscripción.",
    confirming: "Confirmando su pago...",
    activated: (plan: string, price: string, nextBilling: string | null) =>
      `¡Suscripción activada! ${plan}, ${price} al mes${nextBilling ? `, próximo cobro el ${nextBilling}` : ""}.`,
    stillProcessing: "Su pago todavía se está procesando.",
    processingText:
      "Puede tardar un minuto. Le enviaremos un correo cuando su suscripción esté activa, y aparecerá en Administrar suscripción.",
    checkAgain: "Consultar de nuevo",
    declinedTitle: "Su tarjeta fue rechazada y no se cobró nada.",
    declinedText: "Pruebe con otra tarjeta en la pestaña del pago, o vuelva a su reserva: guardamos sus datos y su primera limpieza.",
    cancelledText:
      "Usted canceló el pago, así que no se cobró nada. Guardamos sus datos y el horario elegido por si quiere intentarlo de nuevo.",
    expiredText: "Este pago ya no está abierto y no se cobró nada. Guardamos sus datos: puede empezar un pago nuevo.",
    unknownText: "Este pago no pertenece a su cuenta. El estado de su suscripción está en Administrar suscripción.",
    tryAgain: "Intentar de nuevo",
    backToBooking: "Volver a su reserva",
    backHome: "Volver al inicio",
    nextHeading: "Qué sigue",
    nextSteps: [
      "Recibirá un correo de confirmación con su plan y su primera limpieza.",
      "Nos comunicaremos con usted dentro de 24 horas para coordinar el acceso con la recepción o el conserje de su edificio.",
      "El equipo de limpieza llegará a la hora que eligió; la siguiente visita será dos semanas después.",
      "Cambie de plan, actualice su tarjeta o cancele cuando quiera en Administrar suscripción.",
    ],
    manageSubscription: "Administrar suscripción",
  },
});
