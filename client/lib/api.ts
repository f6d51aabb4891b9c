import type { ApiErrorBody } from "../../core/api-error";

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

/** Calls the API with JSON both ways; any failure becomes an ApiRequestError. */
export async function apiFetch<T>(
  path: string,
  init: { method?: string; body?: unknown; headers?: Record<string, string> } = {},
): Promise<T> {
  let response: Response;
  try {
    response = await fetch(path, {
      method: init.method ?? (init.body === undefined ? "GET" : "POST"),
      credentials: "same-origin",
      headers: { Accept: "application/json", ...(init.body === undefined ? {} : { "Content-Type": "application/json" }), ...init.headers },
      body: init.body === undefined ? undefined : JSON.stringify(init.body),
    });
  } catch {
    throw new ApiRequestError(0, "network_error", FALLBACK_MESSAGE);
  }
  const data = (await response.json().catch(() => null)) as (T & Partial<ApiErrorBody>) | null;
  if (!response.ok) {
    const error = data?.error;
    throw new ApiRequestError(response.status, error?.code ?? "http_error", error?.message ?? FALLBACK_MESSAGE, error?.fields);
  }
  return data as T;
}
