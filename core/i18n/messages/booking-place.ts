import { areaName, serviceAreasMessage, ZIP_FORMAT_MESSAGE, ZIP_NOT_SERVED_MESSAGE } from "#core/service-areas";
import type { ServiceLocation } from "#core/services/areas";
import { defineMessages } from "../define-messages";

type ServiceAreas = { title: string; locations: readonly ServiceLocation[] };

/** "Fort Lauderdale, Miami y West Palm Beach". */
function spanishAreaList(areas: readonly ServiceLocation[]): string {
  const names = areas.map(areaName);
  return names.length <= 1 ? (names[0] ?? "") : `${names.slice(0, -1).join(", ")} y ${names.at(-1)}`;
}

/**
 * The words of the booking's "where" question, asked on the date-and-time step before the
 * calendar: each area has its own crews, so the times shown are those of the ZIP's area.
 */
export const bookingPlaceMessages = defineMessages({
  en: {
    zipLabel: "ZIP code of the visit",
    zipHint: "Each area has its own team: we show the times of the one that comes to you.",
    servedBy: (area: string) => `Our ${area} team comes to this ZIP: these are its times.`,
    savedLabel: "Where is the visit?",
    anotherAddress: "Another address",
    timesNeedZip: "Enter the ZIP code of the visit above to see its times.",
    // The same words as the details step's ZIP field and the server's answer.
    zipFormat: ZIP_FORMAT_MESSAGE,
    zipNotServed: ZIP_NOT_SERVED_MESSAGE,
    serviceNotThere: (service: ServiceAreas) => serviceAreasMessage(service),
  },
  es: {
    zipLabel: "Código postal de la visita",
    zipHint: "Cada zona tiene su propio equipo: le mostramos los horarios del que va a su casa.",
    servedBy: (area: string) => `Nuestro equipo de ${area} atiende este código postal: estos son sus horarios.`,
    savedLabel: "¿Dónde es la visita?",
    anotherAddress: "Otra dirección",
    timesNeedZip: "Escriba arriba el código postal de la visita para ver sus horarios.",
    zipFormat: "Por favor, escriba el código postal de 5 dígitos.",
    zipNotServed: "Todavía no atendemos este código postal: trabajamos en los condados de Broward, Miami-Dade y Palm Beach.",
    serviceNotThere: (service: ServiceAreas) => `${service.title} está disponible en ${spanishAreaList(service.locations)}.`,
  },
});
