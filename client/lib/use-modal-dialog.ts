import { type RefObject, useEffect, useRef } from "react";

/**
 * A native modal's opening and closing, shared by the dialogs: `showModal` while `open` (focus
 * stays inside, Esc closes), the focus first on `initialFocus` when given (a safe choice
 * rather than the first control), and on closing (by the page, or by Esc, which closes the
 * dialog itself) given back to `returnFocus` or else to what had it before.
 */
export function useModalDialog(
  open: boolean,
  { initialFocus, returnFocus }: { initialFocus?: RefObject<HTMLElement | null>; returnFocus?: RefObject<HTMLElement | null> } = {},
): RefObject<HTMLDialogElement | null> {
  const ref = useRef<HTMLDialogElement>(null);
  const opener = useRef<HTMLElement | null>(null);

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      opener.current = (document.activeElement as HTMLElement | null) ?? document.body;
      dialog.showModal();
      initialFocus?.current?.focus();
    }
    if (!open && opener.current) {
      if (dialog.open) dialog.close();
      const target = returnFocus?.current ?? opener.current;
      opener.current = null;
      if (target.isConnected) target.focus();
    }
  }, [open, initialFocus, returnFocus]);

  return ref;
}
