/** Sends one email through a real provider. Throws with the provider's reason on failure. */
export interface EmailProvider {
  readonly name: string;
  deliver(email: ProviderEmail): Promise<{ providerId: string }>;
}

export interface ProviderEmail {
  from: string;
  to: string;
  subject: string;
  html: string;
  text: string;
}

const RESEND_ENDPOINT = "https://api.resend.com/emails";

export function createResendProvider(apiKey: string, fetchImpl: typeof fetch = fetch): EmailProvider {
  return {
    name: "resend",
    async deliver(email) {
      const response = await fetchImpl(RESEND_ENDPOINT, {
        method: "POST",
        headers: { Authorization: `Bearer ${apiKey}`, "Content-Type": "application/json" },
        body: JSON.stringify({
          from: email.from,
          to: [email.to],
          subject: email.subject,
          html: email.html,
          text: email.text,
        }),
      });
      const body = (await response.json().catch(() => ({}))) as { id?: string; message?: string };
      if (!response.ok || !body.id) {
        throw new Error(`Resend answered ${response.status}: ${body.message ?? "no message"}`);
      }
      return { providerId: body.id };
    },
  };
}
