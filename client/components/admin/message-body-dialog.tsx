import { useId, useRef, useState } from "react";
import type { AdminEmail, AdminMessage } from "#core/admin-api";
import { apiFetch } from "#client/lib/api";
import { useModalDialog } from "#client/lib/use-modal-dialog";
import { Button } from "../ui/button";

/**
 * "View" on a message of the log: opens what its reader got, in a modal (focus trapped, Esc
 * closes, focus back on the button). A message past 90 days has no stored body: the server
 * writes it again from its template and values, and the dialog says so.
 */
export function MessageBodyButton({ message }: { message: AdminEmail }) {
  const [body, setBody] = useState<AdminMessage | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [loading, setLoading] = useState(false);
  const channel = message.channel === "sms" ? "text" : "email";

  async function open() {
    if (loading) return;
    setLoading(true);
    setError(null);
    try {
      setBody(await apiFetch(`/api/admin/emails/${encodeURIComponent(message.id)}`));
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : String(failure));
    } finally {
      setLoading(false);
    }
  }

  return (
    <>
      {/* Not disabled while loading: the focus stays on it, for the dialog to give it back. */}
      <Button size="sm" variant="secondary" aria-busy={loading} onClick={() => void open()}>
        View
        <span className="sr-only">
          {" "}
          the {channel} to {message.to}
        </span>
      </Button>
      {error && (
        <span role="alert" className="ml-2 text-red-800">
          {error}
        </span>
      )}
      <MessageBodyDialog body={body} onClose={() => setBody(null)} />
    </>
  );
}

function MessageBodyDialog({ body, onClose }: { body: AdminMessage | null; onClose: () => void }) {
  const id = useId();
  const close = useRef<HTMLButtonElement>(null);
  // Opens on Close: the frame holds no control the owner needs first.
  const ref = useModalDialog(body !== null, { initialFocus: close });
  const isText = body?.channel === "sms";
  return (
    <dialog
      ref={ref}
      aria-labelledby={`${id}-title`}
      onClose={() => body && onClose()}
      className="m-auto max-h-[calc(100dvh-2rem)] w-[calc(100%-1.5rem)] max-w-3xl overflow-y-auto rounded-2xl bg-white p-6 text-navy shadow-2xl"
    >
      {body && (
        <>
          <h2 id={`${id}-title`} className="font-serif text-xl font-semibold break-words">
            {isText ? `Text to ${body.to}` : body.subject}
          </h2>
          <p className="mt-1 text-sm break-words text-slate-600">
            to {body.to} · {body.status}
          </p>
          {body.rerendered && (
            <p className="mt-2 text-sm text-slate-700">Rendered again from its stored values: the copy was dropped after 90 days.</p>
          )}
          {!isText && body.html && (
            <iframe
              title={`The email "${body.subject}" as its reader sees it`}
              // No scripts, forms or same-origin access: the body holds what customers typed.
              sandbox=""
              srcDoc={body.html}
              className="mt-4 h-[60vh] w-full rounded-lg border border-slate-200"
            />
          )}
          {(isText || !body.html) && (
            <pre className="mt-4 max-h-[60vh] overflow-auto whitespace-pre-wrap break-words rounded-lg bg-slate-100 p-3 text-sm">
              {body.text || "No body is kept for this message."}
            </pre>
          )}
          <div className="mt-6 flex justify-end">
            <Button ref={close} variant="secondary" onClick={onClose}>
              Close
            </Button>
          </div>
        </>
      )}
    </dialog>
  );
}
