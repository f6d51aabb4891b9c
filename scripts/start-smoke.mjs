import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import { CALENDAR_INSTANTS, rotatingInstant } from "./calendar-instants.mjs";
import { findChromium, NO_CHROMIUM_MESSAGE } from "./find-chromium.mjs";
import { startDevServer } from "./local-server.mjs";

/**
 * `npm run test:start`: the README's main command, tried as a newcomer would. Starts
 * `npm start` on a free port with its own local D1, then drives a real Chromium against
 * it (tests/start/). Nothing is built: this is the dev server.
 */
const chromium = await findChromium();
if (!chromium) {
  console.error(NO_CHROMIUM_MESSAGE);
  process.exit(1);
}

const stateDir = ".wrangler/start-smoke-state";
// The app starts at one of the hard days (today's of the list, or LOCAL_CLOCK_AT's), as a
// newcomer trying a date would; its browser keeps the machine's clock, so the pages must take
// the server's (tests/start: the calendar opens on the app's today). A listed day that is the
// machine's own would prove nothing: the next one of the list is taken instead.
process.env.LOCAL_CLOCK_AT ??= smokeInstant();
console.log(`npm start runs at ${process.env.LOCAL_CLOCK_AT} (New York)`);
let status = 1;
let server;
try {
  server = await startDevServer({ stateDir });
  const result = spawnSync("vitest", ["run", "--config", "vitest.start.config.ts"], {
    stdio: "inherit",
    env: { ...process.env, E2E_BASE_URL: server.url, E2E_CHROME_PATH: chromium.path, E2E_CHROME_ARGS: JSON.stringify(chromium.args) },
  });
  status = result.status ?? 1;
  // An afternoon of use must not fill the disk: no trace of every request is kept (scripts/local-server.mjs).
  if (existsSync(`${stateDir}/v3/observability`)) {
    console.error(`npm start kept request traces in ${stateDir}/v3/observability; local tracing should be off.`);
    status = 1;
  }
} catch (error) {
  console.error(String(error));
} finally {
  server?.stop();
}
process.exit(status);

function smokeInstant() {
  const machineToday = new Intl.DateTimeFormat("en-CA", { timeZone: "America/New_York" }).format(new Date());
  const index = CALENDAR_INSTANTS.indexOf(rotatingInstant());
  const next = CALENDAR_INSTANTS[(index + 1) % CALENDAR_INSTANTS.length];
  return CALENDAR_INSTANTS[index].at.startsWith(machineToday) ? next.at : CALENDAR_INSTANTS[index].at;
}
