import { BUSINESS } from "#core/business";
import { EMAIL_MESSAGE, NAME_MESSAGE, SERVICE_ADDRESS_MESSAGE } from "#core/booking-schema";
import { BOOKING_HORIZON_MONTHS, HORIZON_MESSAGE } from "#core/calendar-date";
import { MIN_NOTICE_HOURS, SLOT_PROBLEM_MESSAGES } from "#core/opening-hours";
import { PHONE_MESSAGE } from "#core/phone-field";
import { MOBILE_MESSAGE } from "#core/text-settings";
import { ACCESS_NOTES_MESSAGE, CITY_MESSAGE, STREET_MESSAGE } from "#core/service-address";
import { ZIP_FORMAT_MESSAGE, ZIP_NOT_SERVED_MESSAGE } from "#core/service-areas";
import { HIDDEN_CHARACTERS_MESSAGE } from "#core/text-fields";
import { defineMessages } from "../define-messages";

/**
 * The API's refusals in Spanish, keyed by the English message the server writes (worker/errors.ts
 * looks each one up when the request's Accept-Language prefers Spanish). A message not listed
 * in any group of core/i18n/messages/error-words.ts is answered in English; its code is the same in both languages.
 */
const english = {
  checkFields: "Please check the highlighted fields.",
  chooseService: "Please choose a service.",
  chooseDate: "Please choose a date.",
  chooseTime: "Please choose a time.",
  keepName: "Please keep the name under 120 characters.",
  fullAddress: "Please enter the full service address (at least 5 characters).",
  keepAddress: "Please keep the address under 300 characters.",
  keepNotes: "Please keep the notes under 2,000 characters.",
  chooseLanguage: "Please choose English or Spanish.",
  signIn: "Please sign in to continue.",
  slotFull: "Sorry, that time was just booked. Please choose another time.",
  tooManyBookings: "Too many bookings from this connection. Please wait a few minutes or call us.",
  notFound: "There is nothing at this address.",
  serverError: "Something went wrong on our side. Please try again.",
  noService: "This service does not exist.",
} as const;

