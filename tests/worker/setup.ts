import { applyD1Migrations } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { seedDemoStaff } from "./staff-seed";

/**
 * `LOCAL_CLOCK_AT=... npm run test:worker` (and `npm run test:calendar`) starts each file at
 * that instant. The worker runs in the tests' isolate, so shifting Date here moves its clock
 * (worker/clock.ts reads Date) and the tests' own alike. Shifted, not frozen as vitest's fake
 * timers would leave it between their ticks: workerd moves Date on at each I/O, and the order
 * of rows made one after another (the newest email, the last address) depends on that. A file
 * that pins its own instant with vi.useFakeTimers (schedule-support.ts) overrides it.
 */
if (env.TEST_CLOCK_AT_MS) shiftDate(Number(env.TEST_CLOCK_AT_MS) - Date.now());

function shiftDate(offsetMs: number) {
  const MachineDate = Date;
  class ShiftedDate extends MachineDate {
    constructor(...args: ConstructorParameters<DateConstructor> | []) {
      if (args.length === 0) super(MachineDate.now() + offsetMs);
      else super(...(args as ConstructorParameters<DateConstructor>));
    }
    static override now() {
      return MachineDate.now() + offsetMs;
    }
  }
  globalThis.Date = ShiftedDate as DateConstructor;
}

await applyD1Migrations(env.DB, env.TEST_MIGRATIONS);
// The places of a slot are the people on shift: every file starts with the local demo staff (2 places a slot).
await seedDemoStaff();
