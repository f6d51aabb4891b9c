import { BUSINESS, TESTIMONIALS } from "#core/business";
import { FIRST_CLEANING_DISCOUNT_PERCENT } from "#core/pricing";
import { defineMessages } from "../define-messages";
import { formatTime } from "../format";

const SPANISH_DAYS: Record<string, string> = {
  Monday: "Lunes",
  Friday: "viernes",
  Saturday: "Sábado",
  Sunday: "Domingo",
};

/** "Lunes a viernes: 8:00 a.m. - 8:00 p.m.", from the same opening hours as the English lines. */
const spanishHours = BUSINESS.openingHours.map(({ days, opens, closes }) => {
  const first = SPANISH_DAYS[days[0]] ?? days[0];
  const range = days.length > 1 ? `${first} a ${SPANISH_DAYS[days[days.length - 1] as string] ?? ""}` : first;
  return `${range}: ${formatTime(opens, "es")} - ${formatTime(closes, "es")}`;
});

/**
 * The business's facts as visitors read them (core/business.ts holds the English, quoted
 * word for word): the first-time offer, badges, hours, commitments and what clients said.
 * Read by the pages' loaders, so these travel in the prerendered HTML, not in scripts.
 */
export const businessWords = defineMessages({
  en: {
    firstTimePromo: BUSINESS.promo,
    trustBadges: BUSINESS.trustBadges,
    commitments: BUSINESS.commitments,
    hoursLines: BUSINESS.hoursDisplay,
    testimonialRoles: TESTIMONIALS.map((testimonial) => testimonial.role),
    testimonialQuotes: TESTIMONIALS.map((testimonial) => testimonial.content),
  },
  es: {
    firstTimePromo: `Los clientes nuevos reciben un ${FIRST_CLEANING_DISCOUNT_PERCENT}% de descuento en su primera limpieza.`,
    trustBadges: ["Personal altamente capacitado", "Garantía de devolución de dinero", "Disponibles 24/7", "Asegurados y afianzados"],
    commitments: ["Sin contrato", "Cancele cuando quiera", "Asegurados y afianzados"],
    hoursLines: [...spanishHours, "Servicios de emergencia: 24/7"],
    testimonialRoles: [
      "Residente, edificio en Las Olas",
      "Residente, Brickell",
      "Residente, Edgewater",
      "Residente, frente al mar en West Palm Beach",
      "Residente, playa de Fort Lauderdale",
      "Residente, Miami Design District",
    ],
    testimonialQuotes: [
      "La limpieza quincenal es como llegar a una suite de hotel. Se coordinan con la recepción, así que nunca tengo que estar en casa.",
      "Reservé el detallado del auto en el garaje mientras estaba en el trabajo. El auto quedó como nuevo y el equipo me escribió al terminar.",
      "Después de la remodelación, el equipo de limpieza de obra quitó todo el polvo de tablaroca, hasta de las rejillas. Valió cada centavo.",
      "Contratamos al chef privado para una cena de aniversario en el balcón. Cinco platos y la cocina impecable después. Inolvidable.",
      "Recogen la ropa cada lunes y la devuelven doblada el martes. Recuperé mis fines de semana, y las sábanas huelen delicioso.",
      "La cuidadora de nuestro perro nos manda fotos dos veces al día, y la peluquería a domicilio lo dejó más tranquilo que cualquier salón. Confiamos plenamente.",
    ],
  },
});
