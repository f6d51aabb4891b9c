import { englishKeyed } from "./english-keyed";

/** The refusals about payments, tips, pay links, saved cards and subscriptions, in Spanish. */
export const paymentErrorWords = englishKeyed({
  "This visit is already completed and paid.": "Esta visita ya está completada y pagada.",
  "This visit is already completed. Retry its payment instead.": "Esta visita ya está completada. Reintente su pago.",
  "This visit is already paid.": "Esta visita ya está pagada.",
  "This visit's payment is being taken right now. Please reload in a moment.":
    "El pago de esta visita se está cobrando en este momento. Vuelva a cargar la página en un momento.",
  "A tip can be added within 3 days of paying for the visit.": "Puede agregar una propina dentro de los 3 días después de pagar la visita.",
  "Your tip was changed in another window. Please reload the page and try again.":
    "Su propina se cambió en otra ventana. Vuelva a cargar la página e intente de nuevo.",
  "A tip was already added to this visit. Thank you!": "Ya se agregó una propina a esta visita. ¡Gracias!",
  "This visit has no payment to collect: complete it first.": "Esta visita no tiene un pago por cobrar: complétela primero.",
  "No pay link is out for this visit. Retry its payment instead.":
    "No hay ningún enlace de pago enviado para esta visita. Reintente su pago.",
  "The pay link was sent less than a minute ago.": "El enlace de pago se envió hace menos de un minuto.",
  "We could not reach our payment provider to close the pay link. Please try again.":
    "No pudimos comunicarnos con nuestro procesador de pagos para cerrar el enlace de pago. Intente de nuevo.",
  "The customer has just paid online. Please reload the page.": "El cliente acaba de pagar en línea. Vuelva a cargar la página.",
  "This visit is not completed yet: complete it first.": "Esta visita todavía no está completada: complétela primero.",
  "A tip is $1.00 at least.": "La propina mínima es de $1.00.",
  "This card is not among your saved cards.": "Esta tarjeta no está entre sus tarjetas guardadas.",
  "Your tip is being paid right now. Please reload in a moment.":
    "Su propina se está pagando en este momento. Vuelva a cargar la página en un momento.",
  "A visit not yet paid will be charged to this card. You can remove it once that visit is paid, or choose another card for it.":
    "Una visita que todavía no se ha pagado se cobrará a esta tarjeta. Puede quitarla cuando esa visita esté pagada, o elegir otra tarjeta para ella.",
  "You have no active subscription to cancel.": "No tiene ninguna suscripción activa que cancelar.",
  "We could not find this checkout. Please check your subscription.": "No encontramos este pago. Revise su suscripción.",
  "Subscriptions are paused for a moment while we update our prices. Please try again later or call us.":
    "Las suscripciones están en pausa por un momento mientras actualizamos nuestros precios. Intente más tarde o llámenos.",
  "You already have an active subscription. You can change its plan from your dashboard.":
    "Ya tiene una suscripción activa. Puede cambiar su plan desde su panel.",
  "This checkout is already being prepared. Please wait a moment.": "Este pago ya se está preparando. Espere un momento.",
  "A checkout is already being prepared in another tab. Please finish it there or try again in a minute.":
    "Ya se está preparando un pago en otra pestaña. Termínelo allí o intente de nuevo en un minuto.",
  "Your payment went through and your subscription is being activated. Please check your subscription in a moment.":
    "Su pago se procesó y su suscripción se está activando. Revise su suscripción en un momento.",
  "You are already on this plan.": "Ya tiene este plan.",
  "Please update your payment method before changing plans.": "Actualice su método de pago antes de cambiar de plan.",
  "Your subscription is not set to end.": "Su suscripción no está programada para terminar.",
  "You have no billing account yet. Subscribe to a plan first.":
    "Todavía no tiene una cuenta de facturación. Suscríbase a un plan primero.",
  "This visit was paid outside Stripe (cash, Zelle or check): give the money back the same way, there is nothing to refund here.":
    "Esta visita se pagó fuera de Stripe (efectivo, Zelle o cheque): devuelva el dinero de la misma forma; aquí no hay nada que reembolsar.",
  "You do not have an active subscription.": "No tiene una suscripción activa.",
});
