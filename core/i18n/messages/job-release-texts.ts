import { BUSINESS } from "#core/business";
import { defineMessages } from "../define-messages";

/**
 * The text to a crew member or vendor whose job moved to a time they are not free, so it was
 * given to someone else: the job as they knew it (its old date and time). Short, like every
 * job text, and never the address or the way in.
 */
export const jobReleaseTextWords = defineMessages({
  en: {
    jobReleased: (service: string, reference: string, date: string, time: string) =>
      `${BUSINESS.name}: your job ${service} (${reference}) on ${date} at ${time} moved to a time you are not free, so it is off your schedule. Reply STOP to end texts.`,
  },
  es: {
    jobReleased: (service: string, reference: string, date: string, time: string) =>
      `${BUSINESS.name}: su trabajo ${service} (${reference}) del ${date} a las ${time} pasó a una hora en que usted no está disponible, así que ya no está en su agenda. Responda STOP para no recibir más mensajes.`,
  },
});
