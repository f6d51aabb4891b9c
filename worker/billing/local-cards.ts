import { z } from "zod";
import type { CardForm } from "./local-pages";

// The local test checkout's card form: what it reads and how it checks it, as Stripe's
// own page would (a Luhn-valid 16-digit number, an expiry not in the past, a CVC, a name).

/** Stripe's test card that is declined when a subscription is started with it. */
export const DECLINED_CARD = "4000000000000002";

function luhnValid(digits: string): boolean {
  let sum = 0;
  [...digits].reverse().forEach((char, index) => {
    let digit = Number(char);
    if (index % 2 === 1) digit = digit * 2 > 9 ? digit * 2 - 9 : digit * 2;
    sum += digit;
  });
  return sum % 10 === 0;
}

/** "12 / 34" as a month and a four-digit year; undefined when it is not an expiry. */
export function expiryParts(value: string): { month: number; year: number } | undefined {
  const match = /^\s*(\d{1,2})\s*\/\s*(\d{2})\s*$/.exec(value);
  return match ? { month: Number(match[1]), year: 2000 + Number(match[2]) } : undefined;
}

function futureExpiry(value: string, now: Date): boolean {
  const parts = expiryParts(value);
  if (!parts) return false;
  const { month, year } = parts;
  return month >= 1 && month <= 12 && (year > now.getUTCFullYear() || (year === now.getUTCFullYear() && month >= now.getUTCMonth() + 1));
}

/** The test card form, its expiry checked against the app's clock at `now`. */
export const cardSchema = (now: Date) =>
  z.object({
    number: z
      .string()
      .transform((value) => value.replace(/[\s-]/g, ""))
      .refine((value) => /^\d{16}$/.test(value) && luhnValid(value), "Your card number is incomplete or invalid."),
    expiry: z.string().refine((value) => futureExpiry(value, now), "Your card's expiration date is incomplete or in the past."),
    cvc: z
      .string()
      .trim()
      .regex(/^\d{3,4}$/, "Your card's security code is incomplete."),
    name: z.string().trim().min(1, "Please enter the name on the card."),
  });

/** The card form as posted, every field a string (kept to fill the form again on an error). */
export function postedCard(form: Record<string, unknown>): CardForm {
  return {
    number: String(form.number ?? ""),
    expiry: String(form.expiry ?? ""),
    cvc: String(form.cvc ?? ""),
    name: String(form.name ?? ""),
  };
}
