import { spawn, spawnSync } from "node:child_process";
import { loadavg } from "node:os";
import autocannon from "autocannon";
import { startBuiltServer } from "../../scripts/local-server.mjs";

/**
 * `npm run bench:api`: what the app's routes cost next to what the platform costs. A
 * hello-world worker runs under wrangler dev beside the built app (loopback only), and each
 * route is loaded the same way (autocannon, 10 connections); every route's p50 and p99 are
 * printed with their ratio to the hello-world's. Budget: each route's p99 at most 2x the
 * baseline's. The bookings go to distinct slots with distinct keys and clients, and D1 must
 * then hold exactly as many bookings as there were 201 answers.
 */
const DURATION_S = 10;
const CONNECTIONS = 10;
/** A fixed number (not a duration), so that every booking sent is also answered: the D1 count is then exact. */
const BOOKINGS_TO_SEND = 1000;
const WARM_UP_REQUESTS = 50;
const BUDGET_P99_RATIO = 2;
/** Inside the 12-month booking horizon whatever the time of day in New York. */
const LAST_DAY_OFFSET = 360;
const persistTo = ".wrangler/bench-api-state";
const WRANGLER_ENV = { ...process.env, WRANGLER_SEND_METRICS: "false", CLOUDFLARE_CF_FETCH_ENABLED: "false" };

console.log(
  `bench:api on ${new Date().toISOString()}, load average ${loadavg()
    .map((n) => n.toFixed(2))
    .join(" ")}`,
);
/** A one-hour visit (core/visit-length.ts), so that bookings on distinct slots never overlap and each finds a free crew. */
const BOOKED_SERVICE = "barber-service";

if (!process.env.BENCH_SKIP_BUILD && spawnSync("npm", ["run", "build"], { stdio: "inherit" }).status !== 0) process.exit(1);

const baseline = await startHelloWorld(8796);
const server = await startBuiltServer({ port: 8795, persistTo });

try {
  const cookie = await signedInCookie(server.url);
  const dates = Array.from({ length: LAST_DAY_OFFSET }, (_, index) => dayFromToday(index + 1));
  const slots = await bookableSlots(server.url, BOOKED_SERVICE, dates);
  const needed = BOOKINGS_TO_SEND + WARM_UP_REQUESTS;
  if (slots.length < needed) throw new Error(`Only ${slots.length} free slots for ${needed} bookings.`);

  let reads = 0;
  let booked = 0;
  const routes = [
    { name: "hello-world worker (baseline)", url: `${baseline.url}/` },
    { name: "GET /api/health", url: `${server.url}/api/health` },
    {
      name: "GET /api/availability",
      url: `${server.url}/api/availability`,
      requests: [
        {
          // A different date per request, so that no answer is a repeat of the one before.
          setupRequest: (request) => ({
            ...request,
            path: `/api/availability?service=regular-cleaning&date=${dates[reads++ % dates.length]}`,
          }),
        },
      ],
    },
    {
      name: "POST /api/bookings",
      url: `${server.url}/api/bookings`,
      amount: BOOKINGS_TO_SEND,
      requests: [
        {
          method: "POST",
          setupRequest: (request) => {
            const slot = slots[booked];
            booked += 1;
            return {
              ...request,
              headers: {
                "content-type": "application/json",
                origin: server.url,
                "idempotency-key": `bench-${booked}-${Math.random().toString(36).slice(2)}`,
                // A distinct client per request, as many customers would be; the per-client limit is not what is measured.
                "cf-connecting-ip": `10.${(booked >> 16) & 255}.${(booked >> 8) & 255}.${booked & 255}`,
              },
              body: JSON.stringify({
                service_id: BOOKED_SERVICE,
                appointment_date: slot.date,
                appointment_time: slot.time,
                customer_name: "Load Test",
                customer_email: `load-${booked}@example.com`,
                customer_phone: "3055550100",
                service_address: "1 Load Test Way, Miami, FL",
              }),
            };
          },
        },
      ],
    },
    { name: "GET / (home page)", url: `${server.url}/` },
    { name: "GET /api/me (signed in)", url: `${server.url}/api/me`, headers: { cookie } },
  ];

  const results = [];
  for (const route of routes) {
    const { name, amount, ...options } = route;
    const warmUp = await load({ ...options, amount: WARM_UP_REQUESTS });
    results.push({ name, warmUp, result: await load(amount ? { ...options, amount } : { ...options, duration: DURATION_S }) });
  }

  const base = results[0].result.latency;
  console.log("\n| route | requests/s | p50 | p99 | p50 ÷ baseline | p99 ÷ baseline | answers |");
  console.log("| --- | --- | --- | --- | --- | --- | --- |");
  let withinBudget = true;
  for (const { name, result } of results) {
    const { p50, p99 } = result.latency;
    const ratio = p99 / base.p99;
    if (ratio > BUDGET_P99_RATIO) withinBudget = false;
    const answers = Object.entries(result.statusCodeStats ?? {}).map(([code, stat]) => `${stat.count} × ${code}`);
    if (result.errors || result.timeouts) answers.push(`${result.errors} errors, ${result.timeouts} timeouts`);
    console.log(
      `| ${name} | ${result.requests.average.toFixed(0)} | ${p50} ms | ${p99} ms | ${(p50 / base.p50).toFixed(1)}x | ${ratio.toFixed(1)}x | ${answers.join(", ")} |`,
    );
  }

  const stored = countBookings();
  const booking = results.find(({ name }) => name === "POST /api/bookings");
  const createdBy = (result) => result.statusCodeStats?.["201"]?.count ?? 0;
  const expected = createdBy(booking.warmUp) + createdBy(booking.result);
  console.log(
    `\nbookings in D1: ${stored}; 201 answers (warm-up included): ${expected}; ${stored === expected ? "they match" : "MISMATCH"}`,
  );
  console.log(`budget (p99 at most ${BUDGET_P99_RATIO}x the baseline's on every route): ${withinBudget ? "met" : "MISSED"}`);
  process.exitCode = stored === expected && booking.result.errors === 0 && withinBudget ? 0 : 1;
} finally {
  server.stop();
  baseline.stop();
}

