import type { Context } from "hono";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import type { ApiErrorBody } from "#core/api-error";
import { preferredLocale } from "#core/i18n/accept-language";
import { errorWords } from "#core/i18n/messages/error-words";
import {
  Conflict,
  type DomainError,
  type FieldMessages,
  Forbidden,
  fieldsIn,
  Invalid,
  NotFound,
  ProviderFailed,
  RateLimited,
  Unauthenticated,
  Unavailable,
} from "./services/errors";

/**
 * A refusal about the HTTP request itself (too large, not JSON), which no service rule
 * could raise. Its message is written for the customer and safe to show.
 */
export class ApiError extends Error {
  constructor(
    readonly status: ContentfulStatusCode,
    readonly code: string,
    message: string,
    readonly fields?: Record<string, string>,
  ) {
    super(message);
  }
}

/** The status each kind of domain refusal answers with. */
const STATUS_OF_KIND: [kind: abstract new (...args: never[]) => DomainError, status: ContentfulStatusCode][] = [
  [Invalid, 400],
  [Unauthenticated, 401],
  [Forbidden, 403],
  [NotFound, 404],
  [Conflict, 409],
  [RateLimited, 429],
  [ProviderFailed, 502],
  [Unavailable, 503],
];

export function statusOf(error: DomainError | ApiError): ContentfulStatusCode {
  if (error instanceof ApiError) return error.status;
  return STATUS_OF_KIND.find(([kind]) => error instanceof kind)?.[1] ?? 500;
}

export function errorBody(code: string, message: string, fields?: Record<string, string>): ApiErrorBody {
  return { error: fields ? { code, message, fields } : { code, message } };
}

/**
 * The error shape in the reader's language: the message and each field's message follow the
 * request's Accept-Language (the client sends its page's language); the code never changes.
 * A message without its Spanish form stays English.
 */
export function readerErrorBody(c: Context, code: string, message: string, fields?: FieldMessages): ApiErrorBody {
  const locale = preferredLocale(c.req.header("Accept-Language"));
  const words = errorWords[locale];
  const say = (text: string) => words[text] ?? text;
  // A field message that names a value is written by its own function, as the message is.
  const said = fields ? Object.fromEntries(Object.entries(fieldsIn(fields, locale)).map(([field, text]) => [field, say(text)])) : undefined;
  return errorBody(code, say(message), said);
}

export function errorResponse(c: Context, error: DomainError | ApiError) {
  // A message that names a value is written for the reader by its own function; the others go by the table.
  const worded = error instanceof ApiError ? undefined : error.wordedIn;
  const message = worded ? worded(preferredLocale(c.req.header("Accept-Language"))) : error.message;
  return c.json(readerErrorBody(c, error.code, message, error.fields), statusOf(error));
}

/** First message per field, keyed by the field's path ("customer_email", "address.city"). */
interface IssueList {
  issues: readonly { path: readonly PropertyKey[]; message: string }[];
}

export function fieldErrors(error: IssueList): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = issue.path.map(String).join(".") || "body";
    fields[key] ??= issue.message;
  }
  return fields;
}

export function validationError(error: IssueList): Invalid {
  return new Invalid("invalid_input", "Please check the highlighted fields.", fieldErrors(error));
}
