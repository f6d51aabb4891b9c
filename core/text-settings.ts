import { z } from "zod";

export const MOBILE_MESSAGE = "Please enter a US mobile number, e.g. (305) 555-0142.";

/** A US mobile number as people type it, kept as E.164 (+1 and 10 digits); texts go only to US numbers. */
export function mobileField() {
  return z
    .string(MOBILE_MESSAGE)
    .trim()
    .transform((value) => value.replace(/\D/g, ""))
    .refine((digits) => digits.length === 10 || (digits.length === 11 && digits.startsWith("1")), MOBILE_MESSAGE)
    .transform((digits) => `+1${digits.slice(-10)}`);
}

/**
 * The customer's texts: a mobile number (blank removes it) and a consent to visit texts (the
 * day-before reminder and "on my way"), separate from the account and off until ticked.
 */
export const TextSettingsSchema = z
  .object({
    mobile_phone: z.union([z.literal(""), mobileField()]),
    reminder_texts: z.boolean(),
  })
  .refine((value) => !value.reminder_texts || value.mobile_phone !== "", {
    message: "Please enter your mobile number to get texts.",
    path: ["mobile_phone"],
  });

export interface TextSettings {
  mobile_phone: string | null;
  reminder_texts: boolean;
}
