import { SERVICE_DEFINITIONS } from "./definitions";
import { isServiceId } from "./ids";

/** Above this estimate a card on file is required for any service (docs/decisions/0014-card-on-file-and-the-25-percent-rule.md). */
export const CARD_REQUIRED_ABOVE_CENTS = 30000;

/** Whether the business asks for a card on file before this visit: the service's cardPolicy, or the estimate. */
export function cardRequired(serviceId: string, estimateCents: number): boolean {
  return (isServiceId(serviceId) && SERVICE_DEFINITIONS[serviceId].cardPolicy === "always") || estimateCents > CARD_REQUIRED_ABOVE_CENTS;
}
