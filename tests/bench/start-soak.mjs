import { existsSync } from "node:fs";
import { startDevServer } from "../../scripts/local-server.mjs";
import { dayFromToday } from "./days.mjs";
import { groupResidentMb } from "./process-group.mjs";
import { signedInCookie } from "./signed-in.mjs";

/**
 * `npm run bench:start`: an afternoon of `npm start`, compressed. The dev server (nothing
 * built, its own local D1) gets SOAK_MINUTES minutes (default 15) of mixed traffic from 8
 * visitors at once, each sending its next request as soon as the last is answered: pages and
 * a client module, availability, a signed-in `/api/me`, wrong passwords and bookings. One
 * request in ten is aborted at a random moment in its first 40 ms, as a closed tab or a
 * browser's cancelled fetch is. Every minute it prints the requests answered, the 5xx, the
 * failures, the p50 and p99, and the memory of the server's processes; it exits non-zero on
 * any 5xx or failed request, on the log line of a request awaiting another's promise, and if
 * request traces were kept.
 */
const minutes = Number(process.env.SOAK_MINUTES ?? 15);
const VISITORS = 8;
const ABORTED_SHARE = 0.1;
const stateDir = ".wrangler/start-soak-state";
const PAGES = [
  "/",
  "/services",
  "/services/car-detailing",
  "/services/deep-cleaning",
  "/booking",
  "/dashboard",
  "/special",
  "/subscription",
  "/client/root.tsx",
];
const TIMES = ["09:00", "10:00", "11:00", "13:00", "14:00", "15:00"];
const POISONED_CONTEXT = /different request context/;

const server = await startDevServer({ stateDir });
const cookie = await signedInCookie(server.url);
console.log(`bench:start: ${minutes} min, ${VISITORS} visitors, 1 request in ${1 / ABORTED_SHARE} aborted; npm start at ${server.url}`);

let sent = 0;
let minute = freshMinute();
const problems = new Map();
const deadline = Date.now() + minutes * 60_000;
const reporter = setInterval(report, 60_000);
try {
  await Promise.all(Array.from({ length: VISITORS }, visit));
} finally {
  clearInterval(reporter);
  server.stop();
}

const poisoned = server
  .output()
  .split("\n")
  .filter((line) => POISONED_CONTEXT.test(line));
const tracesKept = existsSync(`${stateDir}/v3/observability`);
console.log(`5xx and failed requests: ${problems.size ? JSON.stringify([...problems]) : "none"}`);
console.log(`log lines of a request awaiting another's promise: ${poisoned.length}`);
console.log(`request traces kept: ${tracesKept ? "yes" : "no"}`);
process.exit(problems.size || poisoned.length || tracesKept ? 1 : 0);

async function visit() {
  while (Date.now() < deadline) {
    sent += 1;
    const [path, init] = nextRequest(sent);
    const aborts = Math.random() < ABORTED_SHARE;
    const controller = new AbortController();
    if (aborts) setTimeout(() => controller.abort(), Math.random() * 40);
    const started = performance.now();
    try {
      const response = await fetch(`${server.url}${path}`, { ...init, signal: controller.signal });
      await response.arrayBuffer();
      minute.times.push(performance.now() - started);
      if (response.status >= 500) note(minute, "5xx", `${response.status} ${path.split("?")[0]}`);
    } catch (error) {
      if (aborts) minute.aborted += 1;
      else note(minute, "failed", `${path.split("?")[0]}: ${error.cause ?? error}`);
    }
  }
}

/** The n-th request of the run: 9 in 20 pages, 4 availability, 2 `/api/me`, 1 wrong password, 4 bookings. */
function nextRequest(n) {
  const kind = n % 20;
  if (kind < 9) return [PAGES[n % PAGES.length], {}];
  if (kind < 13) return [`/api/availability?service=regular-cleaning&date=${dayFromToday(1 + (n % 300))}`, {}];
  if (kind < 15) return ["/api/me", { headers: { cookie } }];
  const headers = {
    "content-type": "application/json",
    origin: server.url,
    "cf-connecting-ip": `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`,
  };
  if (kind === 15)
    return [
      "/api/auth/sign-in/email",
      { method: "POST", headers, body: JSON.stringify({ email: "nobody@example.com", password: "not the password" }) },
    ];
  const booking = {
    service_id: "barber-service",
    appointment_date: dayFromToday(2 + (n % 300)),
    appointment_time: TIMES[n % TIMES.length],
    customer_name: "Soak Test",
    customer_email: `soak-${n}@example.com`,
    customer_phone: "3055550100",
    service_address: "1 Soak Way, Miami, FL",
  };
  return [
    "/api/bookings",
    { method: "POST", headers: { ...headers, "idempotency-key": `soak-${n}-${Math.random()}` }, body: JSON.stringify(booking) },
  ];
}

function report() {
  const times = minute.times.sort((a, b) => a - b);
  const at = (share) => Math.round(times[Math.min(times.length - 1, Math.floor(times.length * share))] ?? 0);
  const memory = groupResidentMb(server.processGroup);
  console.log(
    `${new Date().toISOString().slice(11, 19)} answered ${times.length}, 5xx ${minute["5xx"]}, failed ${minute.failed}, aborted ${minute.aborted}; p50 ${at(0.5)} ms, p99 ${at(0.99)} ms; server memory ${memory === undefined ? "n/a" : `${Math.round(memory)} MB`}`,
  );
  minute = freshMinute();
}

function note(counts, kind, what) {
  counts[kind] += 1;
  problems.set(what, (problems.get(what) ?? 0) + 1);
}

function freshMinute() {
  return { times: [], "5xx": 0, failed: 0, aborted: 0 };
}
