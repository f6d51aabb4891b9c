import { useEffect, useState } from "react";
import type { AvailabilityResponse, SlotAvailability } from "#core/booking-schema";
import { apiFetch } from "./api";
import type { GetUrlAnswering } from "./api-call-types";

interface Loaded {
  key: string;
  slots: SlotAvailability[] | null;
  error: string | null;
}

/**
 * The time slots of one day, from an availability address (null while no date is chosen).
 * Only the latest address's answer is shown: slots of a day chosen before never appear
 * under another day's heading, whichever answer comes last. A failure is kept, to be shown
 * with a way to try again. `reloadKey` lets a parent ask for fresh slots (a slot was taken).
 */
/** The slots of the chosen day as the date-and-time picker shows them. */
export interface DaySlots {
  slots: SlotAvailability[] | null;
  loading: boolean;
  /** Why the times could not be loaded, shown with a way to try again. */
  error: string | null;
  retry: () => void;
}

export function useDaySlots(url: GetUrlAnswering<AvailabilityResponse> | null, reloadKey: number = 0): DaySlots {
  const [retries, setRetries] = useState(0);
  const [loaded, setLoaded] = useState<Loaded | null>(null);
  const key = url === null ? null : `${url}#${reloadKey}#${retries}`;

  useEffect(() => {
    if (url === null || key === null) return;
    let current = true;
    apiFetch(url).then(
      (answer) => current && setLoaded({ key, slots: answer.slots, error: null }),
      (error: unknown) => current && setLoaded({ key, slots: null, error: error instanceof Error ? error.message : String(error) }),
    );
    return () => {
      current = false;
    };
  }, [url, key]);

  const fresh = loaded !== null && loaded.key === key;
  return {
    slots: fresh ? loaded.slots : null,
    loading: key !== null && !fresh,
    error: fresh ? loaded.error : null,
    retry: () => setRetries((count) => count + 1),
  };
}
