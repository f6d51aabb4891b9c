import type { Locale } from "#core/i18n/locale";
import { storedValues } from "../emails/template";

/** A text as its reader gets it. */
export interface RenderedText {
  kind: string;
  /** E.164. */
  to: string;
  body: string;
  /** The language it is written in: the reader's; English unless the template says otherwise. */
  language?: Locale;
}

/** A text to send, named by the template and values the outbox stores and renders it from when it goes. */
export interface OutgoingText extends RenderedText {
  template: string;
  values: unknown[];
}

type Builder = (...args: never[]) => RenderedText;
const builders = new Map<string, Builder>();

/** Names a builder of texts by the code the outbox stores, as emailTemplate does for emails. */
export function textTemplate<A extends unknown[]>(code: string, build: (...args: A) => RenderedText): (...args: A) => OutgoingText {
  if (builders.has(code)) throw new Error(`Two text templates share the code ${code}`);
  builders.set(code, build as unknown as Builder);
  return (...args: A) => ({ ...build(...args), template: code, values: args });
}

export { storedValues };

/** Renders a stored text from its template's values. */
export function renderStoredText(code: string, values: string): RenderedText {
  const build = builders.get(code);
  if (!build) throw new Error(`No text template has the code ${code}`);
  const args = JSON.parse(values);
  if (!Array.isArray(args)) throw new Error(`The values of a ${code} text are not a list`);
  return build(...(args as never[]));
}
