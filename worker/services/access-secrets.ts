/**
 * Seals a customer's access instructions (lock and lockbox codes, where the key is) at rest
 * with AES-GCM: a copy of the database, a backup or a query log then shows no way into
 * anyone's home. The key is derived from ACCESS_SECRET_KEY (worker/env.ts) with HKDF, so
 * the secret can be any long string. The admin's booking and day views open them, and the
 * work portal for a job's provider from the day before the visit.
 */

const VERSION = "v1";
/**
 * Derived keys, cached as resolved values only (the Workers rule: no promise is shared between
 * requests). Two requests deriving at once each derive; the later one's key replaces an equal one.
 */
const keys = new Map<string, CryptoKey>();

async function keyFor(secret: string): Promise<CryptoKey> {
  const cached = keys.get(secret);
  if (cached) return cached;
  const material = await crypto.subtle.importKey("raw", new TextEncoder().encode(secret), "HKDF", false, ["deriveKey"]);
  const key = await crypto.subtle.deriveKey(
    { name: "HKDF", hash: "SHA-256", salt: new Uint8Array(0), info: new TextEncoder().encode("sfl access instructions v1") },
    material,
    { name: "AES-GCM", length: 256 },
    false,
    ["encrypt", "decrypt"],
  );
  keys.set(secret, key);
  return key;
}

function toBase64(bytes: Uint8Array): string {
  return btoa(String.fromCharCode(...bytes));
}

function fromBase64(text: string): Uint8Array<ArrayBuffer> {
  return Uint8Array.from(atob(text), (char) => char.charCodeAt(0));
}

/** "v1.<iv>.<ciphertext>", base64; a fresh 96-bit IV each time, so equal codes never look alike. */
export async function seal(secret: string, plaintext: string): Promise<string> {
  const iv = crypto.getRandomValues(new Uint8Array(12));
  const sealed = await crypto.subtle.encrypt({ name: "AES-GCM", iv }, await keyFor(secret), new TextEncoder().encode(plaintext));
  return `${VERSION}.${toBase64(iv)}.${toBase64(new Uint8Array(sealed))}`;
}

/** The instructions again; undefined if they were sealed with another key or tampered with. */
export async function unseal(secret: string, sealed: string): Promise<string | undefined> {
  const [version, iv, data] = sealed.split(".");
  if (version !== VERSION || !iv || !data) return undefined;
  try {
    const plain = await crypto.subtle.decrypt({ name: "AES-GCM", iv: fromBase64(iv) }, await keyFor(secret), fromBase64(data));
    return new TextDecoder().decode(plain);
  } catch {
    return undefined;
  }
}
