import { spawn, spawnSync } from "node:child_process";
import { existsSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { findChromium, NO_CHROMIUM_MESSAGE } from "./find-chromium.mjs";

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

const port = await freePort();
const siteUrl = `http://localhost:${port}`;
const stateDir = ".wrangler/start-smoke-state";
rmSync(stateDir, { recursive: true, force: true });

const server = spawn("npm", ["start"], {
  env: { ...process.env, PORT: String(port), LOCAL_STATE_DIR: stateDir },
  stdio: ["ignore", "pipe", "pipe"],
  detached: true,
});
let output = "";
server.stdout.on("data", (chunk) => (output += chunk));
server.stderr.on("data", (chunk) => (output += chunk));
const stop = () => {
  try {
    process.kill(-server.pid, "SIGTERM");
  } catch {
    // Already gone.
  }
};

let status = 1;
try {
  await waitForHealth();
  const result = spawnSync("vitest", ["run", "--config", "vitest.start.config.ts"], {
    stdio: "inherit",
    env: { ...process.env, E2E_BASE_URL: siteUrl, E2E_CHROME_PATH: chromium.path, E2E_CHROME_ARGS: JSON.stringify(chromium.args) },
  });
  status = result.status ?? 1;
  // An afternoon of use must not fill the disk: no trace of every request is kept (scripts/local-server.mjs).
  if (existsSync(`${stateDir}/v3/observability`)) {
    console.error(`npm start kept request traces in ${stateDir}/v3/observability; local tracing should be off.`);
    status = 1;
  }
} catch (error) {
  console.error(String(error), `\n--- npm start said:\n${output}`);
} finally {
  stop();
}
process.exit(status);

async function waitForHealth() {
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error("npm start stopped while starting.");
    if (
      await fetch(`${siteUrl}/api/health`).then(
        (response) => response.ok,
        () => false,
      )
    )
      return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`npm start did not answer /api/health within 120 s.`);
}

function freePort() {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const { port: free } = probe.address();
      probe.close(() => resolve(free));
    });
  });
}
