import type { Locale } from "../locale";
import { apiErrorWords } from "./api-errors";
import { authFormErrorWords } from "./auth-form-errors";
import { bookingErrorWords } from "./booking-errors";
import { fieldErrorWords } from "./field-errors";
import { paymentErrorWords } from "./payment-errors";
import { photoErrorWords } from "./photo-errors";
import { requestErrorWords } from "./request-errors";
import { staffErrorWords } from "./staff-errors";

const groups = [
  apiErrorWords,
  authFormErrorWords,
  requestErrorWords,
  bookingErrorWords,
  paymentErrorWords,
  staffErrorWords,
  photoErrorWords,
  fieldErrorWords,
];

/**
 * Every refusal the API can answer with, in each language, keyed by the English message the
 * server writes: one table, so that the parity test can ask it for each message the worker throws.
 */
export const errorWords = Object.fromEntries(
  (["en", "es"] as const).map((locale) => [locale, Object.assign({}, ...groups.map((group) => group[locale])) as Record<string, string>]),
) as Record<Locale, Record<string, string>>;
