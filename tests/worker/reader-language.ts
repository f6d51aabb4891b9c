import type { ApiErrorBody } from "#core/api-error";

/** What a browser set to Spanish, or to English, sends: the API answers its refusals in that language. */
export const SPANISH = { "Accept-Language": "es-US,es;q=0.9,en;q=0.8" };
export const ENGLISH = { "Accept-Language": "en-US,en;q=0.9,es;q=0.8" };

/** The refusal an error answer carries, in the one error shape. */
export async function errorOf(response: Response) {
  return ((await response.json()) as ApiErrorBody).error;
}
