import { defineMessages } from "../define-messages";
import type { PluralForms } from "../format";

/**
 * The work portal's words about when a job's steps open and where it is: crews and vendors
 * read them on their phones at the door.
 */
export const workPortalMessages = defineMessages({
  en: {
    stepsFrom: (day: string) => `On my way and Start are available on ${day}.`,
    waitingForConfirmation: "On my way and Start open once the business confirms this booking.",
    completeFrom: (time: string) => `Complete opens at ${time}, when the visit begins.`,
    invitationWaiting: (email: string) =>
      `Your invitation is waiting. Open "Accept the invitation" in the email we sent to ${email}, and your jobs will show here.`,
    size: "Size",
    bedrooms: { one: "# bedroom", other: "# bedrooms" } satisfies PluralForms,
    bathrooms: { one: "# bathroom", other: "# bathrooms" } satisfies PluralForms,
    deskPhone: "Front desk",
    serviceElevator: "Service elevator",
    checkIn: "Check-in",
    buildingParking: "Building parking",
    buildingNotes: "Building notes",
    openInMaps: "Open in Google Maps",
  },
  es: {
    stepsFrom: (day: string) => `"En camino" y "Empezar" estarán disponibles el ${day}.`,
    waitingForConfirmation: `"En camino" y "Empezar" se activan cuando la empresa confirme esta reserva.`,
    completeFrom: (time: string) => `Podrá completarlo a partir de las ${time}, cuando comienza la visita.`,
    invitationWaiting: (email: string) =>
      `Su invitación lo espera. Abra "Aceptar la invitación" en el correo que le enviamos a ${email}, y sus trabajos aparecerán aquí.`,
    size: "Tamaño",
    bedrooms: { one: "# habitación", other: "# habitaciones" },
    bathrooms: { one: "# baño", other: "# baños" },
    deskPhone: "Recepción",
    serviceElevator: "Elevador de servicio",
    checkIn: "Registro de entrada",
    buildingParking: "Parqueo del edificio",
    buildingNotes: "Notas del edificio",
    openInMaps: "Abrir en Google Maps",
  },
});
