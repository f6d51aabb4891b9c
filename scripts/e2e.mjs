import { spawnSync } from "node:child_process";
import { findChromium, NO_CHROMIUM_MESSAGE } from "./find-chromium.mjs";
import { localClockVars } from "./local-clock.mjs";
import { startBuiltServer } from "./local-server.mjs";

/** Builds the app, serves the build in workerd with a fresh D1, and runs the browser tests. */
const chromium = await findChromium();
if (!chromium) {
  console.error(NO_CHROMIUM_MESSAGE);
  process.exit(1);
}
console.log(`Browser tests use Chromium from ${chromium.source}: ${chromium.path}`);

if (!process.env.E2E_SKIP_BUILD) run("npm", ["run", "build"]);

const port = Number(process.env.E2E_PORT ?? 8799);
const stateDir = ".wrangler/e2e-state";
// LOCAL_CLOCK_AT starts the server and the pages at that instant (npm run test:calendar); one offset for both.
const clock = localClockVars();
const server = await startBuiltServer({
  port,
  persistTo: stateDir,
  // The second owner is signed up only by the test of an owner's first sign-in (admin.spec.ts).
  vars: { ADMIN_EMAILS: "owner@example.com,partner@example.com", ...clock },
});
let status = 1;
try {
  status = run(
    "vitest",
    ["run", "--config", "vitest.e2e.config.ts", ...process.argv.slice(2)],
    {
      E2E_BASE_URL: server.url,
      E2E_STATE_DIR: stateDir,
      E2E_CHROME_PATH: chromium.path,
      E2E_CHROME_ARGS: JSON.stringify(chromium.args),
      E2E_CLOCK_OFFSET_MS: clock.LOCAL_CLOCK_OFFSET_MS ?? "0",
    },
    false,
  );
} finally {
  server.stop();
}
process.exit(status);

function run(command, args, extraEnv = {}, exitOnFailure = true) {
  const result = spawnSync(command, args, { stdio: "inherit", env: { ...process.env, ...extraEnv } });
  if (exitOnFailure && result.status !== 0) process.exit(result.status ?? 1);
  return result.status ?? 1;
}
