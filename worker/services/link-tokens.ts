/**
 * Tokens for the links in emails that open one thing without a session (a booking's
 * calendar file, a booking to manage): an HMAC of purpose and id with the auth secret, so a
 * token opens that one thing for that one purpose and cannot be guessed or turned into
 * another's.
 */
const encoder = new TextEncoder();

/**
 * Imported keys by secret. An imported key is a plain value, so requests share it; the
 * import's promise is never kept, so no request waits on one another request started.
 */
const signingKeys = new Map<string, CryptoKey>();

async function signingKey(secret: string): Promise<CryptoKey> {
  const kept = signingKeys.get(secret);
  if (kept) return kept;
  const key = await crypto.subtle.importKey("raw", encoder.encode(secret), { name: "HMAC", hash: "SHA-256" }, false, ["sign"]);
  signingKeys.set(secret, key);
  return key;
}

export async function signLinkToken(secret: string, purpose: string, id: string): Promise<string> {
  const key = await signingKey(secret);
  const signature = new Uint8Array(await crypto.subtle.sign("HMAC", key, encoder.encode(`${purpose}:${id}`)));
  return btoa(String.fromCharCode(...signature))
    .replace(/\+/g, "-")
    .replace(/\//g, "_")
    .replace(/=+$/, "")
    .slice(0, 32);
}

/** Compared in constant time, so the answer's timing says nothing about a near miss. */
export async function isValidLinkToken(secret: string, purpose: string, id: string, token: string | undefined): Promise<boolean> {
  if (!token) return false;
  const expected = encoder.encode(await signLinkToken(secret, purpose, id));
  const given = encoder.encode(token);
  return expected.byteLength === given.byteLength && crypto.subtle.timingSafeEqual(expected, given);
}
