import { formatRateMoney, pluralize } from "../i18n/format";
import { CLEANING_PACKAGES } from "../packages";
import type { PricingModel } from "../pricing";
import type { ServiceDefinition } from "./definition";

/**
 * The Spanish of price-label.ts and duration.ts, written from the same pricing model, so a
 * Spanish page can never show another price than the English one. Money goes through Intl
 * (es-US: "$39.99", "$1,500").
 */

const money = (cents: number) => formatRateMoney(cents, "es");
const hours = (count: number) => pluralize(count, { one: "# hora", other: "# horas" }, "es");
const TURNAROUND_ES = { "same-day": "el mismo día", "next-day": "al día siguiente" } as const;

export function startingPriceEs(definition: ServiceDefinition): string {
  const model = definition.pricing;
  switch (model.kind) {
    case "flat":
      return `Desde ${money(model.price)}`;
    case "rooms":
      if (definition.offers.plan) return money(Math.min(...CLEANING_PACKAGES.map((plan) => plan.priceValue)));
      return definition.quotedPerVisit ? `${money(model.base)}/visita` : `Desde ${money(model.base)}`;
    case "hourly":
      return `${money(model.rate)}/hora`;
    case "per_pound":
      return `Desde ${money(model.standard.rate)}/lb`;
    case "per_day":
      return `${money(model.rate)}/día`;
    case "per_meal":
      return `${money(model.meal)}/comida`;
  }
}

export function priceLabelEs(definition: ServiceDefinition): string {
  const price = startingPriceEs(definition);
  return definition.offers.plan ? `${price}/mes` : price;
}

export function pricingDetailsEs(model: PricingModel): string[] {
  switch (model.kind) {
    case "flat":
      return [];
    case "rooms":
      return [
        `${money(model.base)} por 1 habitación y 1 baño`,
        `${money(model.extraBedroom)} por habitación adicional, ${money(model.extraBathroom)} por baño adicional`,
      ];
    case "hourly":
      return [`${money(model.rate)} por hora, mínimo ${hours(model.minimumHours)}`];
    case "per_pound":
      return [
        `Estándar: ${money(model.standard.rate)}/lb, mínimo ${money(model.standard.minimum)}, entrega ${TURNAROUND_ES[model.standard.turnaround]}`,
        `Exprés: ${money(model.express.rate)}/lb, mínimo ${money(model.express.minimum)}, entrega ${TURNAROUND_ES[model.express.turnaround]}`,
        `${money(model.orderFee)} de cargo por servicio en cada pedido`,
      ];
    case "per_day":
      return [`${money(model.rate)} por día, hasta ${model.maximumDays} días`];
    case "per_meal":
      return [
        `${money(model.meal)} por comida para hasta ${model.includedGuests} invitados, ${money(model.extraGuest)} por invitado adicional`,
      ];
  }
}

export function durationTextEs(definition: ServiceDefinition): string {
  const typical = definition.typicalLength;
  if (typical === "half or full day") return "Medio día o día completo";
  if (typical) return `${typical.from}-${typical.to} ${typical.unit === "hours" ? "horas" : "minutos"}`;
  const model = definition.pricing;
  if (model.kind === "per_pound") return `Entrega ${TURNAROUND_ES[model.express.turnaround]} o ${TURNAROUND_ES[model.standard.turnaround]}`;
  switch (definition.visitLength) {
    case "plan tier": {
      const planHours = CLEANING_PACKAGES.map((plan) => plan.visitHours);
      return `${Math.min(...planHours)}-${Math.max(...planHours)} horas`;
    }
    case "hours booked":
      return "Por hora";
    case "handover":
      return "Por día";
    default:
      return hours(definition.visitLength);
  }
}