function load(options) {
  return new Promise((resolve, reject) =>
    autocannon({ connections: CONNECTIONS, ...options }, (error, result) => (error ? reject(error) : resolve(result))),
  );
}

/** yyyy-MM-dd, `offset` days after today (UTC; LAST_DAY_OFFSET leaves room for New York's date). */
function dayFromToday(offset) {
  return new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
}

/**
 * Every slot the server says is free on these dates, interleaved so that consecutive
 * bookings land on different dates and times (opening hours and notice are the server's).
 */
async function bookableSlots(base, serviceId, days) {
  const byDay = [];
  for (const date of days) {
    const response = await fetch(`${base}/api/availability?service=${serviceId}&date=${date}`);
    if (!response.ok) throw new Error(`Availability of ${date}: ${response.status}`);
    const { slots } = await response.json();
    byDay.push(slots.filter((slot) => slot.available).map((slot) => ({ date, time: slot.time })));
  }
  const interleaved = [];
  for (let index = 0; byDay.some((day) => index < day.length); index += 1) {
    for (const day of byDay) if (index < day.length) interleaved.push(day[index]);
  }
  return interleaved;
}

/** Signs up, follows the verification link from the local outbox, and returns the session cookie. */
async function signedInCookie(base) {
  const email = `bench-${Date.now()}@example.com`;
  const signUp = await fetch(`${base}/api/auth/sign-up/email`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: base },
    body: JSON.stringify({ email, password: "bench password 2026", name: "Bench User", firstName: "Bench", lastName: "User" }),
  });
  if (!signUp.ok) throw new Error(`Sign-up failed: ${signUp.status} ${await signUp.text()}`);
  const { emails } = await (await fetch(`${base}/api/dev/outbox`)).json();
  const link = emails
    .find((email_) => email_.to === email)
    ?.html.match(/href="([^"]*\/api\/auth\/verify-email[^"]*)"/)?.[1]
    ?.replaceAll("&amp;", "&");
  if (!link) throw new Error("No verification link in the outbox.");
  const verified = await fetch(link, { redirect: "manual" });
  const cookie = verified.headers
    .getSetCookie()
    .map((value) => value.split(";")[0])
    .join("; ");
  const me = await (await fetch(`${base}/api/me`, { headers: { cookie } })).json();
  if (!me.user) throw new Error("The verification link did not sign in.");
  return cookie;
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
    { encoding: "utf8", env: WRANGLER_ENV },
  );
  return JSON.parse(count.stdout)[0].results[0].n;
}

/** The hello-world worker under wrangler dev, as the app is served. */
async function startHelloWorld(port) {
  const args = [
    "dev",
    "-c",
    "tests/bench/hello-world.toml",
    "--port",
    String(port),
    "--ip",
    "127.0.0.1",
    "--show-interactive-dev-session=false",
  ];
  const child = spawn("wrangler", args, { stdio: ["ignore", "pipe", "pipe"], env: WRANGLER_ENV, detached: true });
  let output = "";
  child.stdout.on("data", (chunk) => (output += chunk));
  child.stderr.on("data", (chunk) => (output += chunk));
  const url = `http://127.0.0.1:${port}`;
  const stop = () => {
    try {
      process.kill(-child.pid, "SIGTERM");
    } catch {
      // Already gone.
    }
  };
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`The hello-world worker stopped while starting:\n${output}`);
    if (
      await fetch(url).then(
        (response) => response.ok,
        () => false,
      )
    )
      return { url, stop };
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  stop();
  throw new Error(`The hello-world worker did not answer within 60 s:\n${output}`);
}
