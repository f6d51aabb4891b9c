import { defineMessages } from "../define-messages";

/**
 * The subscription wizard's consent to texts, beside its phone: it covers the plan's later
 * cleanings' day-before reminders as well as the first cleaning's texts. Optional, off until ticked.
 */
export const planTextConsentMessages = defineMessages({
  en: {
    textReminder:
      "Text me about my cleanings: a reminder the day before each one, and on the first cleaning's day when the crew is on the way and when it is done (optional).",
    textReminderNote: "Sent to the phone above if it is a US mobile number. Message and data rates may apply; reply STOP to end texts.",
  },
  es: {
    textReminder:
      "Envíenme mensajes de texto sobre mis limpiezas: un recordatorio el día antes de cada una y, el día de la primera limpieza, cuando el equipo vaya en camino y cuando termine (opcional).",
    textReminderNote:
      "Se envía al teléfono de arriba si es un celular de EE. UU. Pueden aplicar tarifas de mensajes y datos; responda STOP para no recibir más mensajes.",
  },
});
