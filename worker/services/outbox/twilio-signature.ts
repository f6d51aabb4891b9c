/**
 * Twilio's request signature (X-Twilio-Signature): HMAC-SHA1 with the account's auth token
 * over the full URL Twilio called followed by each POST parameter's name and value, sorted
 * by name; base64.
 */
export async function twilioSignature(authToken: string, url: string, params: Record<string, string>): Promise<string> {
  const data =
    url +
    Object.keys(params)
      .sort()
      .map((name) => `${name}${params[name]}`)
      .join("");
  const key = await crypto.subtle.importKey("raw", new TextEncoder().encode(authToken), { name: "HMAC", hash: "SHA-1" }, false, ["sign"]);
  const mac = new Uint8Array(await crypto.subtle.sign("HMAC", key, new TextEncoder().encode(data)));
  return btoa(String.fromCharCode(...mac));
}

/** Whether `signature` is Twilio's for this request, compared in constant time. */
export async function isTwilioSigned(authToken: string, url: string, params: Record<string, string>, signature: string): Promise<boolean> {
  const expected = new TextEncoder().encode(await twilioSignature(authToken, url, params));
  const given = new TextEncoder().encode(signature);
  if (expected.length !== given.length) return false;
  return crypto.subtle.timingSafeEqual(expected, given);
}
