import type { Delivered } from "./email-provider";

/** Sends one text through a real provider. Throws with the provider's reason on failure. */
export interface SmsProvider {
  readonly name: string;
  /** As EmailProvider's: the local text outbox reads the row itself. */
  readonly keepsBody?: boolean;
  deliver(text: ProviderText): Promise<Delivered>;
}

export interface ProviderText {
  /** E.164, e.g. +13055550142. */
  to: string;
  body: string;
  /** The outbox row's id (the local text outbox writes into it; Twilio names its messages itself). */
  messageId: string;
}

/** A provider call that hangs must not hold the queue's consumer for long. */
const PROVIDER_TIMEOUT_MS = 10_000;

/**
 * Twilio's Messages API: a form-encoded POST under the account, with HTTP Basic auth of the
 * account SID and auth token; the answer's `sid` names the message for delivery callbacks.
 */
export function createTwilioProvider(
  settings: { accountSid: string; authToken: string; from: string; statusCallback?: string },
  fetchImpl: typeof fetch = fetch,
  timeoutMs = PROVIDER_TIMEOUT_MS,
): SmsProvider {
  const endpoint = `https://api.twilio.com/2010-04-01/Accounts/${encodeURIComponent(settings.accountSid)}/Messages.json`;
  const authorization = `Basic ${btoa(`${settings.accountSid}:${settings.authToken}`)}`;
  return {
    name: "twilio",
    async deliver(text) {
      let response: Response;
      try {
        response = await fetchImpl(endpoint, {
          method: "POST",
          headers: { Authorization: authorization, "Content-Type": "application/x-www-form-urlencoded" },
          body: new URLSearchParams({
            To: text.to,
            From: settings.from,
            Body: text.body,
            ...(settings.statusCallback ? { StatusCallback: settings.statusCallback } : {}),
          }).toString(),
          signal: AbortSignal.timeout(timeoutMs),
        });
      } catch (error) {
        if (error instanceof Error && (error.name === "TimeoutError" || error.name === "AbortError")) {
          throw new Error(`Twilio did not answer within ${timeoutMs / 1000} s`);
        }
        throw error;
      }
      const body = (await response.json().catch(() => ({}))) as { sid?: string; message?: string };
      if (!response.ok || !body.sid) throw new Error(`Twilio answered ${response.status}: ${body.message ?? "no message"}`);
      return { providerId: body.sid };
    },
  };
}
