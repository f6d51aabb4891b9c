import { z } from "zod";

export const PHONE_MESSAGE = "Please enter a valid phone number.";
const MAX_PHONE_LENGTH = 40;

/**
 * A phone number as people type it: digits with spaces, dots, dashes, brackets or a leading
 * +, at least 10 digits, and optionally an extension ("ext. 12", "x12", "extension 12"),
 * which a building's front desk often has.
 */
const PHONE = /^\+?[()\d\s.-]+?(?:\s*(?:ext\.?|extension|x)\s*\d{1,6})?$/i;

function mainDigits(value: string): number {
  return value.replace(/(?:ext\.?|extension|x)\s*\d+$/i, "").replace(/\D/g, "").length;
}

export function phoneField() {
  return z
    .string(PHONE_MESSAGE)
    .trim()
    .max(MAX_PHONE_LENGTH, `Please keep the phone number under ${MAX_PHONE_LENGTH} characters.`)
    .refine((value) => PHONE.test(value) && mainDigits(value) >= 10 && mainDigits(value) <= 15, PHONE_MESSAGE);
}
