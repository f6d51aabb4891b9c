import { BOOKING_HORIZON_MONTHS } from "#core/calendar-date";
import { MAX_JOB_PHOTOS, PHOTO_MESSAGES } from "#core/job-photos";
import { ONE_SCHEDULE_MESSAGE, PLAN_VISITS_MESSAGE, SCHEDULE_HORIZON_MESSAGE } from "#core/schedule-schema";
import { englishKeyed } from "./english-keyed";

/** The refusals about cleaning schedules, staff, invitations, time off and vendor applications, in Spanish. */
export const staffErrorWords = englishKeyed({
  "This schedule has been cancelled. Please create a new one.": "Este calendario de limpieza fue cancelado. Cree uno nuevo.",
  "This schedule was changed in the meantime. Please reload the page and try again.":
    "Este calendario de limpieza cambió mientras tanto. Vuelva a cargar la página e intente de nuevo.",
  "That time has already passed. Please choose a later date or time.": "Esa hora ya pasó. Elija una fecha u hora más tarde.",
  "There is no visit of an active schedule with this id.": "No hay ninguna visita de un calendario de limpieza activo con este id.",
  "This schedule does not exist.": "Este calendario de limpieza no existe.",
  "Job offers are for approved vendors.": "Las ofertas de trabajo son para proveedores aprobados.",
  "Please choose an active crew member or vendor.": "Elija a un miembro del equipo o un proveedor activo.",
  "This staff member is already deactivated.": "Este miembro del personal ya está desactivado.",
  "This invitation was withdrawn. Please call us if you think this is a mistake.":
    "Esta invitación fue retirada. Llámenos si cree que es un error.",
  "This invitation was already accepted: your work portal is open.": "Esta invitación ya fue aceptada: su portal de trabajo está abierto.",
  "This invitation has expired. Please ask us to send you a new one.": "Esta invitación venció. Pídanos que le enviemos una nueva.",
  "This invitation was sent to another email address. Please sign in with the address it was sent to.":
    "Esta invitación se envió a otro correo electrónico. Inicie sesión con el correo al que se envió.",
  "Please confirm your email address first, with the link we emailed you.":
    "Primero confirme su correo electrónico con el enlace que le enviamos.",
  "There is no staff member with this id.": "No hay ningún miembro del personal con este id.",
  "This time off has already ended.": "Este tiempo libre ya terminó.",
  "This person's staff account was deactivated. Please call us to restore it.":
    "La cuenta de personal de esta persona fue desactivada. Llámenos para restablecerla.",
  "This person's staff account changed meanwhile. Please reload and try again.":
    "La cuenta de personal de esta persona cambió mientras tanto. Vuelva a cargar la página e intente de nuevo.",
  "There is no time off request with this id.": "No hay ninguna solicitud de tiempo libre con este id.",
  "This request was declined.": "Esta solicitud fue rechazada.",
  "This request was approved.": "Esta solicitud fue aprobada.",
  "There is no vendor application with this id.": "No hay ninguna solicitud de proveedor con este id.",
  "Please enter a start time like 08:00.": "Escriba una hora de inicio como 08:00.",
  "Please enter an end time like 16:00.": "Escriba una hora de fin como 16:00.",
  "Please keep to 6 spans a day.": "Use como máximo 6 franjas por día.",
  "Please end the span after it starts.": "La franja debe terminar después de que empieza.",
  "Please do not overlap two spans of the same day.": "No superponga dos franjas del mismo día.",
  "Please choose areas the business serves.": "Elija zonas donde la empresa da servicio.",
  "Please enter the first day like 2027-01-12.": "Escriba el primer día como 2027-01-12.",
  "Please enter the last day like 2027-01-13.": "Escriba el último día como 2027-01-13.",
  "Please enter a start time like 09:00.": "Escriba una hora de inicio como 09:00.",
  "Please enter an end time like 13:00.": "Escriba una hora de fin como 13:00.",
  "Please give a reason.": "Indique el motivo.",
  "Please keep the reason under 200 characters.": "El motivo debe tener menos de 200 caracteres.",
  "Please end the time off on or after its first day.": "El tiempo libre debe terminar el mismo día en que empieza o después.",
  "Please keep time off under a year.": "El tiempo libre debe durar menos de un año.",
  "Please give both times for part of a day, or neither for whole days.":
    "Indique ambas horas para parte de un día, o ninguna para días completos.",
  "Please end the time off after it starts.": "El tiempo libre debe terminar después de que empieza.",
  "Please enter a date like 2027-01-12.": "Escriba una fecha como 2027-01-12.",
  "Please choose a time from the list.": "Elija una hora de la lista.",
  "This email belongs to an admin of the business, who cannot also be given a staff role.":
    "Este correo electrónico pertenece a un administrador de la empresa, que no puede tener también un rol de personal.",
  "This invitation link is not valid. Please open the latest invitation email, or ask us to send a new one.":
    "Este enlace de invitación no es válido. Abra el correo de invitación más reciente o pídanos que le enviemos uno nuevo.",
  "This job was already taken by another provider.": "Otro proveedor ya tomó este trabajo.",
  "You are not free for this job any more: your hours, time off, areas or another job cover its time.":
    "Ya no está disponible para este trabajo: su horario, su tiempo libre, sus zonas u otro trabajo ocupan ese horario.",
  "This job is not offered to you.": "Este trabajo no se le ofrece a usted.",
  "We could not find this job among yours.": "No encontramos este trabajo entre los suyos.",
  "This photo does not exist.": "Esta foto no existe.",
  [PHOTO_MESSAGES.notImage]: "Elija una foto: JPEG, PNG o WebP.",
  [PHOTO_MESSAGES.tooLarge]: "Elija una foto de 10 MB o menos.",
  [PHOTO_MESSAGES.tooMany]: `Un trabajo puede tener hasta ${MAX_JOB_PHOTOS} fotos.`,
  "Cleaning schedules come with an active cleaning subscription. Please choose a plan on the subscription page to plan your visits.":
    "Los calendarios de limpieza vienen con una suscripción de limpieza activa. Elija un plan en la página de suscripción para planificar sus visitas.",
  [PLAN_VISITS_MESSAGE]:
    "Su plan incluye dos visitas al mes, así que un calendario de limpieza puede ser quincenal o mensual. Para una visita adicional, reserve una limpieza única.",
  [ONE_SCHEDULE_MESSAGE]:
    "Las visitas de su plan ya están en un calendario de limpieza. Cambie ese calendario o reserve una limpieza única para una visita adicional.",
  [SCHEDULE_HORIZON_MESSAGE]: `Los calendarios de limpieza pueden comenzar hasta con ${BOOKING_HORIZON_MONTHS} meses de anticipación. Elija una fecha más cercana.`,
  "These details differ from the ones first sent with this application. Please check your email for our acknowledgement, or reload the page to apply again.":
    "Estos datos son distintos de los que se enviaron primero con esta solicitud. Busque nuestro acuse de recibo en su correo, o vuelva a cargar la página para enviar la solicitud de nuevo.",
  "This person already accepted their invitation.": "Esta persona ya aceptó su invitación.",
  "This staff member was deactivated.": "Este miembro del personal fue desactivado.",
});
