import { z } from "zod";
import { lineText, noteText } from "./text-fields";
import { areaOfZip, ZIP_FORMAT_MESSAGE, ZIP_NOT_SERVED_MESSAGE } from "./service-areas";

/**
 * Where a visit happens, in parts: our customers live in apartment communities, so the
 * building, the unit and the way in are what a visit depends on. The API keeps the specification's
 * one-line `service_address` (formatted from these parts) and sends the parts beside it.
 */

/** How the crew gets in. The key is what the API sends; the label is what the form shows. */
export const ACCESS_METHODS = ["home", "concierge", "lockbox", "smart_lock", "other"] as const;
export type AccessMethod = (typeof ACCESS_METHODS)[number];

export const ACCESS_METHOD_LABELS: Record<AccessMethod, string> = {
  home: "I'll be home",
  concierge: "The concierge desk holds a key",
  lockbox: "Lockbox",
  smart_lock: "Smart-lock code",
  other: "Other",
};

/** The ways in that cannot work without instructions: a code, or where the key is. */
const NEEDS_INSTRUCTIONS: readonly AccessMethod[] = ["lockbox", "smart_lock", "other"];

export function needsAccessNotes(method: AccessMethod): boolean {
  return NEEDS_INSTRUCTIONS.includes(method);
}

export const UNIT_MAX = 20;
export const NOTES_MAX = 500;

/** An optional part; `note` for the one the form asks in several lines (the access instructions). */
const optionalText = (max: number, message: string, kind: "line" | "note" = "line") =>
  (kind === "note" ? noteText() : lineText())
    .max(max, message)
    .nullish()
    .transform((value) => value || undefined);

export const ZipSchema = z
  .string(ZIP_FORMAT_MESSAGE)
  .trim()
  .regex(/^\d{5}$/, ZIP_FORMAT_MESSAGE)
  .refine((zip) => areaOfZip(zip) !== undefined, ZIP_NOT_SERVED_MESSAGE);

export const STREET_MESSAGE = "Please enter the street address.";
export const CITY_MESSAGE = "Please enter the city.";
export const ACCESS_NOTES_MESSAGE = "Please tell the crew how to get in (the code, or where the key is).";

export const ServiceAddressSchema = z
  .object({
    building: optionalText(120, "Please keep the building name under 120 characters."),
    street: lineText(STREET_MESSAGE).min(3, STREET_MESSAGE).max(200, "Please keep the street under 200 characters."),
    unit: optionalText(UNIT_MAX, `Please keep the unit under ${UNIT_MAX} characters.`),
    city: lineText(CITY_MESSAGE).min(2, CITY_MESSAGE).max(80, "Please keep the city under 80 characters."),
    zip: ZipSchema,
    access_method: z.enum(ACCESS_METHODS, "Please choose how the crew gets in."),
    access_notes: optionalText(NOTES_MAX, `Please keep the access instructions under ${NOTES_MAX} characters.`, "note"),
    parking_notes: optionalText(NOTES_MAX, `Please keep the parking notes under ${NOTES_MAX} characters.`),
    pets: optionalText(200, "Please keep the note about pets under 200 characters."),
  })
  .superRefine((address, ctx) => {
    if (needsAccessNotes(address.access_method) && !address.access_notes) {
      ctx.addIssue({
        code: "custom",
        path: ["access_notes"],
        message: ACCESS_NOTES_MESSAGE,
      });
    }
  });
export type ServiceAddress = z.infer<typeof ServiceAddressSchema>;
/** The parts stored and shown in clear: everything but the access instructions, which are sealed apart. */
export type AddressParts = Omit<ServiceAddress, "access_notes">;

/** "The concierge desk holds a key: ask for the key under Estrada." */
export function wayIn(parts: AddressParts, accessNotes: string | null): string {
  const method = ACCESS_METHOD_LABELS[parts.access_method] ?? parts.access_method;
  return accessNotes ? `${method}: ${accessNotes}` : method;
}

/** "Brickell Heights, 55 SW 9th St, Unit 1203, Miami, FL 33130": the specification's one-line service_address. */
export function formatAddress(address: Pick<ServiceAddress, "building" | "street" | "unit" | "city" | "zip">): string {
  const parts = [address.building, address.street.trim(), address.unit ? `Unit ${address.unit}` : undefined, address.city.trim()];
  return `${parts.filter(Boolean).join(", ")}, FL ${address.zip.trim()}`;
}

/**
 * The ZIP at the end of a one-line address ("..., Miami, FL 33131"), for a booking sent
 * without its parts: its area is still known and checked.
 */
export function zipInAddress(line: string): string | undefined {
  return /\b(\d{5})(?:-\d{4})?\s*$/.exec(line.trim())?.[1];
}
