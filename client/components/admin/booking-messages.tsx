import { useEffect, useState } from "react";
import type { AdminBookingMessages, AdminEmail } from "#core/admin-api";
import { apiFetch } from "#client/lib/api";
import { useToast } from "#client/lib/toast";
import { Button } from "../ui/button";
import { formatInstant, StatusBadge } from "./admin-ui";
import { MessageBodyButton } from "./message-body-dialog";

/** Statuses of a message still on its way: the section reads the list again until it has gone. */
const ON_ITS_WAY = new Set(["queued", "sending"]);
const FOLLOW_EVERY_MS = 1500;

/** Every email and text about the booking, with its delivery status; a failed or dead one can be sent again. */
export function BookingMessages({ reference }: { reference: string }) {
  const toast = useToast();
  const [messages, setMessages] = useState<AdminEmail[] | null>(null);
  const [version, setVersion] = useState(0);
  const [resending, setResending] = useState<string | null>(null);

  // biome-ignore lint/correctness/useExhaustiveDependencies: `version` is the reload trigger, read by no line inside
  useEffect(() => {
    let current = true;
    apiFetch(`/api/admin/bookings/${encodeURIComponent(reference)}/messages`)
      // The typed table also matches this address to the booking's own GET: the answer is the messages'.
      .then((answer) => current && setMessages((answer as AdminBookingMessages).messages))
      .catch(() => current && setMessages([]));
    return () => {
      current = false;
    };
  }, [reference, version]);

  // A resent message goes a moment later, through the queue: its line follows it without a reload.
  useEffect(() => {
    if (!messages?.some((message) => ON_ITS_WAY.has(message.status))) return;
    const timer = setTimeout(() => setVersion((count) => count + 1), FOLLOW_EVERY_MS);
    return () => clearTimeout(timer);
  }, [messages]);

  async function resend(message: AdminEmail) {
    setResending(message.id);
    try {
      const result = await apiFetch(`/api/admin/emails/${encodeURIComponent(message.id)}/resend`, { method: "POST" });
      toast({ title: "Message queued again", description: `To ${result.to}: ${result.status}.` });
      setVersion((count) => count + 1);
    } catch (error) {
      toast({ title: "Error", description: error instanceof Error ? error.message : String(error), variant: "destructive" });
    } finally {
      setResending(null);
    }
  }

  return (
    <section className="mt-8" aria-labelledby="booking-messages-title">
      <h2 id="booking-messages-title" className="text-lg font-semibold">
        Messages
      </h2>
      {messages === null && <p className="mt-2 text-sm text-slate-600">Loading…</p>}
      {messages?.length === 0 && <p className="mt-2 text-sm text-slate-600">No messages about this booking.</p>}
      {messages && messages.length > 0 && (
        <ul className="mt-3 space-y-3">
          {messages.map((message) => (
            <li key={message.id} className="rounded-lg border border-slate-200 p-3 text-sm">
              <p className="font-semibold">
                {message.channel === "sms" ? "Text" : "Email"}: {message.subject || message.kind}
              </p>
              <p className="break-words text-slate-600">
                to {message.to} · {formatInstant(message.createdAt)} · {message.attempts} {message.attempts === 1 ? "attempt" : "attempts"}
              </p>
              <p className="mt-1 flex flex-wrap items-center gap-2">
                <StatusBadge status={message.status} />
                {message.error && <span className="text-red-800">{message.error}</span>}
              </p>
              <div className="mt-2 flex flex-wrap items-center gap-2">
                <MessageBodyButton message={message} />
                {(message.status === "failed" || message.status === "dead") && (
                  <Button size="sm" variant="secondary" disabled={resending !== null} onClick={() => void resend(message)}>
                    Resend
                    <span className="sr-only">
                      {" "}
                      the {message.channel === "sms" ? "text" : "email"} to {message.to}
                    </span>
                  </Button>
                )}
              </div>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
