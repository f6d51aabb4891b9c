/**
 * Where a keyset page ends: the sort keys of its last row, so the next page starts right after
 * it and costs what the first one does. Opaque to the page (base64url of the JSON list); each
 * list checks the keys it reads back.
 */
export function encodeKeysetCursor(keys: readonly (string | number)[]): string {
  return btoa(JSON.stringify(keys)).replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "");
}

/** The keys a cursor holds, or undefined for text that is no cursor. */
export function decodeKeysetCursor(text: string): unknown[] | undefined {
  try {
    const keys: unknown = JSON.parse(atob(text.replace(/-/g, "+").replace(/_/g, "/")));
    return Array.isArray(keys) ? keys : undefined;
  } catch {
    return undefined;
  }
}
