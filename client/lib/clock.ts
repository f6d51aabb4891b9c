import { useSyncExternalStore } from "react";
import { businessToday } from "#core/time-slots";

/**
 * The pages' one clock: "today" in the calendars, whether a visit has passed, the 24-hour
 * notice. It is the device's, unless the server says it runs at another time: when the tests
 * or `LOCAL_CLOCK_AT=... npm start` start the app at a chosen instant, every API answer names
 * the server's time (X-App-Clock, worker/middleware/api-answer-headers.ts) and the pages
 * follow it from then on. Production never sends the header.
 */
let offsetMs = 0;
const listeners = new Set<() => void>();

export function now(): Date {
  return new Date(Date.now() + offsetMs);
}

/** Follows the server's clock named on an API answer, if it names one. */
export function followServerClock(response: Response): void {
  const named = Number(response.headers.get("X-App-Clock"));
  if (!named) return;
  const offset = named - Date.now();
  // The answer's own travel time is noise, not a move of the clock.
  if (Math.abs(offset - offsetMs) < 5_000) return;
  offsetMs = offset;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const todayNow = () => businessToday(now());

/** Today's date in New York (yyyy-MM-dd), rendered again when the page learns the server's clock. */
export function useBusinessToday(): string {
  return useSyncExternalStore(subscribe, todayNow, todayNow);
}

/** The clock's time, read again at each render and when the page learns the server's clock. */
export function useNow(): Date {
  const at = useSyncExternalStore(
    subscribe,
    () => offsetMs,
    () => offsetMs,
  );
  return new Date(Date.now() + at);
}
