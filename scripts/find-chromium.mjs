import { existsSync } from "node:fs";

const SYSTEM_PATHS = ["/usr/bin/chromium", "/usr/bin/chromium-browser", "/usr/bin/google-chrome", "/usr/bin/google-chrome-stable"];

/** Flags for a headless Chromium on a machine whose network reaches nothing but loopback. */
export const SYSTEM_CHROMIUM_ARGS = [
  "--headless",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];

/**
 * A Chromium for browser tests and benchmarks: CHROME_PATH, else the system's, else the
 * one that ships inside the @sparticuz/chromium npm package. Returns null if none exists.
 */
export async function findChromium() {
  if (process.env.CHROME_PATH) {
    if (!existsSync(process.env.CHROME_PATH)) throw new Error(`CHROME_PATH=${process.env.CHROME_PATH} does not exist.`);
    return { path: process.env.CHROME_PATH, args: SYSTEM_CHROMIUM_ARGS, source: "CHROME_PATH" };
  }
  const system = SYSTEM_PATHS.find((path) => existsSync(path));
  if (system) return { path: system, args: SYSTEM_CHROMIUM_ARGS, source: "system" };
  try {
    const { default: packaged } = await import("@sparticuz/chromium");
    const path = await packaged.executablePath();
    // Its Lambda defaults switch off web security (which would hide real browser behaviour)
    // and run in one process (where closing a browser context closes the browser).
    const args = packaged.args.filter((arg) => !/disable-web-security|allow-running-insecure-content|single-process/.test(arg));
    return { path, args, source: "@sparticuz/chromium" };
  } catch {
    return null;
  }
}

export const NO_CHROMIUM_MESSAGE = `No Chromium found for the browser tests. Any one of these works:
  - apt-get install -y chromium            (Debian/Ubuntu; then it is found at /usr/bin/chromium)
  - npm install                            (installs @sparticuz/chromium, a Chromium inside an npm package)
  - CHROME_PATH=/path/to/chrome npm test   (any Chromium or Chrome you already have)`;
