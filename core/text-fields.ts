import { z } from "zod";

/**
 * Text a person writes for someone else to read (a name in the business's email, a note on
 * the crew's phone, a label on the customer's receipt). Characters nobody types on purpose
 * are refused at the field: they hide or reorder what the reader sees (U+202E shows
 * "Ann exe.gnp" for "Ann gnp.exe"), or break the email, the console or a terminal.
 */

export const HIDDEN_CHARACTERS_MESSAGE =
  "Please remove the hidden characters (control or text-direction marks, often pasted with copied text).";

/**
 * Refused everywhere: the C0 and C1 controls and DEL (Cc: NUL, escape...), the format
 * characters (Cf: the bidi embeddings, overrides and isolates U+202A-202E and U+2066-2069,
 * the direction marks, zero-width space, word joiner, byte order mark, tag characters),
 * lone surrogates (Cs, half an emoji), and the line and paragraph separators (Zl, Zp), which
 * break a line where no one typed a line break.
 */
const HIDDEN = /[\p{Cc}\p{Cf}\p{Cs}\p{Zl}\p{Zp}]/u;
/** Typed in a note: line breaks (Windows sends \r\n) and tabs. */
const NOTE_BREAKS = new Set(["\n", "\r", "\t"]);
/**
 * The two format characters names and emoji need: the zero-width non-joiner inside Persian
 * and Indic words, the joiner inside Indic words and emoji sequences (a woman and a wrench
 * make a mechanic). They are taken only between two such characters, never at either end
 * or alone between spaces, where they would only hide.
 */
const JOINERS = new Set(["\u200c", "\u200d"]);
const JOINABLE = /^[\p{L}\p{M}\p{Extended_Pictographic}\p{Emoji_Modifier}]$/u;

/** Whether text holds a character HIDDEN refuses; a note keeps its line breaks and tabs. */
export function hasHiddenCharacters(text: string, options: { multiline: boolean }): boolean {
  const characters = Array.from(text);
  return characters.some((character, index) => {
    if (options.multiline && NOTE_BREAKS.has(character)) return false;
    if (JOINERS.has(character)) return !(JOINABLE.test(characters[index - 1] ?? "") && JOINABLE.test(characters[index + 1] ?? ""));
    return HIDDEN.test(character);
  });
}

/**
 * A one-line text field (a name, an address part, a label, a reason), trimmed and refused
 * with HIDDEN_CHARACTERS_MESSAGE at its field. Chain the field's own rules after it:
 * `lineText("Please enter the city.").min(2, ...).max(80, ...)`.
 */
export function lineText(message?: string) {
  return z
    .string(message)
    .trim()
    .refine((text) => !hasHiddenCharacters(text, { multiline: false }), HIDDEN_CHARACTERS_MESSAGE);
}

/** A multi-line note (instructions, a message, a comment): as lineText, with its line breaks. */
export function noteText(message?: string) {
  return z
    .string(message)
    .trim()
    .refine((text) => !hasHiddenCharacters(text, { multiline: true }), HIDDEN_CHARACTERS_MESSAGE);
}
