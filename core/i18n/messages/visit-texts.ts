import { BUSINESS } from "#core/business";
import { defineMessages } from "../define-messages";

/**
 * The texts of a visit (reminder, on the way, finished) and of the staff's jobs. Short (two SMS segments at most),
 * and never the way in, the address or the notes: a text can be read on a locked screen.
 */
export const visitTextWords = defineMessages({
  en: {
    reminder: (service: string, time: string, reference: string, url: string) =>
      `${BUSINESS.name}: reminder of your ${service} tomorrow at ${time} (${reference}). Manage it: ${url} Reply STOP to end texts.`,
    onTheWay: (crewFirstName: string, service: string, reference: string, from: string, to: string) =>
      `${BUSINESS.name}: ${crewFirstName} is on the way for your ${service} (${reference}) and should arrive between ${from} and ${to}. Reply STOP to end texts.`,
    finished: (service: string, reference: string, url: string) =>
      `${BUSINESS.name}: your ${service} (${reference}) is finished. Your receipt and the visit: ${url} Reply STOP to end texts.`,
    jobOffer: (service: string, date: string, time: string, url: string) =>
      `${BUSINESS.name}: new job offer, ${service} on ${date} at ${time}. See it and accept it: ${url} Reply STOP to end texts.`,
    jobAssigned: (service: string, reference: string, date: string, time: string) =>
      `${BUSINESS.name}: you have a new job, ${service} (${reference}) on ${date} at ${time}. Details are in your work portal. Reply STOP to end texts.`,
    jobMoved: (service: string, reference: string, date: string, time: string) =>
      `${BUSINESS.name}: your job ${service} (${reference}) moved to ${date} at ${time}. Check your work portal. Reply STOP to end texts.`,
    jobCancelled: (service: string, reference: string, date: string, time: string) =>
      `${BUSINESS.name}: your job ${service} (${reference}) on ${date} at ${time} is cancelled. Reply STOP to end texts.`,
  },
  es: {
    reminder: (service: string, time: string, reference: string, url: string) =>
      `${BUSINESS.name}: le recordamos su ${service} mañana a las ${time} (${reference}). Adminístrela aquí: ${url} Responda STOP para no recibir más mensajes.`,
    onTheWay: (crewFirstName: string, service: string, reference: string, from: string, to: string) =>
      `${BUSINESS.name}: ${crewFirstName} va en camino para su ${service} (${reference}) y debe llegar entre las ${from} y las ${to}. Responda STOP para no recibir más mensajes.`,
    finished: (service: string, reference: string, url: string) =>
      `${BUSINESS.name}: su ${service} (${reference}) está terminado. Su recibo y la visita: ${url} Responda STOP para no recibir más mensajes.`,
    jobOffer: (service: string, date: string, time: string, url: string) =>
      `${BUSINESS.name}: nueva oferta de trabajo, ${service} el ${date} a las ${time}. Véala y acéptela: ${url} Responda STOP para no recibir más mensajes.`,
    jobAssigned: (service: string, reference: string, date: string, time: string) =>
      `${BUSINESS.name}: tiene un trabajo nuevo, ${service} (${reference}) el ${date} a las ${time}. Los detalles están en su portal de trabajo. Responda STOP para no recibir más mensajes.`,
    jobMoved: (service: string, reference: string, date: string, time: string) =>
      `${BUSINESS.name}: su trabajo ${service} (${reference}) pasó al ${date} a las ${time}. Revise su portal de trabajo. Responda STOP para no recibir más mensajes.`,
    jobCancelled: (service: string, reference: string, date: string, time: string) =>
      `${BUSINESS.name}: su trabajo ${service} (${reference}) del ${date} a las ${time} está cancelado. Responda STOP para no recibir más mensajes.`,
  },
});
