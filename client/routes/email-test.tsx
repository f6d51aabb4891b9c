import { useState, type FormEvent } from "react";
import { TestEmailSchema } from "../../core/email-test-schema";
import { AuthForm } from "../components/auth-form";
import { apiFetch } from "../lib/api";
import { useSession } from "../lib/session";
import { useToast } from "../lib/toast";

export function meta() {
  return [{ title: "Email Test | South Florida Luxury Concierge" }, { name: "robots", content: "noindex" }];
}

export default function EmailTestPage() {
  const { user } = useSession();
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
      {user === undefined && <p role="status">Loading...</p>}
      {user === null && (
        <div className="mt-6 rounded-2xl border border-slate-200 p-6">
          <p className="mb-4 text-slate-600">Sign in with a team account to send a test email.</p>
          <AuthForm />
        </div>
      )}
      {user && !user.isAdmin && <p className="mt-4 text-slate-600">This page is for the business team only.</p>}
      {user?.isAdmin && (
        <form onSubmit={submit} noValidate className="mt-6 space-y-4">
          <div>
            <label htmlFor="test-email" className="block text-sm font-medium">
              Send a test email to
            </label>
            <input
              id="test-email"
              type="email"
              value={email}
              onChange={(event) => setEmail(event.target.value)}
              className="mt-1 w-full rounded-lg border border-slate-300 px-3 py-2"
            />
          </div>
          <button type="submit" disabled={sending} className="rounded-lg bg-teal px-4 py-2 font-semibold text-white disabled:opacity-60">
            {sending ? "Sending..." : "Send Test Email"}
          </button>
        </form>
      )}
    </section>
  );
}
