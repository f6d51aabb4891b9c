import type { Quote } from "./pricing";
import type { AddressParts } from "./service-address";

/**
 * What a vendor is told about a job before accepting it: roughly where (city and ZIP, never
 * the street: the customer's address is the accepted provider's only) and what they earn.
 */

/** The provider's share of a visit's price, tips apart (they are all the provider's). */
export const PROVIDER_SHARE_PERCENT = 70;

/** What the provider earns for a visit of this estimate, in cents; null when it has no estimate. */
export function providerEarningsCents(estimate: Quote | null | undefined): number | null {
  if (!estimate) return null;
  return Math.round((estimate.total_cents * PROVIDER_SHARE_PERCENT) / 100);
}

const CITY_AND_ZIP = /,\s*([^,]+?),\s*FL\s+(\d{5})\s*$/i;

/** "Miami 33131": the city and ZIP of a visit's address, from its parts or its one line. */
export function neighbourhoodOf(address: string, parts: Pick<AddressParts, "city" | "zip"> | null | undefined): string | null {
  if (parts) return `${parts.city.trim()} ${parts.zip.trim()}`;
  const match = CITY_AND_ZIP.exec(address);
  return match ? `${match[1]} ${match[2]}` : null;
}
