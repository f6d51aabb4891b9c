import { businessToday } from "#core/time-slots";
import { now } from "#client/lib/clock";
import type { ContactDetails } from "./details-form";

/** What both wizards keep for a reload: the chosen date and time, and the contact details. */
export interface SlotAndDetails {
  date: string | null;
  time: string | null;
  details: ContactDetails;
}

/**
 * Fields from what the tab stored, over the fresh ones (so a field added since is there);
 * a date kept from an earlier day may have passed meanwhile, and is chosen again.
 */
export function reviveSlotAndDetails<Fields extends SlotAndDetails>(stored: Partial<Fields>, initial: Fields): Fields {
  const details = { ...initial.details, ...stored.details, place: { ...initial.details.place, ...stored.details?.place } };
  const fields: Fields = { ...initial, ...stored, details };
  return typeof fields.date === "string" && fields.date >= businessToday(now()) ? fields : { ...fields, date: null, time: null };
}
