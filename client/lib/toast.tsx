import { X } from "lucide-react";
import { createContext, useCallback, useContext, useEffect, useLayoutEffect, useState, type ReactNode, type RefObject } from "react";
import { createPortal } from "react-dom";

const TOAST_DURATION_MS = 5000;

export interface ToastInput {
  title: string;
  description?: string;
  variant?: "default" | "destructive";
  /** An optional button inside the toast (e.g. "Send the link again"). */
  action?: { label: string; onClick(): void };
}

interface ToastState extends ToastInput {
  id: number;
}

const ToastContext = createContext<((toast: ToastInput) => void) | null>(null);
const ToastHostContext = createContext<((host: HTMLElement | null) => void) | null>(null);

/**
 * Shows the toasts inside an open modal dialog. A modal <dialog> sits in the browser's top
 * layer and makes the rest of the page inert, so a toast outside it would be hidden behind
 * it and could not be clicked ('Send the link again' in the Login dialog).
 */
export function useToastHost(ref: RefObject<HTMLElement | null>) {
  const setHost = useContext(ToastHostContext);
  useLayoutEffect(() => {
    setHost?.(ref.current);
    return () => setHost?.(null);
  }, [setHost, ref]);
}

/** One toast at a time: a new one replaces the current one. */
export function ToastProvider({ children }: { children: ReactNode }) {
  const [current, setCurrent] = useState<ToastState | null>(null);
  const [host, setHost] = useState<HTMLElement | null>(null);
  const show = useCallback((toast: ToastInput) => setCurrent({ ...toast, id: Date.now() }), []);

  useEffect(() => {
    if (!current || current.action) return;
    const timer = setTimeout(() => setCurrent(null), TOAST_DURATION_MS);
    return () => clearTimeout(timer);
  }, [current]);

  const destructive = current?.variant === "destructive";
  const region = (
    <div
      aria-live={destructive ? "assertive" : "polite"}
      role={destructive ? "alert" : "status"}
      className="fixed inset-x-3 bottom-3 z-50 sm:left-auto sm:right-4 sm:bottom-4 sm:w-96"
    >
      {current && (
        <div
          key={current.id}
          data-testid="toast"
          className={`flex items-start gap-3 rounded-xl border p-4 shadow-lg ${destructive ? "border-red-300 bg-red-50 text-red-900" : "border-slate-200 bg-white text-navy"}`}
        >
          <div className="flex-1">
            <p className="font-semibold">{current.title}</p>
            {current.description && <p className="mt-1 text-sm">{current.description}</p>}
            {current.action && (
              <button
                type="button"
                className="mt-2 text-sm font-semibold underline"
                onClick={() => {
                  current.action?.onClick();
                  setCurrent(null);
                }}
              >
                {current.action.label}
              </button>
            )}
          </div>
          <button type="button" aria-label="Dismiss notification" className="rounded p-1 hover:bg-black/5" onClick={() => setCurrent(null)}>
            <X aria-hidden="true" className="size-4" />
          </button>
        </div>
      )}
    </div>
  );
  return (
    <ToastContext value={show}>
      <ToastHostContext value={setHost}>
        {children}
        {host ? createPortal(region, host) : region}
      </ToastHostContext>
    </ToastContext>
  );
}

export function useToast(): (toast: ToastInput) => void {
  const show = useContext(ToastContext);
  if (!show) throw new Error("useToast needs a ToastProvider");
  return show;
}
