import { BUSINESS } from "#core/business";
import { BOOKING_HORIZON_MONTHS } from "#core/calendar-date";
import { CHANGE_NOTICE_HOURS, CHANGE_NOTICE_MESSAGE } from "#core/change-notice";
import { CLOSED_DAY_HORIZON_MESSAGE } from "#core/closed-days";
import { englishKeyed } from "./english-keyed";

/** The refusals about bookings, visits, closed days and ratings, in Spanish. */
export const bookingErrorWords = englishKeyed({
  "This visit has not started yet, so it cannot be marked completed.":
    "Esta visita todavía no ha comenzado, así que no se puede marcar como completada.",
  "The booking is already at this time. Please choose another time.": "La reserva ya está a esta hora. Elija otra hora.",
  "There is no such building.": "Ese edificio no existe.",
  "This booking is already cancelled.": "Esta reserva ya está cancelada.",
  "This visit has already taken place.": "Esta visita ya se realizó.",
  "This booking changed meanwhile. Please reload the page.": "Esta reserva cambió mientras tanto. Vuelva a cargar la página.",
  "This is already the time of your visit. Please choose another time.": "Esa ya es la hora de su visita. Elija otra hora.",
  "You can rate this visit once it is completed.": "Podrá calificar esta visita cuando esté completada.",
  "Thank you: this visit has already been rated.": "Gracias: esta visita ya fue calificada.",
  "This day has already passed.": "Este día ya pasó.",
  "This day is not among the closed days.": "Este día no está entre los días cerrados.",
  "There is no booking with this reference.": "No hay ninguna reserva con esta referencia.",
  "This booking is cancelled, so it cannot be completed.": "Esta reserva está cancelada, así que no se puede completar.",
  "This booking's service has no price to complete it with.": "El servicio de esta reserva no tiene un precio con el cual completarla.",
  "The business has not confirmed this booking yet, so it cannot be started.":
    "La empresa todavía no ha confirmado esta reserva, así que no se puede comenzar.",
  "We could not find this booking.": "No encontramos esta reserva.",
  "We could not find this visit.": "No encontramos esta visita.",
  "This address is not among your saved addresses.": "Esta dirección no está entre sus direcciones guardadas.",
  "There is already a building with this name.": "Ya hay un edificio con este nombre.",
  "This request did not come from our site. Please reload the page and try again.":
    "Esta solicitud no vino de nuestro sitio. Vuelva a cargar la página e intente de nuevo.",
  [CHANGE_NOTICE_MESSAGE]: `Esta visita comienza en menos de ${CHANGE_NOTICE_HOURS} horas, así que ya no se puede cambiar ni cancelar en línea. Llámenos al ${BUSINESS.phone.display}.`,
  [CLOSED_DAY_HORIZON_MESSAGE]: `Los días cerrados se pueden fijar hasta con ${BOOKING_HORIZON_MONTHS} meses de anticipación, hasta donde se abren las reservas.`,
  "These details differ from the ones first sent with this booking request. Please check your email for a confirmation, or reload the page to book again.":
    "Estos datos son distintos de los que se enviaron primero con esta solicitud de reserva. Busque la confirmación en su correo, o vuelva a cargar la página para reservar de nuevo.",
});
