import { FIRST_CLEANING_DISCOUNT_PERCENT } from "#core/pricing";
import { defineMessages } from "../define-messages";
import type { PluralForms } from "../format";

/**
 * The lines of a price as its reader reads them. The English forms are the words the
 * pricing models always wrote ("Regular Cleaning, 2 hours at $40/hour"), so English pages,
 * emails and receipts read as before.
 */
export const quoteLineWords = defineMessages({
  en: {
    roomsBase: (title: string) => `${title}, 1 bedroom and 1 bathroom`,
    extraBedrooms: { one: "# extra bedroom", other: "# extra bedrooms" } satisfies PluralForms,
    extraBathrooms: { one: "# extra bathroom", other: "# extra bathrooms" } satisfies PluralForms,
    extraGuests: { one: "# extra guest", other: "# extra guests" } satisfies PluralForms,
    hourCount: { one: "# hour", other: "# hours" } satisfies PluralForms,
    dayCount: { one: "# day", other: "# days" } satisfies PluralForms,
    /** "2 extra bedrooms at $25". */
    countAtRate: (count: string, rate: string) => `${count} at ${rate}`,
    hours: (title: string, hours: string, rate: string) => `${title}, ${hours} at ${rate}/hour`,
    hoursMinimum: (line: string, minimum: string) => `${line} (${minimum} minimum)`,
    days: (title: string, days: string, rate: string) => `${title}, ${days} at ${rate}/day`,
    speed: { standard: "Standard", express: "Express" },
    washFold: (speed: string, pounds: string, rate: string) => `${speed} wash and fold, ${pounds} lb at ${rate}/lb`,
    washFoldMinimum: (speed: string, pounds: string, minimum: string) => `${speed} wash and fold, ${pounds} lb (${minimum} minimum)`,
    serviceFee: "Service fee",
    meal: (title: string, guests: string) => `${title}, one meal for up to ${guests} guests`,
    tip: "Tip for the crew",
    firstCleaningDiscount: `First cleaning: ${FIRST_CLEANING_DISCOUNT_PERCENT}% off`,
    total: "Total",
  },
  es: {
    roomsBase: (title: string) => `${title}, 1 habitación y 1 baño`,
    extraBedrooms: { one: "# habitación adicional", other: "# habitaciones adicionales" },
    extraBathrooms: { one: "# baño adicional", other: "# baños adicionales" },
    extraGuests: { one: "# invitado adicional", other: "# invitados adicionales" },
    hourCount: { one: "# hora", other: "# horas" },
    dayCount: { one: "# día", other: "# días" },
    countAtRate: (count: string, rate: string) => `${count} a ${rate}`,
    hours: (title: string, hours: string, rate: string) => `${title}, ${hours} a ${rate}/hora`,
    hoursMinimum: (line: string, minimum: string) => `${line} (mínimo de ${minimum})`,
    days: (title: string, days: string, rate: string) => `${title}, ${days} a ${rate}/día`,
    speed: { standard: "estándar", express: "exprés" },
    washFold: (speed: string, pounds: string, rate: string) => `Lavado y doblado ${speed}, ${pounds} lb a ${rate}/lb`,
    washFoldMinimum: (speed: string, pounds: string, minimum: string) => `Lavado y doblado ${speed}, ${pounds} lb (mínimo de ${minimum})`,
    serviceFee: "Cargo por servicio",
    meal: (title: string, guests: string) => `${title}, una comida para hasta ${guests} invitados`,
    tip: "Propina para el equipo",
    firstCleaningDiscount: `Primera limpieza: ${FIRST_CLEANING_DISCOUNT_PERCENT}% de descuento`,
    total: "Total",
  },
});
