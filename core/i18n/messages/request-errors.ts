import { englishKeyed } from "./english-keyed";

/** The refusals about the request itself, the sign-in it needs and the providers behind it, in Spanish. */
export const requestErrorWords = englishKeyed({
  "We could not reach our payment provider. Please try again in a minute.":
    "No pudimos comunicarnos con nuestro procesador de pagos. Intente de nuevo en un minuto.",
  "The Idempotency-Key header must be 8 to 100 characters.": "El encabezado Idempotency-Key debe tener de 8 a 100 caracteres.",
  "The request body is not valid JSON.": "El cuerpo de la solicitud no es un JSON válido.",
  "Requests must be sent as JSON (Content-Type: application/json).":
    "Las solicitudes deben enviarse como JSON (Content-Type: application/json).",
  "The request is too large (64 KB at most).": "La solicitud es demasiado grande (64 KB como máximo).",
  "This page is for the business team only.": "Esta página es solo para el equipo de la empresa.",
  "This page is for our crews and approved vendors only.": "Esta página es solo para nuestros equipos y proveedores aprobados.",
  "Your name cannot be changed online. Please call or email us to correct it.":
    "Su nombre no se puede cambiar en línea. Llámenos o escríbanos por correo para corregirlo.",
  "Please sign in, or open the link in your confirmation email.": "Inicie sesión o abra el enlace de su correo de confirmación.",
  "This calendar link is not valid.": "Este enlace de calendario no es válido.",
  "The event is too large (512 KB at most).": "El evento es demasiado grande (512 KB como máximo).",
  "Please verify your email address before subscribing.": "Verifique su correo electrónico antes de suscribirse.",
  "This request is not signed by Twilio.": "Esta solicitud no está firmada por Twilio.",
  "This callback lacks the fields Twilio sends.": "A esta llamada le faltan los campos que envía Twilio.",
  "The Stripe-Signature header is missing.": "Falta el encabezado Stripe-Signature.",
  "The webhook signature could not be verified.": "No se pudo verificar la firma del webhook.",
  "This event is being processed; it will be retried.": "Este evento se está procesando; se volverá a intentar.",
  "There is no email with this id.": "No hay ningún correo con este id.",
  "Only a failed email can be sent again.": "Solo se puede volver a enviar un correo que falló.",
  "There is no message with this id.": "No hay ningún mensaje con este id.",
  "You have sent several emergency requests today. Please call us for anything urgent.":
    "Hoy ya nos envió varias solicitudes de emergencia. Para cualquier urgencia, llámenos.",
  "Too many estimates from this connection. Please wait a few minutes or call us.":
    "Demasiados cálculos de precio desde esta conexión. Espere unos minutos o llámenos.",
  "Too many ratings from here. Please try again in an hour.": "Demasiadas calificaciones desde aquí. Intente de nuevo en una hora.",
  "Too many checkout attempts. Please wait a few minutes or call us.": "Demasiados intentos de pago. Espere unos minutos o llámenos.",
  "Too many applications from this connection. Please try again in an hour or call us.":
    "Demasiadas solicitudes desde esta conexión. Intente de nuevo en una hora o llámenos.",
});
