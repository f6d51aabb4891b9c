import { z } from "zod";
import { lineText } from "./text-fields";
import { localeField } from "./i18n/locale-field";

/** The sign-in form, shared by the page and the API. */
export const SignInSchema = z.object({
  email: z.email("Please enter a valid email address."),
  password: z.string().min(1, "Please enter your password."),
});

/** The create-account form, shared by the page and the API. */
export const SignUpSchema = z.object({
  firstName: lineText("Please enter your first name.")
    .min(1, "Please enter your first name.")
    .max(80, "Please keep the first name under 80 characters."),
  lastName: lineText("Please enter your last name.")
    .min(1, "Please enter your last name.")
    .max(80, "Please keep the last name under 80 characters."),
  email: z.email("Please enter a valid email address."),
  password: z.string().min(8, "Password must be at least 8 characters.").max(128, "Password must be at most 128 characters."),
  /** Sent by the form as "First Last"; the server stores its own from the two fields above. */
  name: lineText().max(161, "Please keep the name under 161 characters.").optional(),
  /** The language of the sign-up page: the account's emails are written in it. */
  locale: localeField.optional(),
});

/** 'Send a new link': the address whose verification email is sent again. */
export const ResendVerificationSchema = z.object({
  email: z.email("Please enter a valid email address."),
});

/** 'Forgot password?': the address the reset link goes to. */
export const ForgotPasswordSchema = z.object({
  email: z.email("Please enter a valid email address."),
});

/** The /reset-password form; the token comes from the emailed link. */
export const ResetPasswordSchema = z.object({
  newPassword: z.string().min(8, "Password must be at least 8 characters.").max(128, "Password must be at most 128 characters."),
  token: z.string().min(1, "This link is not complete. Please open the link from the email again."),
});

export type SignInInput = z.infer<typeof SignInSchema>;
export type SignUpInput = z.infer<typeof SignUpSchema>;

/**
 * The one answer to a refused sign-in, whether the password is wrong or the email is not
 * confirmed yet: two answers would tell a stranger which addresses have an account.
 */
export const SIGN_IN_REFUSED_CODE = "INVALID_EMAIL_OR_PASSWORD";
export const SIGN_IN_REFUSED_MESSAGE =
  "Invalid email or password. If you have just created your account, please confirm your email first: open the link we emailed you, or ask for a new one.";

/** An emailed link that expired, was used already, or was replaced by a newer one. */
export const EXPIRED_LINK_MESSAGE = "This link has expired or was already used. Please ask for a new one from the sign-in form.";

/** The 429 of too many sign-in attempts for one account, from every network together. */
export const SIGN_INS_PER_ACCOUNT_MESSAGE = "Too many sign-in attempts for this account. Please wait 15 minutes, or reset your password.";

/** The 429 of too many account emails (confirmation, reset) asked for one address. */
export const ACCOUNT_EMAILS_MESSAGE =
  "We have sent several emails to this address already. Please check your inbox, or try again in an hour.";
