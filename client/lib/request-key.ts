/**
 * The Idempotency-Key of a form that creates something, tied to what it sends. The same body
 * sent again (a double click, a retry after a lost answer) keeps its key, so the server saves
 * it once. A changed body gets a new key: the server refuses a key it already saw with other
 * details (409 idempotency_key_reused), which left the customer nothing but a reload.
 */
export function requestKeys() {
  let last: { body: string; key: string } | null = null;
  return {
    /** The key to send with `body`: the previous one if the body is unchanged, else a new one. */
    keyFor(body: unknown): string {
      const serialized = JSON.stringify(body);
      if (last?.body !== serialized) last = { body: serialized, key: crypto.randomUUID() };
      return last.key;
    },
    /** After an answer: the request is saved, and the same details sent later are a new one. */
    forget(): void {
      last = null;
    },
  };
}
