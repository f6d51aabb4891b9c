import { useId, useState, type FormEvent } from "react";
import { useSession } from "../lib/session";
import { Button } from "./ui/button";
import { TextField } from "./ui/fields";

export type VerificationOutcome = "expired" | "invalid" | "used";

const EXPLANATIONS: Record<VerificationOutcome, string> = {
  expired: "This verification link has expired: links work for one hour.",
  invalid: "This verification link is not valid. It may be incomplete, or a newer link replaced it.",
  used: "This verification link has already been used, so your email address is verified. Please sign in below.",
};

/** What /auth says when a verification link could not sign the visitor in, with a new link on offer. */
export function VerificationNotice({ outcome }: { outcome: VerificationOutcome }) {
  const { resendVerification } = useSession();
  const id = useId();
  const [email, setEmail] = useState("");
  const [state, setState] = useState<{ sending: boolean; sentTo?: string; error?: string }>({ sending: false });

  async function send(event: FormEvent) {
    event.preventDefault();
    if (state.sending) return;
    if (!email.trim()) {
      setState({ sending: false, error: "Please enter your email address." });
      return;
    }
    setState({ sending: true });
    try {
      await resendVerification(email.trim());
      setState({ sending: false, sentTo: email.trim() });
    } catch (error) {
      setState({ sending: false, error: error instanceof Error ? error.message : String(error) });
    }
  }

  return (
    <section aria-labelledby={`${id}-explanation`} className="mb-6 rounded-2xl border border-amber-300 bg-amber-50 p-5">
      <p id={`${id}-explanation`} className="font-semibold">
        {EXPLANATIONS[outcome]}
      </p>
      {outcome !== "used" &&
        (state.sentTo ? (
          <p role="status" className="mt-2">
            We sent a new link to {state.sentTo}. Please open it within the hour.
          </p>
        ) : (
          <form onSubmit={send} noValidate aria-label="Get a new verification link" className="mt-3">
            <TextField
              id={`${id}-email`}
              label="Your email, for a new link"
              type="email"
              autoComplete="email"
              value={email}
              onChange={(event) => setEmail(event.target.value)}
              error={state.error}
              action={
                <Button type="submit" disabled={state.sending}>
                  {state.sending ? "Sending..." : "Send a new link"}
                </Button>
              }
            />
          </form>
        ))}
    </section>
  );
}
