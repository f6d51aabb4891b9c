import type { Settings } from "./env";

/**
 * The worker's one clock: every rule that depends on the time (past slots, the 24-hour
 * notice, reminders, today's visits) reads it through the request's or the cron's context.
 * Locally the tests can move it to a chosen instant (Settings.clockOffsetMs); it then runs on
 * from there at the machine's pace. Production's offset is always 0.
 */
export function clockOf(settings: Pick<Settings, "clockOffsetMs">): () => Date {
  const offset = settings.clockOffsetMs;
  return offset === 0 ? () => new Date() : () => new Date(Date.now() + offset);
}
