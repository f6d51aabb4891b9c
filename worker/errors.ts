import type { Context } from "hono";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import type { ApiErrorBody } from "../core/api-error";

/** An error whose message is written for the customer and safe to show. */
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

export function errorBody(code: string, message: string, fields?: Record<string, string>): ApiErrorBody {
  return { error: fields ? { code, message, fields } : { code, message } };
}

export function errorResponse(c: Context, error: ApiError) {
  return c.json(errorBody(error.code, error.message, error.fields), error.status);
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

export function validationError(error: IssueList): ApiError {
  return new ApiError(400, "invalid_input", "Please check the highlighted fields.", fieldErrors(error));
}
