import { spawnSync } from "node:child_process";
import { rmSync } from "node:fs";
import { loadavg } from "node:os";
import autocannon from "autocannon";
import { LOCAL_TOOL_ENV, migrateLocalDatabase, startBuiltServer, startWranglerDev } from "../../scripts/local-server.mjs";
import { bookableSlots, bookingRequest, outboxDelivered } from "./booking-load.mjs";
import { dayFromToday } from "./days.mjs";
import { groupCpuSeconds } from "./process-group.mjs";
import { signedInCookie } from "./signed-in.mjs";

/**
 * `npm run bench:api`: what the app's routes cost next to what the platform costs. A
 * hello-world worker runs under wrangler dev beside the built app (loopback only), and each
 * route is loaded the same way (autocannon, 10 connections); every route's p50 and p99 are
 * printed with their ratio to the hello-world's. Budget: each route's p99 at most 2x the
 * baseline's. The bookings go to distinct slots with distinct keys and clients, and D1 must
 * then hold exactly as many bookings as there were 201 answers.
 *
 * Each route is measured beside a baseline in the same state: both servers are started
 * fresh for it, warmed up alike, then loaded one after the other. Under wrangler dev, every
 * request a server has answered makes its later ones slower (workerd keeps the native
 * memory of each cross-worker request until a garbage collection that rarely comes,
 * cloudflare/workerd#6894): a hello-world server's p99 goes from 28 to 75 ms in 40 s of
 * load. Sharing one pair of servers would measure the later routes on older servers. Each
 * route is measured in ROUNDS rounds and its ratio is the median of its rounds' ratios,
 * since on a machine shared with the load generator one 10-second window's p99 is decided
 * by the few pauses that fall in it; every round's ratio is printed too.
 *
 * Two references, not held to the budget, loaded like the bookings: a worker that only stores
 * a booking's write (tests/bench/write-floor.mjs), and one that makes every platform call a
 * booking makes, its emails' queue and delivery included (tests/bench/platform-floor.mjs).
 * They say what the platform charges for a booking whoever writes it; the booking's p99 and
 * CPU are also printed as multiples of theirs.
 */
const DURATION_S = 10;
const CONNECTIONS = 10;
/** BENCH_ROUNDS=1 for a quick look; the budget is judged on three. */
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
/** A fixed number (not a duration), so that every booking sent is also answered: the D1 count is then exact. */
const BOOKINGS_TO_SEND = 1000;
const WARM_UP_REQUESTS = 50;
const BUDGET_P99_RATIO = 2;
/** Inside the 12-month booking horizon whatever the time of day in New York. */
const LAST_DAY_OFFSET = 360;
const persistTo = ".wrangler/bench-api-state";
const PLATFORM_FLOOR_STATE = ".wrangler/bench-platform-floor-state";

console.log(
  `bench:api on ${new Date().toISOString()}, load average ${loadavg()
    .map((n) => n.toFixed(2))
    .join(" ")}, local tracing ${LOCAL_TOOL_ENV.X_LOCAL_OBSERVABILITY === "true" ? "on" : "off"} for both servers (X_LOCAL_OBSERVABILITY)`,
);
/** A one-hour visit (core/services/visit-hours.ts), so that bookings on distinct slots never overlap and each finds a free crew. */
const BOOKED_SERVICE = "barber-service";

if (!process.env.BENCH_SKIP_BUILD && spawnSync("npm", ["run", "build"], { stdio: "inherit" }).status !== 0) process.exit(1);

const dates = Array.from({ length: LAST_DAY_OFFSET }, (_, index) => dayFromToday(index + 1));

/** The routes measured, each with the load options it needs on a freshly started app server. */
const allRoutes = [
  { name: "GET /api/health", prepare: async (base) => ({ url: `${base}/api/health` }) },
  {
    name: "GET /api/availability",
    prepare: async (base) => {
      let reads = 0;
      // A different date per request, so that no answer is a repeat of the one before.
      const setupRequest = (request) => ({
        ...request,
        path: `/api/availability?service=regular-cleaning&date=${dates[reads++ % dates.length]}`,
      });
      return { url: `${base}/api/availability`, requests: [{ setupRequest }] };
    },
  },
  { name: "POST /api/bookings", countsBookings: true, outbox: persistTo, prepare: bookingLoad },
  { name: "GET / (home page)", prepare: async (base) => ({ url: `${base}/` }) },
  {
    name: "GET /api/me (signed in)",
    prepare: async (base) => ({ url: `${base}/api/me`, headers: { cookie: await signedInCookie(base) } }),
  },
  {
    // Not a route of the app and not held to the budget: what storing a booking costs on this platform, whoever writes it.
    name: "reference: a booking's write alone (tests/bench/write-floor.mjs)",
    reference: true,
    start: startWriteFloor,
    prepare: referenceLoad,
  },
  {
    // Not held to the budget either: every platform call of a booking, its emails' delivery included.
    name: "reference: a booking's platform calls (tests/bench/platform-floor.mjs)",
    reference: true,
    outbox: PLATFORM_FLOOR_STATE,
    start: startPlatformFloor,
    prepare: referenceLoad,
  },
];

