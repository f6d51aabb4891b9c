import { z } from "zod";
import { DEFAULT_LOCALE, LOCALES } from "./locale";

/**
 * The language of the page a request came from, sent with a booking, a checkout, an
 * application or a sign-up and stored with it: what the person's emails are written in.
 * Left out by older clients, it is English.
 */
export const localeField = z.enum(LOCALES, "Please choose English or Spanish.").default(DEFAULT_LOCALE);

/** A signed-in person's change of language (PATCH /api/me). */
export const ProfileLanguageSchema = z.object({ locale: z.enum(LOCALES, "Please choose English or Spanish.") });
export type ProfileLanguageRequest = z.infer<typeof ProfileLanguageSchema>;
