import { Select } from "../ui/fields";

interface StatusFilterProps {
  label: string;
  value: string;
  /** [value, text] of each choice, in order; "" shows every status. */
  options: readonly (readonly [string, string])[];
  onChange: (status: string) => void;
}

/** The labelled status choice above an admin list. */
export function StatusFilter({ label, value, options, onChange }: StatusFilterProps) {
  return (
    <Select label={label} value={value} onChange={(event) => onChange(event.target.value)} className="w-full max-w-xs">
      {options.map(([option, text]) => (
        <option key={option} value={option}>
          {text}
        </option>
      ))}
    </Select>
  );
}
