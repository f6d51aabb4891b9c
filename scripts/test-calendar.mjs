import { spawnSync } from "node:child_process";
import { CALENDAR_INSTANTS, rotatingInstant } from "./calendar-instants.mjs";

/**
 * `npm run test:calendar`: the tests on the days that break calendars. Runs the worker suite
 * with the app's clock pinned to each instant of scripts/calendar-instants.mjs (New York time, LOCAL_CLOCK_AT, see
 * scripts/local-clock.mjs), and the browser suite at the instants marked `browser`, then
 * prints a table of passed and failed per instant and suite, with times. Run before
 * submitting; `npm test` meets one instant a day (--rotate).
 *
 *   npm run test:calendar                              every instant
 *   npm run test:calendar -- --at 2026-11-26T09:00     one instant (any time, listed or not)
 *   npm run test:calendar -- --worker                  the worker suite alone
 *   npm run test:calendar -- --rotate --worker         today's instant of the list (CI)
 */

function parseArgs(argv) {
  const options = { at: undefined, workerOnly: false, rotate: false };
  for (let index = 0; index < argv.length; index += 1) {
    const arg = argv[index];
    if (arg === "--worker") options.workerOnly = true;
    else if (arg === "--rotate") options.rotate = true;
    else if (arg === "--at") options.at = argv[++index];
    else if (arg.startsWith("--at=")) options.at = arg.slice("--at=".length);
    else throw new Error(`Unknown option ${arg}: use --at <New York time>, --worker or --rotate.`);
  }
  if (options.at === undefined && argv.includes("--at")) throw new Error("--at needs an instant, like 2026-11-26T09:00.");
  return options;
}

function instantsFor(options) {
  if (options.at) {
    const listed = CALENDAR_INSTANTS.find((instant) => instant.at === options.at);
    return [listed ?? { at: options.at, name: "chosen", browser: true }];
  }
  if (options.rotate) return [rotatingInstant()];
  return CALENDAR_INSTANTS;
}

/** A suite that hangs (a test spinning in a loop never yields to vitest's own timeouts) fails after this. */
const SUITE_TIMEOUT_MS = 30 * 60 * 1000;

function runSuite(suite, at, extraEnv) {
  // Through npm, which puts the project's tools (vitest, wrangler) on the PATH also when this
  // script runs outside npm (node scripts/test-calendar.mjs).
  const [command, args] = ["npm", ["run", suite === "worker" ? "test:worker" : "test:e2e"]];
  console.log(`\n=== ${suite} suite at ${at} (New York) ===\n`);
  const started = Date.now();
  const result = spawnSync(command, args, {
    stdio: "inherit",
    env: { ...process.env, LOCAL_CLOCK_AT: at, ...extraEnv },
    timeout: SUITE_TIMEOUT_MS,
    killSignal: "SIGKILL",
  });
  const timedOut = result.error?.code === "ETIMEDOUT";
  if (result.error && !timedOut) console.error(`\nThe ${suite} suite could not start: ${result.error.message}`);
  if (timedOut) console.error(`\nThe ${suite} suite at ${at} did not finish in ${SUITE_TIMEOUT_MS / 60_000} minutes: stopped.`);
  return { suite, at, passed: result.status === 0, timedOut, seconds: Math.round((Date.now() - started) / 1000) };
}

function printTable(results, instants) {
  const nameOf = (at) => instants.find((instant) => instant.at === at)?.name ?? "";
  const rows = results.map((result) => [
    result.at,
    nameOf(result.at),
    result.suite,
    result.passed ? "passed" : result.timedOut ? "TIMED OUT" : "FAILED",
    `${result.seconds} s`,
  ]);
  const header = ["instant (New York)", "day", "suite", "result", "time"];
  const widths = header.map((title, column) => Math.max(title.length, ...rows.map((row) => row[column].length)));
  const line = (cells) => `| ${cells.map((cell, column) => cell.padEnd(widths[column])).join(" | ")} |`;
  console.log(`\n${line(header)}\n${line(widths.map((width) => "-".repeat(width)))}`);
  for (const row of rows) console.log(line(row));
}

const options = parseArgs(process.argv.slice(2));
const instants = instantsFor(options);
const results = [];
let built = false;
for (const instant of instants) {
  results.push(runSuite("worker", instant.at));
  if (options.workerOnly || !instant.browser) continue;
  // The build does not depend on the clock: the first browser run builds, the others reuse it.
  results.push(runSuite("browser", instant.at, built ? { E2E_SKIP_BUILD: "1" } : {}));
  built = true;
}
printTable(results, instants);
process.exit(results.every((result) => result.passed) ? 0 : 1);
