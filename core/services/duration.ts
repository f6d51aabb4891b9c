import { CLEANING_PACKAGES } from "../packages";
import { plural } from "../pricing";
import type { ServiceDefinition } from "./definition";

/** How long a visit takes, as a service's card and page say it, written from its definition. */
export function durationText(definition: ServiceDefinition): string {
  const typical = definition.typicalLength;
  if (typical === "half or full day") return "Half or full day";
  if (typical) return `${typical.from}-${typical.to} ${typical.unit}`;
  const model = definition.pricing;
  // The laundry's visit is the pickup; what the customer waits for is the order's return.
  if (model.kind === "per_pound") return `${capitalized(model.express.turnaround)} or ${model.standard.turnaround}`;
  switch (definition.visitLength) {
    case "plan tier": {
      const hours = CLEANING_PACKAGES.map((plan) => plan.visitHours);
      return `${Math.min(...hours)}-${Math.max(...hours)} hours`;
    }
    case "hours booked":
      return "Per hour";
    case "handover":
      return "Per day";
    default:
      return plural(definition.visitLength, "hour");
  }
}

function capitalized(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}
