import { defineMessages } from "../define-messages";

/**
 * The words of a booking's emails to its customer (confirmation, reminder), the frame every
 * email shares, and its calendar file, in the booking's language. The English is the emails'
 * wording as it always was; the business's own emails stay English and are not here.
 */
export const bookingEmailWords = defineMessages({
  en: {
    questionsCall: "Questions? Call",
    orWriteTo: "or write to",
    reference: "Reference",
    service: "Service",
    when: "When",
    easternTime: "(Eastern Time)",
    price: "Price",
    estimate: "Estimate",
    estimateSuffix: "estimate",
    address: "Address",
    /** "Thursday, November 26, 2026 at 10:00 AM". */
    dateAtTime: (date: string, time: string) => `${date} at ${time}`,
    hello: (name: string) => `Hello ${name},`,
    confirmationSubject: (service: string, when: string, reference: string) => `Booking received: ${service} on ${when} (${reference})`,
    thanks: "Thank you for booking with us. We have received your request and will contact you shortly to confirm the details.",
    yourNotes: "Your notes:",
    addToCalendar: "Add to calendar",
    addToYourCalendar: "Add to your calendar:",
    manageLinkText: "You can reschedule or cancel online up to 24 hours before the visit:",
    manageYourBooking: "Manage your booking",
    cardRequiredNote:
      "We need a card on file before this visit: please save one from your booking page (Manage your booking). It is charged only after the visit, for what the visit took.",
    payAfterNote:
      "You pay after the visit, for what it took. To have it charged to a card then, save one from your booking page (Manage your booking); otherwise we email you a link to pay.",
    whatHappensNext: "What happens next:",
    whatHappensNextText:
      "a member of our team will call or email you to confirm, usually within a few hours during business hours. You will get a reminder the day before the visit.",
    cancellationNotice: "Need to cancel or reschedule? Please give us at least 24 hours' notice; changes made later may be charged a fee.",
    callUs: (phone: string) => `Call ${phone}.`,
    phoneLine: (phone: string) => `Phone: ${phone}`,
    reminderSubject: (service: string, time: string) => `Reminder: ${service} tomorrow at ${time}`,
    reminderIntro: "This is a friendly reminder of your visit tomorrow.",
    yourProvider: "Your provider",
    reminderAccess: "Please make sure we can get in: let your front desk or concierge know we are coming.",
    reminderChanges: (phone: string) => `Changes within 24 hours need a call: ${phone}.`,
    calendarDescription: (business: string, phone: string) => `${business} will contact you to confirm. Questions: ${phone}.`,
  },
  es: {
    questionsCall: "¿Preguntas? Llame al",
    orWriteTo: "o escriba a",
    reference: "Referencia",
    service: "Servicio",
    when: "Fecha y hora",
    easternTime: "(hora del Este)",
    price: "Precio",
    estimate: "Presupuesto",
    estimateSuffix: "estimado",
    address: "Dirección",
    // "a la 1:00 p.m.", "a las 10:00 a.m.": the article agrees with the hour.
    dateAtTime: (date: string, time: string) => `${date} ${time.startsWith("1:") ? "a la" : "a las"} ${time}`,
    hello: (name: string) => `Hola, ${name}:`,
    confirmationSubject: (service: string, when: string, reference: string) => `Reserva recibida: ${service}, el ${when} (${reference})`,
    thanks: "Gracias por reservar con nosotros. Recibimos su solicitud y le contactaremos en breve para confirmar los detalles.",
    yourNotes: "Sus notas:",
    addToCalendar: "Agregar al calendario",
    addToYourCalendar: "Agregar a su calendario:",
    manageLinkText: "Puede cambiar la fecha o cancelar en línea hasta 24 horas antes de la visita:",
    manageYourBooking: "Administrar su reserva",
    cardRequiredNote:
      "Necesitamos una tarjeta registrada antes de esta visita: guarde una desde la página de su reserva (Administrar su reserva). Solo se cobra después de la visita, por lo que la visita tomó.",
    payAfterNote:
      "Usted paga después de la visita, por lo que tomó. Para que se cobre a una tarjeta, guarde una desde la página de su reserva (Administrar su reserva); si no, le enviaremos por correo un enlace de pago.",
    whatHappensNext: "Próximos pasos:",
    whatHappensNextText:
      "un miembro de nuestro equipo le llamará o le escribirá para confirmar, por lo general en pocas horas dentro del horario de atención. Recibirá un recordatorio el día antes de la visita.",
    cancellationNotice:
      "¿Necesita cancelar o cambiar la fecha? Avísenos con al menos 24 horas de anticipación; los cambios posteriores pueden tener un cargo.",
    callUs: (phone: string) => `Llame al ${phone}.`,
    phoneLine: (phone: string) => `Teléfono: ${phone}`,
    reminderSubject: (service: string, time: string) =>
      `Recordatorio: ${service} mañana ${time.startsWith("1:") ? "a la" : "a las"} ${time}`,
    reminderIntro: "Le recordamos su visita de mañana.",
    yourProvider: "Su profesional",
    reminderAccess: "Asegúrese de que podamos entrar: avise a la recepción o a la conserjería de su edificio que vamos en camino.",
    reminderChanges: (phone: string) => `Los cambios con menos de 24 horas de anticipación se hacen por teléfono: ${phone}.`,
    calendarDescription: (business: string, phone: string) => `${business} le contactará para confirmar. Preguntas: ${phone}.`,
  },
});
