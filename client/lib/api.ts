import type { ApiErrorBody } from "#core/api-error";
import type { ApiMethod } from "#core/api-routes";
import type { ApiAnswer, ApiBody, ApiInit, ApiUrl } from "./api-call-types";
import { LANGUAGE_TAG, localeOfPath } from "#core/i18n/locale";
import { followServerClock } from "./clock";

/** A failed API call, carrying the server's customer-facing message and field errors. */
export class ApiRequestError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly fields: Record<string, string> = {},
  ) {
    super(message);
  }
}

const FALLBACK_MESSAGE = "We could not reach the server. Please check your connection and try again.";

/** The page's language (its path says it), so the server answers its messages in it. */
function pageLanguage(): string {
  return LANGUAGE_TAG[localeOfPath(window.location.pathname)];
}

/**
 * Calls the API with JSON both ways; any failure becomes an ApiRequestError. The address
 * and method pick the route in core/api-routes.ts, which types the body and the answer.
 */
export async function apiFetch<
  const Url extends ApiUrl<Method>,
  Method extends ApiMethod = "GET",
  const Sent extends ApiBody<Method, Url> = ApiBody<Method, Url>,
>(path: Url, init?: ApiInit<Method, Url, Sent>): Promise<ApiAnswer<Method, Url>> {
  const { method = "GET", body, headers } = (init ?? {}) as { method?: ApiMethod; body?: unknown; headers?: Record<string, string> };
  let response: Response;
  try {
    response = await fetch(path, {
      method,
      credentials: "same-origin",
      headers: {
        Accept: "application/json",
        "Accept-Language": pageLanguage(),
        ...(body === undefined ? {} : { "Content-Type": "application/json" }),
        ...headers,
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  } catch {
    throw new ApiRequestError(0, "network_error", FALLBACK_MESSAGE);
  }
  return answerOf<ApiAnswer<Method, Url>>(response);
}

/** An API answer's JSON, or its error in the one error shape as an ApiRequestError. */
export async function answerOf<T>(response: Response): Promise<T> {
  followServerClock(response);
  const data = (await response.json().catch(() => null)) as Partial<ApiErrorBody> | null;
  if (!response.ok) {
    const error = data?.error;
    throw new ApiRequestError(response.status, error?.code ?? "http_error", error?.message ?? FALLBACK_MESSAGE, error?.fields);
  }
  return data as T;
}

/** Sends a file as the request's body (a photo upload), answered like apiFetch. */
export async function sendFile<T>(path: string, file: Blob, headers: Record<string, string>): Promise<T> {
  let response: Response;
  try {
    response = await fetch(path, {
      method: "POST",
      credentials: "same-origin",
      headers: { Accept: "application/json", "Content-Type": file.type || "application/octet-stream", ...headers },
      body: file,
    });
  } catch {
    throw new ApiRequestError(0, "network_error", FALLBACK_MESSAGE);
  }
  return answerOf<T>(response);
}
