import type { Locale } from "#core/i18n/locale";

/** An email as its reader gets it. */
export interface RenderedEmail {
  kind: string;
  to: string;
  subject: string;
  html: string;
  text: string;
  /** The language it is written in; English unless the template says otherwise. */
  language?: Locale;
}

/**
 * An email to send: rendered (for its recipient and the local mailbox) and named by the
 * template and values it was rendered from, which the outbox stores so that the body is
 * rendered again when the message goes out, not kept in D1.
 */
export interface OutgoingEmail extends RenderedEmail {
  template: string;
  values: unknown[];
}

type Builder = (...args: never[]) => RenderedEmail;

const builders = new Map<string, Builder>();

/**
 * Names a builder of emails by a code that the outbox stores: the builder keeps its own
 * arguments, and what it returns also carries them, so the same email can be rendered later
 * from `renderStoredEmail(code, values)`. A code must stay the same once messages use it.
 */
export function emailTemplate<A extends unknown[]>(code: string, build: (...args: A) => RenderedEmail): (...args: A) => OutgoingEmail {
  if (builders.has(code)) throw new Error(`Two email templates share the code ${code}`);
  builders.set(code, build as unknown as Builder);
  return (...args: A) => ({ ...build(...args), template: code, values: args });
}

/** The codes registered so far (the modules of worker/emails/templates.ts register every one). */
export function emailTemplateCodes(): string[] {
  return [...builders.keys()];
}

/**
 * Keys never written into a message's values: the booking's sealed way in, and the keys that
 * identify a person for the first-time offer. No template reads them.
 */
const LEFT_OUT = new Set(["accessNotesSealed", "emailKey", "phoneKey", "addressKey", "idempotencyKey", "priceInputs"]);

/** The values of a template as the outbox stores them. */
export function storedValues(values: unknown[]): string {
  return JSON.stringify(values, (key, value) => (LEFT_OUT.has(key) ? undefined : value));
}

/** An instant written by JSON.stringify (Date.prototype.toISOString), and only that. */
const ISO_INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;

/** Renders a stored email: the builder of its code, given its values back (instants as Dates again). */
export function renderStoredEmail(code: string, values: string): RenderedEmail {
  const build = builders.get(code);
  if (!build) throw new Error(`No email template has the code ${code}`);
  const args = JSON.parse(values, (_key, value) => (typeof value === "string" && ISO_INSTANT.test(value) ? new Date(value) : value));
  if (!Array.isArray(args)) throw new Error(`The values of a ${code} email are not a list`);
  return build(...(args as never[]));
}

/** The reference of the booking among a template's values, if one is (for the booking's message log). */
export function bookingReferenceIn(values: unknown[]): string | null {
  for (const value of values) {
    if (typeof value !== "object" || value === null) continue;
    const { reference, serviceTitle } = value as { reference?: unknown; serviceTitle?: unknown };
    if (typeof reference === "string" && typeof serviceTitle === "string") return reference;
  }
  return null;
}
