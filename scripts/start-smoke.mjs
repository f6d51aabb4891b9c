import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
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
