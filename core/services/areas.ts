/** The three areas the business serves; every ZIP maps to one of them (core/service-areas.ts). */
export const SERVICE_LOCATIONS = ["Fort Lauderdale, FL", "Miami, FL", "West Palm Beach, FL"] as const;
export type ServiceLocation = (typeof SERVICE_LOCATIONS)[number];
