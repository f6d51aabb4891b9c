import { z } from "zod";

/** SPEC.md's vendor service types, in its order. */
export const VENDOR_SERVICE_TYPES = [
  "Make Up",
  "Hair",
  "Nails",
  "Massage",
  "Car Wash",
  "Home / Furniture Installations",
  "TV Wall Mount Install",
  "In-Home Chef",
  "Lash",
  "Eyebrows",
  "Laundry",
  "Computer/Internet Repair",
  "Cleaning",
  "Handyman Services",
] as const;

const SERVICE_TYPE_MESSAGE = "Please select a service type.";
const PHONE_MESSAGE = "Please enter a valid phone number.";
const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .optional()
    .transform((value) => value || undefined);

/** The vendor application form (SPEC.md section 5), checked by the page and by the API. */
export const VendorApplicationSchema = z.object({
  name: z.string().trim().min(2, "Name must be at least 2 characters.").max(120, "Please keep the name under 120 characters."),
  company: optionalText(120),
  serviceType: z
    .string()
    .min(1, SERVICE_TYPE_MESSAGE)
    .refine((value) => (VENDOR_SERVICE_TYPES as readonly string[]).includes(value), SERVICE_TYPE_MESSAGE),
  email: z.string().trim().pipe(z.email("Please enter a valid email address.")),
  phone: z
    .string()
    .trim()
    .min(10, PHONE_MESSAGE)
    .max(30, PHONE_MESSAGE)
    // At least 10 characters, as the form always asked, and also 10 digits among them.
    .refine((value) => /^[+()\d\s.-]+$/.test(value) && value.replace(/\D/g, "").length >= 10, PHONE_MESSAGE),
  hearAboutUs: optionalText(200),
  message: z
    .string()
    .trim()
    .min(10, "Please provide details about how we can help.")
    .max(5000, "Please keep the message under 5,000 characters."),
});
export type VendorApplicationInput = z.input<typeof VendorApplicationSchema>;
export type VendorApplication = z.output<typeof VendorApplicationSchema>;

export interface VendorApplicationResponse {
  application: { id: string; status: string; createdAt: string };
}
