import { BUSINESS } from "#core/business";
import { defineMessages } from "../define-messages";

/**
 * The day-before text of a plan's later cleanings (its schedule's visits), short (two SMS
 * segments at most) and, like every text, without the way in, the address or the notes.
 */
export const scheduleTextWords = defineMessages({
  en: {
    reminder: (time: string, url: string) =>
      `${BUSINESS.name}: reminder of your plan's cleaning tomorrow at ${time}. Your schedule: ${url} Reply STOP to end texts.`,
  },
  es: {
    reminder: (time: string, url: string) =>
      `${BUSINESS.name}: le recordamos la limpieza de su plan mañana a las ${time}; su calendario: ${url} Responda STOP para no recibir más mensajes.`,
  },
});
