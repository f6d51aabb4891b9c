import type { Locale } from "#core/i18n/locale";

/** A refusal's message written in each language, for one that names a value (core/i18n/messages/valued-errors.ts). */
export type WordedMessage = (locale: Locale) => string;

/** The form fields at fault, each with its message: a text the error table translates, or a message that names a value. */
export type FieldMessages = Record<string, string | WordedMessage>;

/** The fields' messages in one language. */
export function fieldsIn(fields: FieldMessages, locale: Locale): Record<string, string> {
  return Object.fromEntries(Object.entries(fields).map(([field, text]) => [field, typeof text === "string" ? text : text(locale)]));
}

/**
 * Why a rule refused, in the customer's words: `code` is what the client branches on,
 * `message` is safe to show, `fields` names the form fields at fault. The kind says what
 * went wrong; the HTTP answer for each kind is decided in worker/errors.ts, not here.
 * A message that names a value is given as a function of the language: `message` is its
 * English, and `wordedIn` writes it for the reader.
 */
export abstract class DomainError extends Error {
  readonly wordedIn?: WordedMessage;

  constructor(
    readonly code: string,
    message: string | WordedMessage,
    readonly fields?: FieldMessages,
  ) {
    super(typeof message === "string" ? message : message("en"));
    if (typeof message === "function") this.wordedIn = message;
  }
}

/** The input breaks a rule: a field, a slot, a header, a signature. */
export class Invalid extends DomainError {
  override name = "Invalid";
}

/** Nobody is signed in where someone must be. */
export class Unauthenticated extends DomainError {
  override name = "Unauthenticated";
}

/** The person is known but may not do this (yet): not an admin, not subscribed, not verified. */
export class Forbidden extends DomainError {
  override name = "Forbidden";
}

/** There is no such thing, or none the caller may see (so ids cannot be probed). */
export class NotFound extends DomainError {
  override name = "NotFound";
}

/** The thing's current state does not allow it: taken, already done, changed meanwhile. */
export class Conflict extends DomainError {
  override name = "Conflict";
}

/** Too many attempts in a while; the message says when to try again. */
export class RateLimited extends DomainError {
  override name = "RateLimited";
}

/** A provider we called (payments, email) failed or could not be reached. */
export class ProviderFailed extends DomainError {
  override name = "ProviderFailed";
}

/** Paused on our side (e.g. prices being updated): the customer should try again later. */
export class Unavailable extends DomainError {
  override name = "Unavailable";
}
