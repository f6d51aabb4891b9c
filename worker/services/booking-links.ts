/**
 * The signed link in a booking's confirmation email that lets its customer see, move or
 * cancel it without an account. An HMAC of the reference with the auth secret: it opens
 * that one booking and cannot be guessed or turned into another booking's link.
 */
const encoder = new TextEncoder();

async function sign(secret: string, message: string): Promise<string> {
  const key = await crypto.subtle.importKey("raw", encoder.encode(secret), { name: "HMAC", hash: "SHA-256" }, false, ["sign"]);
  const signature = new Uint8Array(await crypto.subtle.sign("HMAC", key, encoder.encode(message)));
  return btoa(String.fromCharCode(...signature)).replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "").slice(0, 32);
}

export function manageToken(secret: string, reference: string): Promise<string> {
  return sign(secret, `manage-booking:${reference}`);
}

export async function isValidManageToken(secret: string, reference: string, token: string): Promise<boolean> {
  const expected = encoder.encode(await manageToken(secret, reference));
  const given = encoder.encode(token);
  return expected.byteLength === given.byteLength && crypto.subtle.timingSafeEqual(expected, given);
}

export async function manageBookingUrl(deps: { siteUrl: string; authSecret: string }, reference: string): Promise<string> {
  const params = new URLSearchParams({ reference, token: await manageToken(deps.authSecret, reference) });
  return `${deps.siteUrl}/manage-booking?${params}`;
}
