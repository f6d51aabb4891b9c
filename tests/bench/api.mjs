import { spawnSync } from "node:child_process";
import autocannon from "autocannon";
import { startBuiltServer } from "../../scripts/local-server.mjs";

/**
 * `npm run bench:api`: a bounded load on the locally served build (loopback only):
 * availability reads, then booking writes with distinct idempotency keys over many dates,
 * and a check that the bookings stored in D1 equal the 201 answers.
 */
const DURATION_S = 10;
const BOOKINGS_TO_SEND = 500;
const persistTo = ".wrangler/bench-api-state";

if (!process.env.BENCH_SKIP_BUILD && spawnSync("npm", ["run", "build"], { stdio: "inherit" }).status !== 0) process.exit(1);
const server = await startBuiltServer({ port: 8795, persistTo });

const futureDate = (offset) => new Date(Date.UTC(2028, 0, 1) + offset * 86_400_000).toISOString().slice(0, 10);
const SLOTS = [
  "8:00 AM",
  "9:00 AM",
  "10:00 AM",
  "11:00 AM",
  "12:00 PM",
  "1:00 PM",
  "2:00 PM",
  "3:00 PM",
  "4:00 PM",
  "5:00 PM",
  "6:00 PM",
  "7:00 PM",
];

function run(options) {
  return new Promise((resolve, reject) =>
    autocannon({ connections: 10, ...(options.amount ? {} : { duration: DURATION_S }), ...options }, (error, result) =>
      error ? reject(error) : resolve(result),
    ),
  );
}

function report(name, result) {
  const statuses = Object.fromEntries(Object.entries(result.statusCodeStats ?? {}).map(([code, stat]) => [code, stat.count]));
  console.log(
    `${name}: ${result.requests.average.toFixed(0)} req/s, p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms, ` +
      `errors ${result.errors}, timeouts ${result.timeouts}, statuses ${JSON.stringify(statuses)}`,
  );
  return statuses;
}

let counter = 0;
try {
  const reads = await run({
    url: `${server.url}/api/availability`,
    requests: [
      {
        setupRequest: (request) => ({ ...request, path: `/api/availability?service=regular-cleaning&date=${futureDate(counter++ % 300)}` }),
      },
    ],
  });
  report("GET /api/availability", reads);

  // A fixed number of writes (not a duration) so that every request sent is also answered,
  // which makes "bookings in D1 = 201 answers" an exact check.
  const writes = await run({
    url: `${server.url}/api/bookings`,
    amount: BOOKINGS_TO_SEND,
    requests: [
      {
        method: "POST",
        setupRequest: (request) => {
          counter += 1;
          return {
            ...request,
            headers: {
              "content-type": "application/json",
              "idempotency-key": `bench-${counter}-${Math.random().toString(36).slice(2)}`,
              // A distinct client per request, as many customers would be; the per-client limit is not what is measured.
              "cf-connecting-ip": `10.${(counter >> 16) & 255}.${(counter >> 8) & 255}.${counter & 255}`,
            },
            body: JSON.stringify({
              service_id: "regular-cleaning",
              appointment_date: futureDate(counter % 700),
              appointment_time: SLOTS[counter % SLOTS.length],
              customer_name: "Load Test",
              customer_email: `load-${counter}@example.com`,
              customer_phone: "3055550100",
              service_address: "1 Load Test Way, Miami, FL",
            }),
          };
        },
      },
    ],
  });
  const statuses = report("POST /api/bookings", writes);

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
    { encoding: "utf8", env: { ...process.env, WRANGLER_SEND_METRICS: "false" } },
  );
  const stored = JSON.parse(count.stdout)[0].results[0].n;
  const created = statuses["201"] ?? 0;
  console.log(`bookings in D1: ${stored}; 201 answers: ${created}; ${stored === created ? "they match" : "MISMATCH"}`);
  process.exitCode = stored === created && writes.errors === 0 ? 0 : 1;
} finally {
  server.stop();
}
