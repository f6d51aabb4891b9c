import { CLEANING_PACKAGES, type CleaningPackage, type PackageId } from "#core/packages";

/**
 * Stripe prices are found by lookup key, never by an id pasted into configuration, so the
 * same code works in test and live mode. `npm run stripe:setup` creates them.
 */
export function priceLookupKey(packageId: PackageId): string {
  return `cleaning_${packageId}_monthly`;
}

export function packageForLookupKey(lookupKey: string | null | undefined): CleaningPackage | undefined {
  return CLEANING_PACKAGES.find((plan) => priceLookupKey(plan.id) === lookupKey);
}

export interface BillingPrice {
  id: string;
  unitAmount: number | null;
  currency: string;
  interval: string | null;
  intervalCount: number | null;
}

/** Why a Stripe price cannot be charged for this package, or null when it matches the catalogue. */
export function priceMismatch(plan: CleaningPackage, price: BillingPrice): string | null {
  const problems: string[] = [];
  if (price.unitAmount !== plan.priceValue) problems.push(`amount ${price.unitAmount} instead of ${plan.priceValue}`);
  if (price.currency !== "usd") problems.push(`currency ${price.currency} instead of usd`);
  if (price.interval !== "month" || price.intervalCount !== 1)
    problems.push(`interval ${price.intervalCount ?? "?"} ${price.interval ?? "none"} instead of 1 month`);
  return problems.length ? `Stripe price ${price.id} (${priceLookupKey(plan.id)}): ${problems.join(", ")}` : null;
}
