import { Button } from "../ui/button";
import { TextField } from "../ui/fields";

interface DateRange {
  from: string;
  to: string;
}

/**
 * The From and To dates of a custom range and the button that shows it, inside the form that
 * owns the draft (the Overview's period and the payments view's dates).
 */
export function CustomRangeFields({ draft, onDraft }: { draft: DateRange; onDraft: (draft: DateRange) => void }) {
  return (
    <>
      <TextField
        label="From"
        type="date"
        required
        value={draft.from}
        onChange={(event) => onDraft({ ...draft, from: event.target.value })}
      />
      <TextField label="To" type="date" required value={draft.to} onChange={(event) => onDraft({ ...draft, to: event.target.value })} />
      <Button type="submit" size="sm">
        Show
      </Button>
    </>
  );
}
