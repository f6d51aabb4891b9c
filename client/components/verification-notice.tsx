import { useId, useState, type FormEvent } from "react";
import { localizedPath } from "#core/i18n/locale";
import { verificationNoticeMessages } from "#core/i18n/messages/verification-notice";
import { useLocale } from "../lib/locale";
import { useSession } from "../lib/session";
import { Button } from "./ui/button";
import { TextField } from "./ui/fields";

export type VerificationOutcome = "expired" | "invalid" | "used";

/** What /auth says when a verification link could not sign the visitor in, with a new link on offer. */
export function VerificationNotice({ outcome }: { outcome: VerificationOutcome }) {
  const { resendVerification } = useSession();
  const locale = useLocale();
  const t = verificationNoticeMessages[locale];
  const id = useId();
  const [email, setEmail] = useState("");
  const [state, setState] = useState<{ sending: boolean; sentTo?: string; error?: string }>({ sending: false });

  async function send(event: FormEvent) {
    event.preventDefault();
    if (state.sending) return;
    if (!email.trim()) {
      setState({ sending: false, error: t.enterEmail });
      return;
    }
    setState({ sending: true });
    try {
      // The new link lands on the dashboard in this page's language, as the first one would have.
      await resendVerification(email.trim(), localizedPath("/dashboard", locale));
      setState({ sending: false, sentTo: email.trim() });
    } catch (error) {
      setState({ sending: false, error: error instanceof Error ? error.message : String(error) });
    }
  }

  return (
    <section aria-labelledby={`${id}-explanation`} className="mb-6 rounded-2xl border border-amber-300 bg-amber-50 p-5">
      <p id={`${id}-explanation`} className="font-semibold">
        {t.explanations[outcome]}
      </p>
      {outcome !== "used" &&
        (state.sentTo ? (
          <p role="status" className="mt-2">
            {t.sentTo(state.sentTo)}
          </p>
        ) : (
          <form onSubmit={send} noValidate aria-label={t.formLabel} className="mt-3">
            <TextField
              id={`${id}-email`}
              label={t.emailLabel}
              type="email"
              autoComplete="email"
              value={email}
              onChange={(event) => setEmail(event.target.value)}
              error={state.error}
              action={
                <Button type="submit" disabled={state.sending}>
                  {state.sending ? t.sending : t.send}
                </Button>
              }
            />
          </form>
        ))}
    </section>
  );
}
