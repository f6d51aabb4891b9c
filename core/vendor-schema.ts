import { z } from "zod";
import { lineText, noteText } from "./text-fields";
import { phoneField } from "./phone-field";
import { localeField } from "./i18n/locale-field";

/** The specification's vendor service types, in its order. */
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
const optionalText = (max: number, what: string) =>
  lineText()
    .max(max, `Please keep the ${what} under ${max} characters.`)
    .optional()
    .transform((value) => value || undefined);

/** The vendor application form (section 5 of the specification), checked by the page and by the API. */
export const VendorApplicationSchema = z.object({
  name: lineText().min(2, "Name must be at least 2 characters.").max(120, "Please keep the name under 120 characters."),
  company: optionalText(120, "company name"),
  serviceType: z
    .string()
    .min(1, SERVICE_TYPE_MESSAGE)
    .refine((value) => (VENDOR_SERVICE_TYPES as readonly string[]).includes(value), SERVICE_TYPE_MESSAGE),
  email: z.string().trim().pipe(z.email("Please enter a valid email address.")),
  phone: phoneField(),
  hearAboutUs: optionalText(200, "answer"),
  /** The language of the form's page: the applicant's emails are written in it. */
  locale: localeField,
  message: noteText().min(10, "Please provide details about how we can help.").max(5000, "Please keep the message under 5,000 characters."),
});
export type VendorApplicationInput = z.input<typeof VendorApplicationSchema>;
export type VendorApplication = z.output<typeof VendorApplicationSchema>;

export interface VendorApplicationResponse {
  application: { id: string; status: string; createdAt: string };
}
