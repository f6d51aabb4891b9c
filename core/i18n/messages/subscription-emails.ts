import { defineMessages } from "../define-messages";

/**
 * The subscriber's emails about their plan: active, a payment that failed, the end asked for,
 * the end, an emergency request, a plan switched and a plan resumed. In the subscription's
 * language; the English is the wording they always had.
 */
export const subscriptionEmailWords = defineMessages({
  en: {
    hello: (name: string) => `Hello ${name},`,
    planLine: (title: string, price: string) => `${title}, ${price} a month (two visits a month, the second one free)`,
    dateAtTime: (date: string, time: string) => `${date} at ${time} (Eastern Time)`,
    series: (date: string, time: string) => `Every two weeks from ${date} at ${time}: see or change it in your dashboard's Schedule tab`,
    plan: "Plan",
    firstCleaning: "First cleaning",
    thenEvery: "Then",
    address: "Address",
    yourNotes: "Your notes",
    newPlan: "New plan",
    previousPlan: "Previous plan",
    nextBilling: "Next billing date",
    manage: "Manage your subscription",
    activeSubject: (plan: string) => `Your ${plan} cleaning subscription is active`,
    thanks: "Thank you for subscribing. Your payment went through and your bi-weekly hotel-style cleaning is set up.",
    firstConfirmed:
      "Your first cleaning is confirmed. We will contact you within 24 hours to arrange access with your front desk or concierge.",
    willCall: "We will call you within 24 hours to schedule your first cleaning.",
    failedSubject: "We could not charge your card for your cleaning subscription",
    failed: (plan: string) =>
      `The monthly payment for your ${plan} plan did not go through. Your cleanings continue while we try again over the next days.`,
    updateCard: "Please update your card to keep your visits on the calendar.",
    updatePayment: "Update your payment method",
    endsOn: (date: string) => `on ${date}`,
    endOfPeriod: "at the end of the current period",
    endingSubject: (when: string) => `Your cleaning subscription ends ${when}`,
    ending: (plan: string, when: string) =>
      `As requested, your ${plan} subscription will end ${when}. Your cleanings continue until then and you will not be charged again.`,
    changedMind: "Changed your mind? You can resume it any time before that date.",
    endedSubject: "Your cleaning subscription has ended",
    ended: (plan: string) =>
      `Your ${plan} subscription has ended and no further payments will be taken. Thank you for letting us look after your home.`,
    welcomeBack: (phone: string) => `You are welcome back any time. Questions? Call ${phone}.`,
    seePlans: "See the cleaning plans",
    emergencySubject: "Emergency cleaning request received",
    emergency: "We received your emergency cleaning request and will contact you within 24 hours (usually much sooner) to schedule it.",
    switchedSubject: (plan: string) => `Your cleaning plan is now ${plan}`,
    switched: (from: string, to: string) =>
      `Your subscription moved from ${from} to ${to}. The difference is prorated on your next invoice.`,
    visitLength: (hours: number) => `From now on each visit lasts ${hours} hours, your upcoming cleanings included.`,
    resumedSubject: "Your cleaning subscription continues",
    resumed: (plan: string) => `Your ${plan} subscription is no longer set to end. Your cleanings continue as before.`,
  },
  es: {
    hello: (name: string) => `Hola, ${name}:`,
    planLine: (title: string, price: string) => `${title}, ${price} al mes (dos visitas al mes, la segunda gratis)`,
    dateAtTime: (date: string, time: string) => `${date} ${time.startsWith("1:") ? "a la" : "a las"} ${time} (hora del Este)`,
    series: (date: string, time: string) =>
      `Cada dos semanas desde el ${date} ${time.startsWith("1:") ? "a la" : "a las"} ${time}: véalo o cámbielo en la pestaña Calendario de su panel`,
    plan: "Plan",
    firstCleaning: "Primera limpieza",
    thenEvery: "Después",
    address: "Dirección",
    yourNotes: "Sus notas",
    newPlan: "Plan nuevo",
    previousPlan: "Plan anterior",
    nextBilling: "Próximo cobro",
    manage: "Administrar su suscripción",
    activeSubject: (plan: string) => `Su suscripción de limpieza ${plan} está activa`,
    thanks: "Gracias por suscribirse. Su pago se procesó y su limpieza estilo hotel cada dos semanas ya está programada.",
    firstConfirmed:
      "Su primera limpieza está confirmada. Le contactaremos en un plazo de 24 horas para coordinar el acceso con la recepción o el conserje de su edificio.",
    willCall: "Le llamaremos en un plazo de 24 horas para programar su primera limpieza.",
    failedSubject: "No pudimos cobrar a su tarjeta la suscripción de limpieza",
    failed: (plan: string) =>
      `El pago mensual de su plan ${plan} no se procesó. Sus limpiezas continúan mientras lo intentamos de nuevo en los próximos días.`,
    updateCard: "Actualice su tarjeta para mantener sus visitas en el calendario.",
    updatePayment: "Actualizar su método de pago",
    endsOn: (date: string) => `el ${date}`,
    endOfPeriod: "al final del período actual",
    endingSubject: (when: string) => `Su suscripción de limpieza termina ${when}`,
    ending: (plan: string, when: string) =>
      `Como lo pidió, su suscripción ${plan} terminará ${when}. Sus limpiezas continúan hasta entonces y no se le cobrará de nuevo.`,
    changedMind: "¿Cambió de opinión? Puede reanudarla en cualquier momento antes de esa fecha.",
    endedSubject: "Su suscripción de limpieza terminó",
    ended: (plan: string) => `Su suscripción ${plan} terminó y no se harán más cobros. Gracias por dejarnos cuidar su hogar.`,
    welcomeBack: (phone: string) => `Puede volver cuando quiera. ¿Preguntas? Llame al ${phone}.`,
    seePlans: "Ver los planes de limpieza",
    emergencySubject: "Recibimos su solicitud de limpieza de emergencia",
    emergency:
      "Recibimos su solicitud de limpieza de emergencia y le contactaremos en un plazo de 24 horas (normalmente mucho antes) para programarla.",
    switchedSubject: (plan: string) => `Su plan de limpieza ahora es ${plan}`,
    switched: (from: string, to: string) => `Su suscripción pasó de ${from} a ${to}. La diferencia se prorratea en su próxima factura.`,
    visitLength: (hours: number) => `Desde ahora cada visita dura ${hours} horas, incluidas sus próximas limpiezas.`,
    resumedSubject: "Su suscripción de limpieza continúa",
    resumed: (plan: string) => `Su suscripción ${plan} ya no está programada para terminar. Sus limpiezas continúan como antes.`,
  },
});