/**
 * BENCH_ROUTES=bookings measures only the routes whose name holds one of the words (add
 * "write alone" or "platform calls" for the references the booking is printed against).
 */
const only = process.env.BENCH_ROUTES?.split(",").map((word) => word.trim().toLowerCase());
const routes = only ? allRoutes.filter((route) => only.some((word) => route.name.toLowerCase().includes(word))) : allRoutes;
/**
 * BENCH_PROVIDER_STALL_MS=10000: the local mailbox and text outbox (the app's providers here)
 * answer each message that late, as a stalled email or text provider would.
 */
const providerStallMs = Number(process.env.BENCH_PROVIDER_STALL_MS ?? 0);
if (providerStallMs > 0) console.log(`the email and text providers answer after ${providerStallMs} ms (BENCH_PROVIDER_STALL_MS)`);

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const ratioOf = ({ base, result }) => result.latency.p99 / base.latency.p99;
const measurements = routes.map(() => []);
let bookingsMatch = true;
let failures = 0;
for (let round = 1; round <= ROUNDS; round += 1) {
  for (const [index, route] of routes.entries()) {
    console.log(`round ${round} of ${ROUNDS}: ${route.name}, load average ${loadavg()[0].toFixed(2)}`);
    // One after the other: two wrangler dev servers starting at once can race for the same inspector port.
    const baseline = await startHelloWorld(8796);
    const server = await (route.start ?? startApp)().catch(async (error) => {
      await baseline.stop();
      throw error;
    });
    try {
      const options = await route.prepare(server.url);
      await load({ url: `${baseline.url}/`, amount: WARM_UP_REQUESTS });
      const warmUp = await load({ ...options, amount: WARM_UP_REQUESTS });
      const base = await withCpuTime(baseline.processGroup, () => load({ url: `${baseline.url}/`, duration: DURATION_S }));
      const result = await withCpuTime(server.processGroup, async () => {
        const answered = await load(options.amount ? options : { ...options, duration: DURATION_S });
        // A booking's CPU includes its two emails' delivery (not with a stalled provider: that is what it measures beside).
        if (route.outbox && providerStallMs === 0) await outboxDelivered(route.outbox);
        return answered;
      });
      failures += base.errors + base.timeouts + result.errors + result.timeouts;
      if (route.countsBookings) {
        const stored = countBookings();
        const answered = createdBy(warmUp) + createdBy(result);
        console.log(`  bookings in D1: ${stored}; 201 answers (warm-up included): ${answered}`);
        if (stored !== answered) bookingsMatch = false;
      }
      measurements[index].push({ base, result });
      // Printed at once too: a later round that fails to start its servers does not lose this one.
      console.log(
        `  p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms; baseline p99 ${base.latency.p99} ms: ${ratioOf({ base, result }).toFixed(1)}x`,
      );
    } finally {
      await Promise.all([baseline.stop(), server.stop()]);
    }
  }
}

console.log(
  "\n| route | requests/s | p50 | p99 | baseline p50 / p99 | p50 ÷ baseline | p99 ÷ baseline | p99 ÷ baseline, each round | server CPU per request (baseline's) | answers |",
);
console.log("| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |");
let withinBudget = true;
for (const [index, { name }] of routes.entries()) {
  const runs = measurements[index];
  const of = (pick) => median(runs.map(pick));
  const ratio = of(ratioOf);
  if (ratio > BUDGET_P99_RATIO && !routes[index].reference) withinBudget = false;
  const answers = new Map();
  for (const { result } of runs) {
    for (const [code, stat] of Object.entries(result.statusCodeStats ?? {})) answers.set(code, (answers.get(code) ?? 0) + stat.count);
  }
  console.log(
    `| ${name} | ${of(({ result }) => result.requests.average).toFixed(0)} | ${of(({ result }) => result.latency.p50)} ms | ${of(({ result }) => result.latency.p99)} ms | ${of(({ base }) => base.latency.p50)} / ${of(({ base }) => base.latency.p99)} ms | ${of(({ base, result }) => result.latency.p50 / base.latency.p50).toFixed(1)}x | ${ratio.toFixed(1)}x | ${runs.map((run) => `${ratioOf(run).toFixed(1)}x`).join(", ")} | ${cpuPerRequest(of, "result")} (${cpuPerRequest(of, "base")}) | ${[...answers].map(([code, count]) => `${count} × ${code}`).join(", ")} |`,
  );
}
const bookingRuns = measurements[routes.findIndex((route) => route.countsBookings)];
for (const [start, what] of [
  [startWriteFloor, "its write alone"],
  [startPlatformFloor, "its platform calls"],
]) {
  const floorRuns = measurements[routes.findIndex((route) => route.start === start)];
  if (!bookingRuns || !floorRuns) continue;
  const overFloor = bookingRuns.map((run, round) => run.result.latency.p99 / floorRuns[round].result.latency.p99);
  const cpuOverFloor = bookingRuns.map((run, round) => cpuMs(run.result) / cpuMs(floorRuns[round].result));
  console.log(
    `\nPOST /api/bookings ÷ ${what}: p99 ${median(overFloor).toFixed(1)}x (${overFloor.map((ratio) => `${ratio.toFixed(1)}x`).join(", ")}), CPU per request ${median(cpuOverFloor).toFixed(1)}x (${cpuOverFloor.map((ratio) => `${ratio.toFixed(1)}x`).join(", ")})`,
  );
}
if (failures) console.log(`\n${failures} requests failed or timed out`);
console.log(`\nbookings in D1 matched the 201 answers: ${bookingsMatch ? "yes" : "NO"}`);
console.log(
  `budget (the median of ${ROUNDS} rounds' p99 ÷ baseline at most ${BUDGET_P99_RATIO}x, on every route): ${withinBudget ? "met" : "MISSED"}`,
);
process.exitCode = bookingsMatch && failures === 0 && withinBudget ? 0 : 1;

