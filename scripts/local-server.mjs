import { spawn, spawnSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { demoStaffStatements } from "./demo-staff.mjs";

/**
 * The environment of every local wrangler and vite run. Local tracing is off unless asked
 * for (X_LOCAL_OBSERVABILITY=true): wrangler and the vite plugin otherwise store every
 * request's trace in a SQLite file that nothing ever trims (6 MB after 300 requests of
 * `npm start`), and write it from the same single-threaded workerd process that answers the
 * app, costing a booking about a tenth of that thread's time.
 */
export const LOCAL_TOOL_ENV = {
  ...process.env,
  WRANGLER_SEND_METRICS: "false",
  CLOUDFLARE_CF_FETCH_ENABLED: "false",
  X_LOCAL_OBSERVABILITY: process.env.X_LOCAL_OBSERVABILITY ?? "false",
};

/**
 * Applies every migration to a local D1 (the default state folder, or persistTo), of the app
 * or of another config's worker, then adds the demo staff (scripts/demo-staff.mjs): the
 * people on shift decide what is sold, so a local database needs some.
 */
export function migrateLocalDatabase({ persistTo, config = "wrangler.toml" } = {}) {
  const args = ["d1", "migrations", "apply", "DB", "--local", "--config", config];
  if (persistTo) args.push("--persist-to", persistTo);
  const result = spawnSync("wrangler", args, { stdio: ["ignore", "pipe", "inherit"], env: LOCAL_TOOL_ENV, encoding: "utf8" });
  if (result.status !== 0) {
    process.stdout.write(result.stdout ?? "");
    throw new Error("Applying the D1 migrations failed (see above).");
  }
  seedDemoStaff({ persistTo, config });
}

/** Adds the local demo staff to a local D1; a second run adds nobody. */
function seedDemoStaff({ persistTo, config }) {
  const folder = mkdtempSync(join(tmpdir(), "demo-staff-"));
  const file = join(folder, "demo-staff.sql");
  writeFileSync(file, `${demoStaffStatements().join(";\n")};\n`);
  const args = ["d1", "execute", "DB", "--local", "--config", config, "--file", file];
  if (persistTo) args.push("--persist-to", persistTo);
  const result = spawnSync("wrangler", args, { stdio: ["ignore", "pipe", "inherit"], env: LOCAL_TOOL_ENV, encoding: "utf8" });
  rmSync(folder, { recursive: true, force: true });
  if (result.status !== 0) {
    process.stdout.write(result.stdout ?? "");
    throw new Error("Adding the local demo staff failed (see above).");
  }
}

/**
 * Serves the last build (`npm run build`) in workerd with a fresh local D1, in local mode
 * (with `fresh: false`, on the D1 already in persistTo; with `inspectorPort`, its isolate's inspector
 * there). Used by the browser tests and the benchmarks.
 */
export async function startBuiltServer({ port, persistTo, vars = {}, fresh = true, inspectorPort }) {
  if (fresh) {
    rmSync(persistTo, { recursive: true, force: true });
    migrateLocalDatabase({ persistTo });
  }
  const siteUrl = `http://localhost:${port}`;
  const allVars = { APP_ENV: "local", SITE_URL: siteUrl, ...vars };
  const args = ["--port", String(port), "--persist-to", persistTo];
  if (inspectorPort) args.push("--inspector-port", String(inspectorPort));
  for (const [key, value] of Object.entries(allVars)) args.push("--var", `${key}:${value}`);
  const server = await startWranglerDev(args, `${siteUrl}/api/health`);
  return { url: siteUrl, ...server };
}

/**
 * Runs `wrangler dev` on loopback with these arguments and resolves once `readyUrl` answers
 * 200 (within 90 s). Its `stop` ends the whole process group (wrangler and its workerd) and
 * resolves once the address no longer answers, so the port can be used again at once;
 * `processGroup` names that group, for a benchmark that counts its CPU time.
 */
export async function startWranglerDev(args, readyUrl) {
  const child = spawn("wrangler", ["dev", "--ip", "127.0.0.1", "--show-interactive-dev-session=false", ...args], {
    stdio: ["ignore", "pipe", "pipe"],
    env: LOCAL_TOOL_ENV,
    detached: true,
  });
  let output = "";
  child.stdout.on("data", (chunk) => (output += chunk));
  child.stderr.on("data", (chunk) => (output += chunk));
  const exited = new Promise((resolve) => child.once("exit", resolve));
  const answers = () =>
    fetch(readyUrl).then(
      (response) => response.ok,
      () => false,
    );
  const stop = async () => {
    try {
      process.kill(-child.pid, "SIGTERM");
    } catch {
      // Already gone.
    }
    await exited;
    for (let tries = 0; tries < 40 && (await answers()); tries += 1) await new Promise((resolve) => setTimeout(resolve, 250));
  };

  const deadline = Date.now() + 90_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`The server stopped while starting:\n${output}`);
    if (await answers()) return { stop, output: () => output, processGroup: child.pid };
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  await stop();
  throw new Error(`${readyUrl} did not answer within 90 s:\n${output}`);
}

/**
 * Runs `npm start` (the dev server, nothing built) on a free port with its own local D1 in
 * `stateDir`, as a newcomer's first run does, and resolves once /api/health answers (within
 * 120 s). Its `stop` ends the whole process group (npm, vite and workerd); `processGroup`
 * names that group.
 */
export async function startDevServer({ stateDir }) {
  const port = await freePort();
  const url = `http://localhost:${port}`;
  rmSync(stateDir, { recursive: true, force: true });
  const child = spawn("npm", ["start"], {
    env: { ...process.env, PORT: String(port), LOCAL_STATE_DIR: stateDir },
    stdio: ["ignore", "pipe", "pipe"],
    detached: true,
  });
  let output = "";
  child.stdout.on("data", (chunk) => (output += chunk));
  child.stderr.on("data", (chunk) => (output += chunk));
  const stop = () => {
    try {
      process.kill(-child.pid, "SIGTERM");
    } catch {
      // Already gone.
    }
  };
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`npm start stopped while starting:\n${output}`);
    const healthy = await fetch(`${url}/api/health`).then(
      (response) => response.ok,
      () => false,
    );
    if (healthy) return { url, stop, output: () => output, processGroup: child.pid };
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  stop();
  throw new Error(`npm start did not answer /api/health within 120 s:\n${output}`);
}

/** A TCP port nothing listens on at the moment of asking. */
function freePort() {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
}
