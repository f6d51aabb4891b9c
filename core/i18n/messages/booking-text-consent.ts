import { defineMessages } from "../define-messages";

/** The booking's consent to a reminder text, beside its phone: optional, and off until ticked. */
export const bookingTextConsentMessages = defineMessages({
  en: {
    textReminder: "Text me a reminder the day before the visit (optional).",
    textReminderNote: "Sent to the phone above if it is a US mobile number. Message and data rates may apply; reply STOP to end texts.",
  },
  es: {
    textReminder: "Envíenme un mensaje de texto el día antes de la visita para recordármela (opcional).",
    textReminderNote:
      "Se envía al teléfono de arriba si es un celular de EE. UU. Pueden aplicar tarifas de mensajes y datos; responda STOP para no recibir más mensajes.",
  },
});
