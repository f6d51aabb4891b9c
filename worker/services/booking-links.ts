import type { Settings } from "../env";
import { isValidLinkToken, signLinkToken } from "./link-tokens";

/**
 * The signed link in a booking's confirmation email that lets its customer see, move or
 * cancel it without an account. An HMAC of the reference with the auth secret: it opens
 * that one booking and cannot be guessed or turned into another booking's link.
 */
const MANAGE_PURPOSE = "manage-booking";

export function isValidManageToken(secret: string, reference: string, token: string): Promise<boolean> {
  return isValidLinkToken(secret, MANAGE_PURPOSE, reference, token);
}

export async function manageBookingUrl(settings: Pick<Settings, "siteUrl" | "authSecret">, reference: string): Promise<string> {
  const params = new URLSearchParams({ reference, token: await signLinkToken(settings.authSecret, MANAGE_PURPOSE, reference) });
  return `${settings.siteUrl}/manage-booking?${params}`;
}
