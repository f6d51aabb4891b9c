import { TZDate } from "@date-fns/tz";

/**
 * The local clock setting (worker/clock.ts): `LOCAL_CLOCK_AT` names the instant the app
 * starts at, either as New York wall-clock time ("2026-11-26T09:00", as the business reads
 * it) or as an ISO instant with its offset ("2026-11-26T14:00:00Z"). The worker is given
 * the difference from the machine's clock (LOCAL_CLOCK_OFFSET_MS), fixed once when a server
 * or a test run starts, so every process of that run (the server, the tests' own helpers, a
 * reloaded module) reads the same time, running on from there.
 */
const WALL_CLOCK = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2}))?$/;

/** The instant `at` names; throws on anything else, so a typo never runs the tests at the real date by mistake. */
export function instantOf(at) {
  const wall = WALL_CLOCK.exec(at);
  if (wall) {
    const [year, month, day, hour, minute, second] = wall.slice(1).map((part) => Number(part ?? 0));
    return new Date(new TZDate(year, month - 1, day, hour, minute, second, "America/New_York").getTime());
  }
  const parsed = Date.parse(at);
  if (/(Z|[+-]\d{2}:\d{2})$/.test(at) && !Number.isNaN(parsed)) return new Date(parsed);
  throw new Error(`LOCAL_CLOCK_AT: write New York time like 2026-11-26T09:00, or an instant like 2026-11-26T14:00:00Z (not "${at}").`);
}

/** The worker's variables for `at` (none when unset): the offset from this machine's clock, as of now. */
export function localClockVars(at = process.env.LOCAL_CLOCK_AT) {
  if (!at) return {};
  return { LOCAL_CLOCK_OFFSET_MS: String(instantOf(at).getTime() - Date.now()) };
}
