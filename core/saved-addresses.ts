import { z } from "zod";
import { lineText } from "./text-fields";
import type { AddressParts } from "./service-address";

/**
 * A signed-in customer's saved addresses: the last distinct ones they booked (newest first),
 * with the name they gave each; never the access instructions, which only the team reads.
 */
export interface SavedAddress {
  /** Stable for the address (a digest of its one-line form), so a rename or a delete names it. */
  id: string;
  label: string | null;
  parts: AddressParts;
  /** The one-line address, as emails and lists show it. */
  line: string;
}

export interface SavedAddressListResponse {
  addresses: SavedAddress[];
}

/** PATCH /api/saved-addresses/:id: a short name ("Home", "Mom's"); empty clears it. */
export const SavedAddressLabelSchema = z.object({
  label: lineText("Please enter a name for this address.")
    .max(40, "Please keep the name under 40 characters.")
    .transform((label) => label || null),
});
