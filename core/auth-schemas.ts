import { z } from "zod";

/** The sign-in form, shared by the page and the API. */
export const SignInSchema = z.object({
  email: z.email("Please enter a valid email address."),
  password: z.string().min(1, "Please enter your password."),
});

/** The create-account form, shared by the page and the API. */
export const SignUpSchema = z.object({
  firstName: z.string().trim().min(1, "Please enter your first name.").max(80),
  lastName: z.string().trim().min(1, "Please enter your last name.").max(80),
  email: z.email("Please enter a valid email address."),
  password: z.string().min(8, "Password must be at least 8 characters.").max(128),
});

export type SignInInput = z.infer<typeof SignInSchema>;
export type SignUpInput = z.infer<typeof SignUpSchema>;