export const apiErrorWords = defineMessages({
  en: {
    [english.checkFields]: english.checkFields,
    [english.chooseService]: english.chooseService,
    [english.chooseDate]: english.chooseDate,
    [english.chooseTime]: english.chooseTime,
    [NAME_MESSAGE]: NAME_MESSAGE,
    [EMAIL_MESSAGE]: EMAIL_MESSAGE,
    [PHONE_MESSAGE]: PHONE_MESSAGE,
    [MOBILE_MESSAGE]: MOBILE_MESSAGE,
    [SERVICE_ADDRESS_MESSAGE]: SERVICE_ADDRESS_MESSAGE,
    [english.keepName]: english.keepName,
    [english.fullAddress]: english.fullAddress,
    [english.keepAddress]: english.keepAddress,
    [english.keepNotes]: english.keepNotes,
    [STREET_MESSAGE]: STREET_MESSAGE,
    [CITY_MESSAGE]: CITY_MESSAGE,
    [ACCESS_NOTES_MESSAGE]: ACCESS_NOTES_MESSAGE,
    [ZIP_FORMAT_MESSAGE]: ZIP_FORMAT_MESSAGE,
    [ZIP_NOT_SERVED_MESSAGE]: ZIP_NOT_SERVED_MESSAGE,
    [HIDDEN_CHARACTERS_MESSAGE]: HIDDEN_CHARACTERS_MESSAGE,
    [english.chooseLanguage]: english.chooseLanguage,
    [english.signIn]: english.signIn,
    [english.slotFull]: english.slotFull,
    [english.tooManyBookings]: english.tooManyBookings,
    [english.notFound]: english.notFound,
    [english.serverError]: english.serverError,
    [english.noService]: english.noService,
    [HORIZON_MESSAGE]: HORIZON_MESSAGE,
    [SLOT_PROBLEM_MESSAGES.past]: SLOT_PROBLEM_MESSAGES.past,
    [SLOT_PROBLEM_MESSAGES.closed]: SLOT_PROBLEM_MESSAGES.closed,
    [SLOT_PROBLEM_MESSAGES.holiday]: SLOT_PROBLEM_MESSAGES.holiday,
    [SLOT_PROBLEM_MESSAGES.closed_day]: SLOT_PROBLEM_MESSAGES.closed_day,
    [SLOT_PROBLEM_MESSAGES.past_closing]: SLOT_PROBLEM_MESSAGES.past_closing,
    [SLOT_PROBLEM_MESSAGES.too_soon]: SLOT_PROBLEM_MESSAGES.too_soon,
  } as Record<string, string>,
  es: {
    [english.checkFields]: "Revise los campos marcados.",
    [english.chooseService]: "Elija un servicio.",
    [english.chooseDate]: "Elija una fecha.",
    [english.chooseTime]: "Elija una hora.",
    [NAME_MESSAGE]: "Escriba su nombre completo.",
    [EMAIL_MESSAGE]: "Escriba un correo electrónico válido.",
    [PHONE_MESSAGE]: "Escriba un número de teléfono válido.",
    [MOBILE_MESSAGE]: "Escriba un número de celular de EE. UU., por ejemplo (305) 555-0142.",
    [SERVICE_ADDRESS_MESSAGE]: "Escriba la dirección del servicio.",
    [english.keepName]: "El nombre debe tener menos de 120 caracteres.",
    [english.fullAddress]: "Escriba la dirección completa del servicio (al menos 5 caracteres).",
    [english.keepAddress]: "La dirección debe tener menos de 300 caracteres.",
    [english.keepNotes]: "Las notas deben tener menos de 2,000 caracteres.",
    [STREET_MESSAGE]: "Escriba la calle y el número.",
    [CITY_MESSAGE]: "Escriba la ciudad.",
    [ACCESS_NOTES_MESSAGE]: "Indique al equipo cómo entrar (el código, o dónde está la llave).",
    [ZIP_FORMAT_MESSAGE]: "Escriba el código postal de 5 dígitos.",
    [ZIP_NOT_SERVED_MESSAGE]:
      "Todavía no damos servicio en este código postal: trabajamos en los condados de Broward, Miami-Dade y Palm Beach.",
    [HIDDEN_CHARACTERS_MESSAGE]:
      "Quite los caracteres ocultos (marcas de control o de dirección del texto, que suelen venir al pegar texto copiado).",
    [english.chooseLanguage]: "Elija inglés o español.",
    [english.signIn]: "Inicie sesión para continuar.",
    [english.slotFull]: "Lo sentimos, esa hora se acaba de reservar. Elija otra hora.",
    [english.tooManyBookings]: "Demasiadas reservas desde esta conexión. Espere unos minutos o llámenos.",
    [english.notFound]: "No hay nada en esta dirección.",
    [english.serverError]: "Algo salió mal de nuestro lado. Intente de nuevo.",
    [english.noService]: "Este servicio no existe.",
    [HORIZON_MESSAGE]: `Las reservas se abren con ${BOOKING_HORIZON_MONTHS} meses de anticipación. Elija una fecha más cercana.`,
    [SLOT_PROBLEM_MESSAGES.past]: "Esa hora ya pasó. Elija una hora más tarde.",
    [SLOT_PROBLEM_MESSAGES.closed]: "A esa hora estamos cerrados. Elija una hora dentro de nuestro horario.",
    [SLOT_PROBLEM_MESSAGES.holiday]: "Cerramos en este día feriado. Elija otra fecha.",
    [SLOT_PROBLEM_MESSAGES.closed_day]: "Estamos cerrados ese día. Elija otra fecha.",
    [SLOT_PROBLEM_MESSAGES.past_closing]: "Esta visita terminaría después de nuestra hora de cierre. Elija una hora más temprano.",
    [SLOT_PROBLEM_MESSAGES.too_soon]: `Reserve con al menos ${MIN_NOTICE_HOURS} horas de anticipación. Para una emergencia, llámenos al ${BUSINESS.phone.display}.`,
  },
});
