import type { NotFreeReason } from "#core/visit-members-api";
import { defineMessages } from "../define-messages";

/** Why a member cannot be given a visit: the refusal of an assignment, and the console's warning before it. */
export const notFreeReasonWords = defineMessages({
  en: {
    reasons: {
      time_off: (name: string) => `${name} is on time off then.`,
      day_off: (name: string) => `${name} does not work that day.`,
      outside_hours: (name: string) => `${name}'s hours that day do not cover the whole visit.`,
      other_visit: (name: string) => `${name} has another visit at that time.`,
      no_area: (name: string) => `${name} does not cover this visit's area.`,
      no_service: (name: string) => `${name} does not do this service.`,
    },
    chooseSomeoneFree: "Please choose someone free.",
  },
  es: {
    reasons: {
      time_off: (name: string) => `${name} tiene tiempo libre a esa hora.`,
      day_off: (name: string) => `${name} no trabaja ese día.`,
      outside_hours: (name: string) => `El horario de ${name} ese día no cubre toda la visita.`,
      other_visit: (name: string) => `${name} tiene otra visita a esa hora.`,
      no_area: (name: string) => `${name} no cubre la zona de esta visita.`,
      no_service: (name: string) => `${name} no hace este servicio.`,
    },
    chooseSomeoneFree: "Elija a alguien libre.",
  },
}) satisfies Record<string, { reasons: Record<NotFreeReason, (name: string) => string> }>;
