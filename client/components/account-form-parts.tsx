import type { ReactNode, Ref } from "react";

interface AccountFieldProps {
  /** The input's id; its hint and error take ids made from it. */
  id: string;
  name: string;
  label: string;
  type: string;
  autoComplete: string;
  value: string;
  onChange: (value: string) => void;
  error?: string | null;
  hint?: string;
  minLength?: number;
  /** Reads the error out as it appears: for a form whose failures no toast tells. */
  announceError?: boolean;
  inputRef?: Ref<HTMLInputElement>;
}

/** One labelled input of the sign-in, sign-up and password forms, with its hint and error. */
export function AccountField({
  id,
  name,
  label,
  type,
  autoComplete,
  value,
  onChange,
  error,
  hint,
  minLength,
  announceError,
  inputRef,
}: AccountFieldProps) {
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(" ");
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-medium">
        {label}
      </label>
      <input
        ref={inputRef}
        id={id}
        name={name}
        type={type}
        required
        minLength={minLength}
        autoComplete={autoComplete}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy || undefined}
        className="mt-1 w-full rounded-lg border border-slate-300 px-3 py-2 text-base focus:border-teal"
      />
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

/** The full-width submit button of these forms; it says what it is doing while busy. */
export function SubmitButton({ busy, busyLabel, children }: { busy: boolean; busyLabel: string; children: ReactNode }) {
  return (
    <button
      type="submit"
      disabled={busy}
      className="w-full rounded-lg bg-teal px-4 py-2.5 font-semibold text-white hover:bg-teal-dark disabled:opacity-60"
    >
      {busy ? busyLabel : children}
    </button>
  );
}
