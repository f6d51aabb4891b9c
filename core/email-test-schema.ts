import { z } from "zod";

export const TestEmailSchema = z.object({
  email: z.string().trim().min(1, "Please enter an email address.").pipe(z.email("Please enter a valid email address.")),
});

export interface TestEmailResponse {
  emailId: string;
  status: string;
}
