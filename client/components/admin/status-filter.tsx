import { useId } from "react";
import { inputClass } from "./admin-ui";

interface StatusFilterProps {
  label: string;
  value: string;
  /** [value, text] of each choice, in order; "" shows every status. */
  options: readonly (readonly [string, string])[];
  onChange: (status: string) => void;
}

/** The labelled status choice above an admin list. */
export function StatusFilter({ label, value, options, onChange }: StatusFilterProps) {
  const id = useId();
  return (
    <div className="w-full max-w-xs">
      <label htmlFor={id} className="block text-sm font-medium">
        {label}
      </label>
      <select id={id} value={value} onChange={(event) => onChange(event.target.value)} className={inputClass}>
        {options.map(([option, text]) => (
          <option key={option} value={option}>
            {text}
          </option>
        ))}
      </select>
    </div>
  );
}
