import { useState, type FormEvent } from "react";
import { TestEmailSchema } from "#core/email-test-schema";
import { Button } from "../components/ui/button";
import { TextField } from "../components/ui/fields";
import { RequireAdmin } from "../components/ui/require-admin";
import { apiFetch } from "../lib/api";
import { useToast } from "../lib/toast";
import { privatePageMeta } from "../lib/seo";

export function meta() {
  return privatePageMeta("Email Test");
}

export default function EmailTestPage() {
  const toast = useToast();
  const [email, setEmail] = useState("");
  const [sending, setSending] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = TestEmailSchema.safeParse({ email });
    if (!parsed.success) {
      toast({ title: "Error", description: parsed.error.issues[0]?.message ?? "Please enter an email address.", variant: "destructive" });
      return;
    }
    setSending(true);
    try {
      const result = await apiFetch("/api/email-test", { method: "POST", body: parsed.data });
      toast({ title: "Test email sent", description: `Email ${result.emailId} is ${result.status}.` });
    } catch (error) {
      toast({
        title: "Error",
        description: error instanceof Error && error.message ? error.message : "Failed to send test email.",
        variant: "destructive",
      });
    } finally {
      setSending(false);
    }
  }

  return (
    <section className="mx-auto max-w-md px-4 py-16">
      <h1 className="font-serif text-3xl font-semibold">Email Test</h1>
      <RequireAdmin signInPrompt="Sign in with a team account to send a test email.">
        <form onSubmit={submit} noValidate className="mt-6 space-y-4">
          <TextField
            id="test-email"
            label="Send a test email to"
            type="email"
            value={email}
            onChange={(event) => setEmail(event.target.value)}
          />
          <Button type="submit" disabled={sending}>
            {sending ? "Sending..." : "Send Test Email"}
          </Button>
        </form>
      </RequireAdmin>
    </section>
  );
}
