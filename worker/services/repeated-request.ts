import { Conflict } from "./errors";

/**
 * What a repeated Idempotency-Key found, if the repeat is the same request: every field in
 * `sent` equals the stored one. The key comes from the client, and one copied, logged or
 * guessed must not hand someone else what the first request made; the refusal (409
 * idempotency_key_reused) carries `message` and nothing of the stored record.
 */
export function sameRequest<Stored, Field extends keyof Stored>(stored: Stored, sent: Pick<Stored, Field>, message: string): Stored {
  for (const field of Object.keys(sent) as Field[]) {
    if (stored[field] !== sent[field]) throw new Conflict("idempotency_key_reused", message);
  }
  return stored;
}
