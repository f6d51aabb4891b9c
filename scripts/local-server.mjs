import { spawn, spawnSync } from "node:child_process";
import { rmSync } from "node:fs";

const WRANGLER_ENV = { ...process.env, WRANGLER_SEND_METRICS: "false", CLOUDFLARE_CF_FETCH_ENABLED: "false" };

/** Applies every migration to a local D1 (the default state folder, or persistTo). */
export function migrateLocalDatabase({ persistTo } = {}) {
  const args = ["d1", "migrations", "apply", "DB", "--local", "--config", "wrangler.toml"];
  if (persistTo) args.push("--persist-to", persistTo);
  const result = spawnSync("wrangler", args, { stdio: ["ignore", "pipe", "inherit"], env: WRANGLER_ENV, encoding: "utf8" });
  if (result.status !== 0) {
    process.stdout.write(result.stdout ?? "");
    throw new Error("Applying the D1 migrations failed (see above).");
  }
}

/**
 * Serves the last build (`npm run build`) in workerd with a fresh local D1, in local mode.
 * Used by the browser tests and the benchmarks.
 */
export async function startBuiltServer({ port, persistTo, vars = {} }) {
  rmSync(persistTo, { recursive: true, force: true });
  migrateLocalDatabase({ persistTo });
  const siteUrl = `http://localhost:${port}`;
  const allVars = { APP_ENV: "local", SITE_URL: siteUrl, ...vars };
  const args = ["dev", "--port", String(port), "--ip", "127.0.0.1", "--persist-to", persistTo, "--show-interactive-dev-session=false"];
  for (const [key, value] of Object.entries(allVars)) args.push("--var", `${key}:${value}`);
  const child = spawn("wrangler", args, { stdio: ["ignore", "pipe", "pipe"], env: WRANGLER_ENV, detached: true });
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
  const deadline = Date.now() + 90_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`The server stopped while starting:\n${output}`);
    const healthy = await fetch(`${siteUrl}/api/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (healthy) return { url: siteUrl, stop, output: () => output };
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  stop();
  throw new Error(`The server did not answer /api/health within 90 s:\n${output}`);
}
