import { type ReactNode, useId } from "react";
import { useModalDialog } from "../lib/use-modal-dialog";
import { Button } from "./ui/button";

/**
 * A native modal asking to confirm an action: focus is trapped, Esc cancels, and focus goes
 * back to the button that opened it, after Esc too (useModalDialog).
 */
export function ConfirmDialog(props: {
  open: boolean;
  title: string;
  message: string;
  confirmLabel: string;
  cancelLabel: string;
  destructive?: boolean;
  /** Fields asked with the confirmation (optional ones: the safe choice stays first). */
  children?: ReactNode;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  const { open, title, message, confirmLabel, cancelLabel, destructive = false, children, onConfirm, onCancel } = props;
  const id = useId();
  const ref = useModalDialog(open);

  return (
    <dialog
      ref={ref}
      aria-labelledby={`${id}-title`}
      aria-describedby={`${id}-message`}
      onClose={() => open && onCancel()}
      className="m-auto w-[calc(100%-1.5rem)] max-w-md rounded-2xl bg-white p-6 text-navy shadow-2xl"
    >
      <h2 id={`${id}-title`} className="font-serif text-xl font-semibold">
        {title}
      </h2>
      <p id={`${id}-message`} className="mt-3 text-slate-700">
        {message}
      </p>
      {children}
      <div className="mt-6 flex flex-wrap justify-end gap-3">
        <Button
          variant="secondary"
          // A dialog opens on its safe choice.
          autoFocus
          onClick={onCancel}
        >
          {cancelLabel}
        </Button>
        <Button variant={destructive ? "danger" : "primary"} onClick={onConfirm}>
          {confirmLabel}
        </Button>
      </div>
    </dialog>
  );
}
