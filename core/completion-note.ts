import { noteText } from "./text-fields";

/** A completion's note for the customer (the portal's Complete and the console's): optional, bounded. */
export const CompletionNoteField = noteText("Please write the note as text.")
  .max(1000, "Please keep the note under 1,000 characters.")
  .transform((note) => note || undefined)
  .optional();
