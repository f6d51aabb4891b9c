import { z } from "zod";
import { lineText, noteText } from "./text-fields";
import { ZipSchema } from "./service-address";

/**
 * The building directory: the apartment communities the crews go to, kept by the admin.
 * The booking form's building field offers their names, and picking one fills the street,
 * city and ZIP; the desk phone, lift hours and instructions are for the team only.
 */

/** An optional field; `note` for the instructions and notes the console asks in several lines. */
const optionalText = (max: number, message: string, kind: "line" | "note" = "line") =>
  (kind === "note" ? noteText() : lineText())
    .max(max, message)
    .nullish()
    .transform((value) => value || null);

export const BuildingSchema = z.object({
  name: lineText("Please enter the building's name.")
    .min(2, "Please enter the building's name.")
    .max(120, "Please keep the name under 120 characters."),
  street: lineText("Please enter the street address.")
    .min(3, "Please enter the street address.")
    .max(200, "Please keep the street under 200 characters."),
  city: lineText("Please enter the city.").min(2, "Please enter the city.").max(80, "Please keep the city under 80 characters."),
  zip: ZipSchema,
  concierge_phone: optionalText(40, "Please keep the phone number under 40 characters."),
  service_elevator_hours: optionalText(120, "Please keep the hours under 120 characters."),
  parking_instructions: optionalText(500, "Please keep the parking instructions under 500 characters.", "note"),
  entry_instructions: optionalText(500, "Please keep the entry instructions under 500 characters.", "note"),
  notes: optionalText(1000, "Please keep the notes under 1,000 characters.", "note"),
});
export type BuildingInput = z.infer<typeof BuildingSchema>;

/** What anyone booking may see of a building: its public address, to fill the form. */
export interface BuildingSummary {
  id: string;
  name: string;
  street: string;
  city: string;
  zip: string;
}

export interface BuildingListResponse {
  buildings: BuildingSummary[];
}

/** The whole record, for the admin console. */
export interface AdminBuilding extends BuildingSummary {
  area: string | null;
  concierge_phone: string | null;
  service_elevator_hours: string | null;
  parking_instructions: string | null;
  entry_instructions: string | null;
  notes: string | null;
}

export interface AdminBuildingListResponse {
  buildings: AdminBuilding[];
}

/** The directory entry a typed building name picks, ignoring case and spaces around it. */
export function buildingNamed<T extends { name: string }>(buildings: readonly T[], name: string): T | undefined {
  const wanted = name.trim().toLowerCase();
  return wanted ? buildings.find((building) => building.name.toLowerCase() === wanted) : undefined;
}
