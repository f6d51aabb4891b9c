import { defineMessages } from "../define-messages";

/** The booking's consent to its visit texts (the reminder, "on my way", "finished"), beside its phone: optional, and off until ticked. */
export const bookingTextConsentMessages = defineMessages({
  en: {
    textReminder: "Text me about this visit: a reminder the day before, and when the crew is on the way and when it is done (optional).",
    textReminderNote: "Sent to the phone above if it is a US mobile number. Message and data rates may apply; reply STOP to end texts.",
  },
  es: {
    textReminder:
      "Envíenme mensajes de texto sobre esta visita: un recordatorio el día antes, y cuando el equipo vaya en camino y cuando termine (opcional).",
    textReminderNote:
      "Se envía al teléfono de arriba si es un celular de EE. UU. Pueden aplicar tarifas de mensajes y datos; responda STOP para no recibir más mensajes.",
  },
});
