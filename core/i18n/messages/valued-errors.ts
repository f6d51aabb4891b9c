import { visitsBookedOn } from "#core/closed-day-visits";
import { longDate } from "#core/time-slots";
import { defineMessages } from "../define-messages";
import { formatLongDate } from "../format";
import { slotTime } from "../visit-words";

/**
 * The refusals that name a value (a booking's status, a date, a person): message functions,
 * since the table of the other refusals goes by the whole English text. English writes a
 * status as it is stored ("cancelled", "held_for_checkout"), as the API always has; Spanish
 * words it, in the gender of what it describes (la reserva, el trabajo, la solicitud).
 */
const BOOKING_STATUS_ES: Record<string, string> = {
  pending: "pendiente",
  confirmed: "confirmada",
  cancelled: "cancelada",
  completed: "completada",
  held_for_checkout: "reservada hasta que se pague la suscripción",
};
const JOB_STATUS_ES: Record<string, string> = {
  pending: "pendiente",
  confirmed: "confirmado",
  cancelled: "cancelado",
  completed: "completado",
  held_for_checkout: "reservado hasta que se pague la suscripción",
};
const APPLICATION_STATUS_ES: Record<string, string> = { pending: "pendiente", approved: "aprobada", rejected: "rechazada" };
const BOOKING_CHANGE_ES: Record<string, string> = { confirmed: "confirmar", completed: "completar", cancelled: "cancelar" };

const bookingStatus = (status: string) => BOOKING_STATUS_ES[status] ?? status;

export const valuedErrorWords = defineMessages({
  en: {
    jobOnAnotherDay: (date: string) => `This job is on ${date}: On my way and Start open that day.`,
    jobClosed: (status: string) => `This job is ${status}, so it cannot be changed.`,
    bookingNotCompletable: (status: string) => `This booking is ${status}, so it cannot be completed.`,
    bookingNotAssignable: (status: string) => `This booking is ${status}, so no one can be assigned.`,
    bookingNoCrew: (status: string) => `This booking is ${status}, so no crew can be assigned.`,
    bookingNotMovable: (status: string) => `This booking is ${status}, so it cannot be moved.`,
    bookingNotChangeable: (status: string, to: string) => `This booking is ${status}, so it cannot be ${to}.`,
    noCardForBooking: (status: string) => `This booking is ${status}, so no card can be saved for it.`,
    cardNotChangeable: (status: string) => `This booking is ${status}, so its card cannot be changed.`,
    tipCardDeclined: (declined: string) => `${declined} Please choose another card, or pay the tip with a new card.`,
    applicationDecided: (status: string) => `This application was already ${status}.`,
    planVisitsStartBy: (hours: number, lastSlot: string) =>
      `Your plan's ${hours}-hour visits must start by ${slotTime(lastSlot, "en")} that day. Please choose an earlier time.`,
    memberNotFree: (name: string) =>
      `${name} is not free then (off shift, on time off, or on another visit at that time). Please choose someone free.`,
    visitsOnClosingDay: (count: number, date: string) => `${visitsBookedOn(count, date)}. Closing the day does not move them.`,
    bookingMadeOnClosingDay: (date: string, shown: boolean) =>
      `A booking was made on ${longDate(date)} ${shown ? "after the list was shown" : "just now"}. Please look at the visits again before closing the day.`,
  },
  es: {
    jobOnAnotherDay: (date: string) => `Este trabajo es el ${formatLongDate(date, "es")}: En camino y Comenzar se abren ese día.`,
    jobClosed: (status: string) => `Este trabajo está ${JOB_STATUS_ES[status] ?? status}, así que no se puede cambiar.`,
    bookingNotCompletable: (status: string) => `Esta reserva está ${bookingStatus(status)}, así que no se puede completar.`,
    bookingNotAssignable: (status: string) => `Esta reserva está ${bookingStatus(status)}, así que no se le puede asignar a nadie.`,
    bookingNoCrew: (status: string) => `Esta reserva está ${bookingStatus(status)}, así que no se le puede asignar un equipo.`,
    bookingNotMovable: (status: string) => `Esta reserva está ${bookingStatus(status)}, así que no se puede mover.`,
    bookingNotChangeable: (status: string, to: string) =>
      `Esta reserva está ${bookingStatus(status)}, así que no se puede ${BOOKING_CHANGE_ES[to] ?? to}.`,
    noCardForBooking: (status: string) => `Esta reserva está ${bookingStatus(status)}, así que no se le puede guardar una tarjeta.`,
    cardNotChangeable: (status: string) => `Esta reserva está ${bookingStatus(status)}, así que no se puede cambiar su tarjeta.`,
    tipCardDeclined: (declined: string) => `${declined} Elija otra tarjeta, o pague la propina con una tarjeta nueva.`,
    applicationDecided: (status: string) => `Esta solicitud ya fue ${APPLICATION_STATUS_ES[status] ?? status}.`,
    planVisitsStartBy: (hours: number, lastSlot: string) =>
      `Las visitas de ${hours} horas de su plan deben comenzar a más tardar a las ${slotTime(lastSlot, "es")} ese día. Elija una hora más temprana.`,
    memberNotFree: (name: string) =>
      `${name} no está libre a esa hora (fuera de turno, de días libres o en otra visita). Elija a alguien libre.`,
    visitsOnClosingDay: (count: number, date: string) =>
      `${count === 1 ? "Hay 1 visita reservada" : `Hay ${count} visitas reservadas`} el ${formatLongDate(date, "es")}. Cerrar el día no las mueve.`,
    bookingMadeOnClosingDay: (date: string, shown: boolean) =>
      `Se hizo una reserva el ${formatLongDate(date, "es")} ${shown ? "después de mostrar la lista" : "hace un momento"}. Revise las visitas de nuevo antes de cerrar el día.`,
  },
});
