import { applyD1Migrations } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { vi } from "vitest";

/**
 * `LOCAL_CLOCK_AT=... npm run test:worker` (and `npm run test:calendar`) starts each file at
 * that instant: the worker runs in the tests' isolate, so pinning Date here moves its clock
 * and the tests' own alike; time runs on from there. A file that pins its own instant
 * (schedule-support.ts) overrides it.
 */
if (env.TEST_CLOCK_AT_MS) vi.useFakeTimers({ toFake: ["Date"], now: Number(env.TEST_CLOCK_AT_MS), shouldAdvanceTime: true });

await applyD1Migrations(env.DB, env.TEST_MIGRATIONS);
