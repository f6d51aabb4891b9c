import { X } from "lucide-react";
import { useEffect, useRef } from "react";
import { useToastHost } from "../lib/toast";
import { AuthForm } from "./auth-form";
import { authMessages } from "#core/i18n/messages/auth-dialog";
import { useLocale } from "#client/lib/locale";

/** The header's Login dialog: a native modal dialog, so focus is trapped and Esc closes it. */
export function AuthDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const t = authMessages[useLocale()];
  const ref = useRef<HTMLDialogElement>(null);
  useToastHost(ref);

  useEffect(() => {
    // The dialog unmounts when it closes; give focus back to what opened it.
    const opener = document.activeElement as HTMLElement | null;
    return () => {
      if (opener?.isConnected) opener.focus();
    };
  }, []);

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      dialog.showModal();
      // The first field, not the Close button the browser would pick: the visitor came to type.
      dialog.querySelector<HTMLInputElement>("input")?.focus();
    }
    if (!open && dialog.open) dialog.close();
  }, [open]);

  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents: the click closes on the backdrop; the keyboard closes with Esc, natively
    <dialog
      ref={ref}
      aria-labelledby="auth-dialog-title"
      onClose={onClose}
      onClick={(event) => event.target === ref.current && onClose()}
      className="m-auto w-[calc(100%-1.5rem)] max-w-md rounded-2xl bg-white p-0 text-navy shadow-2xl"
    >
      {open && (
        <div className="p-6">
          <div className="mb-4 flex items-center justify-between">
            <h2 id="auth-dialog-title" className="font-serif text-2xl font-semibold">
              {t.welcome}
            </h2>
            <button type="button" aria-label={t.close} onClick={onClose} className="rounded-full p-2 hover:bg-slate-100">
              <X aria-hidden="true" className="size-5" />
            </button>
          </div>
          <AuthForm onSuccess={onClose} />
        </div>
      )}
    </dialog>
  );
}
