import { type ComponentProps, type ReactNode, useId } from "react";

interface FieldProps {
  /** The control's id (a generated one if omitted); its hint and error take ids made from it. */
  id?: string;
  label: ReactNode;
  hint?: ReactNode;
  error?: string | null;
  /** Reads the error out as it appears: for a form whose failures no toast tells. */
  announceError?: boolean;
  /** Classes of the wrapper (its width in a grid or a row). */
  className?: string;
}

interface ControlWiring {
  id: string;
  "aria-invalid": true | undefined;
  "aria-describedby": string | undefined;
}

/** scroll-mt keeps a control focused after a failed check clear of the sticky header. */
const CONTROL = "w-full scroll-mt-24 rounded-lg border border-slate-300 bg-white px-3 py-2 text-base aria-invalid:border-red-600";

/** A label above its control, then the hint and the error, tied to the control for screen readers. */
function Field({
  id,
  label,
  hint,
  error,
  announceError,
  className,
  control,
}: FieldProps & { control: (wiring: ControlWiring) => ReactNode }) {
  const generated = useId();
  const controlId = id ?? generated;
  const hintId = `${controlId}-hint`;
  const errorId = `${controlId}-error`;
  const describedBy = [hint ? hintId : "", error ? errorId : ""].join(" ").trim();
  return (
    <div className={className}>
      <label htmlFor={controlId} className="block text-sm font-medium">
        {label}
      </label>
      {control({ id: controlId, "aria-invalid": error ? true : undefined, "aria-describedby": describedBy || undefined })}
      {hint && (
        <p id={hintId} className="mt-1 text-sm text-slate-600">
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} role={announceError ? "alert" : undefined} className="mt-1 text-sm text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}

type Own<Element extends "input" | "textarea" | "select"> = FieldProps & Omit<ComponentProps<Element>, keyof FieldProps>;

/**
 * A labelled `<input>`. `action` (a button) sits on the input's line, for one-field forms
 * such as "Your email, for a new link".
 */
export function TextField({ id, label, hint, error, announceError, className, action, ...input }: Own<"input"> & { action?: ReactNode }) {
  return (
    <Field
      {...{ id, label, hint, error, announceError, className }}
      control={(wiring) =>
        action ? (
          <div className="mt-1 flex flex-wrap gap-2">
            <input {...input} {...wiring} className={`${CONTROL} min-w-0 flex-1`} />
            {action}
          </div>
        ) : (
          <input {...input} {...wiring} className={`${CONTROL} mt-1`} />
        )
      }
    />
  );
}

export function TextArea({ id, label, hint, error, announceError, className, ...textarea }: Own<"textarea">) {
  return (
    <Field
      {...{ id, label, hint, error, announceError, className }}
      control={(wiring) => <textarea {...textarea} {...wiring} className={`${CONTROL} mt-1`} />}
    />
  );
}

/** A labelled `<select>`; its `<option>`s are the children. */
export function Select({ id, label, hint, error, announceError, className, ...select }: Own<"select">) {
  return (
    <Field
      {...{ id, label, hint, error, announceError, className }}
      control={(wiring) => <select {...select} {...wiring} className={`${CONTROL} mt-1`} />}
    />
  );
}