/**
 * The median CPU time the server's processes (wrangler and its two workerd) spent per request
 * answered, in ms: steadier than a p99, which a few pauses decide. Linux only (/proc).
 */
function cpuPerRequest(of, which) {
  const ms = of((run) => cpuMs(run[which]));
  return Number.isNaN(ms) ? "n/a" : `${ms.toFixed(2)} ms`;
}

/** One load's server CPU per request answered, in ms (NaN without /proc). */
function cpuMs(result) {
  return result.cpuSeconds === undefined ? Number.NaN : (result.cpuSeconds * 1000) / result.requests.total;
}

/** Runs `work` (a load) and adds to its result the CPU seconds the process group spent meanwhile. */
async function withCpuTime(processGroup, work) {
  const before = groupCpuSeconds(processGroup);
  const result = await work();
  const after = groupCpuSeconds(processGroup);
  return before === undefined || after === undefined ? result : { ...result, cpuSeconds: after - before };
}

function createdBy(result) {
  return result.statusCodeStats?.["201"]?.count ?? 0;
}

/** BOOKINGS_TO_SEND bookings (and the warm-up's) on distinct free slots, each with its own key and client. */
async function bookingLoad(base) {
  const slots = await bookableSlots(base, BOOKED_SERVICE, dates);
  const needed = BOOKINGS_TO_SEND + WARM_UP_REQUESTS;
  if (slots.length < needed) throw new Error(`Only ${slots.length} free slots for ${needed} bookings.`);
  let booked = 0;
  const setupRequest = (request) => {
    const slot = slots[booked];
    booked += 1;
    return { ...request, ...bookingRequest(base, BOOKED_SERVICE, slot, booked) };
  };
  return { url: `${base}/api/bookings`, amount: BOOKINGS_TO_SEND, requests: [{ method: "POST", setupRequest }] };
}

function load(options) {
  return new Promise((resolve, reject) =>
    autocannon({ connections: CONNECTIONS, ...options }, (error, result) => (error ? reject(error) : resolve(result))),
  );
}

function countBookings() {
  const count = spawnSync(
    "wrangler",
    [
      "d1",
      "execute",
      "DB",
      "--local",
      "--config",
      "wrangler.toml",
      "--persist-to",
      persistTo,
      "--json",
      "--command",
      "SELECT COUNT(*) AS n FROM bookings",
    ],
    { encoding: "utf8", env: LOCAL_TOOL_ENV },
  );
  return JSON.parse(count.stdout)[0].results[0].n;
}

function startApp() {
  const vars = providerStallMs > 0 ? { LOCAL_PROVIDER_DELAY_MS: String(providerStallMs) } : {};
  return startBuiltServer({ port: 8795, persistTo, vars });
}

/** The write-floor worker (a booking's write alone). */
function startWriteFloor() {
  return startFloorWorker("tests/bench/write-floor.toml", ".wrangler/bench-write-floor-state");
}

/** The platform-floor worker (a booking's platform calls). */
function startPlatformFloor() {
  return startFloorWorker("tests/bench/platform-floor.toml", PLATFORM_FLOOR_STATE);
}

/** A reference worker under wrangler dev, on a fresh local D1 (`state`) with the app's migrations. */
async function startFloorWorker(config, state) {
  rmSync(state, { recursive: true, force: true });
  migrateLocalDatabase({ persistTo: state, config });
  const url = "http://127.0.0.1:8795";
  const server = await startWranglerDev(["-c", config, "--port", "8795", "--persist-to", state], `${url}/`);
  return { url, ...server };
}

/** The references' load: as many bookings as the app's, each an empty JSON body. */
async function referenceLoad(base) {
  return {
    url: `${base}/`,
    amount: BOOKINGS_TO_SEND,
    requests: [{ method: "POST", headers: { "content-type": "application/json" }, body: "{}" }],
  };
}

/** The hello-world worker under wrangler dev, as the app is served. */
async function startHelloWorld(port) {
  const url = `http://127.0.0.1:${port}`;
  const { stop, processGroup } = await startWranglerDev(["-c", "tests/bench/hello-world.toml", "--port", String(port)], url);
  return { url, stop, processGroup };
}
