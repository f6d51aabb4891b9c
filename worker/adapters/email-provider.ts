/** Sends one email through a real provider. Throws with the provider's reason on failure. */
export interface EmailProvider {
  readonly name: string;
  /**
   * The local mailbox reads the outbox row itself, so the row keeps its body from the start:
   * a developer (or a test) sees the message the moment the request that wrote it returns.
   */
  readonly keepsBody?: boolean;
  deliver(email: ProviderEmail): Promise<Delivered>;
}

/** A provider's answer: its id of the message and, for the local mailbox, what the row keeps of it. */
export interface Delivered {
  providerId: string;
  /**
   * What a provider that is the outbox row itself (the local mailbox and text outbox) keeps of
   * the message: the consumer writes it into the row with the delivery's outcome, in the same
   * statement, so the local delivery costs the database no write of its own.
   */
  kept?: { subject?: string; html?: string; text?: string };
}

export interface ProviderEmail {
  from: string;
  to: string;
  subject: string;
  html: string;
  text: string;
  /** The same for every attempt at one email, so the provider sends it once however often we retry. */
  idempotencyKey: string;
}

const RESEND_ENDPOINT = "https://api.resend.com/emails";
/** A provider call that hangs must not hold the request (or the cron) for long. */
const PROVIDER_TIMEOUT_MS = 10_000;

export function createResendProvider(apiKey: string, fetchImpl: typeof fetch = fetch, timeoutMs = PROVIDER_TIMEOUT_MS): EmailProvider {
  return {
    name: "resend",
    async deliver(email) {
      let response: Response;
      try {
        response = await fetchImpl(RESEND_ENDPOINT, {
          method: "POST",
          headers: { Authorization: `Bearer ${apiKey}`, "Content-Type": "application/json", "Idempotency-Key": email.idempotencyKey },
          body: JSON.stringify({
            from: email.from,
            to: [email.to],
            subject: email.subject,
            html: email.html,
            text: email.text,
          }),
          signal: AbortSignal.timeout(timeoutMs),
        });
      } catch (error) {
        if (error instanceof Error && (error.name === "TimeoutError" || error.name === "AbortError")) {
          throw new Error(`Resend did not answer within ${timeoutMs / 1000} s`);
        }
        throw error;
      }
      const body = (await response.json().catch(() => ({}))) as { id?: string; message?: string };
      if (!response.ok || !body.id) {
        throw new Error(`Resend answered ${response.status}: ${body.message ?? "no message"}`);
      }
      return { providerId: body.id };
    },
  };
}
