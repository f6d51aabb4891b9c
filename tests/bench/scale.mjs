import { spawnSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { loadavg, tmpdir } from "node:os";
import { join } from "node:path";
import { LOCAL_TOOL_ENV, startBuiltServer } from "../../scripts/local-server.mjs";
import { dayFromToday } from "./days.mjs";
import { adminCookie, signedInCookie } from "./signed-in.mjs";

/**
 * `npm run bench:scale`: every read a customer, a crew member and the owner make, timed on an
 * empty local D1 and again after a busy year is written into it: 180,000 bookings (four in ten
 * of 5,000 subscribers, the rest guests'), their payments, one email each, 5,000 subscriptions
 * and a crew member's 1,800 visits (about five a day). Budget: each read's median at most 2x its empty-database
 * median. The year is written straight into the local D1 with SQL (wrangler d1 execute) while
 * the server is stopped, copied from real rows the API made, so every column is as the app
 * writes it; then ANALYZE, as D1 runs `PRAGMA optimize`.
 *
 * The plans behind these reads are tested in tests/worker/query-plans.test.ts; this measures
 * what they cost at the year's size. Reads are sequential (one request at a time): it times a
 * read, not the machine's throughput.
 */
const BOOKINGS = Number(process.env.BENCH_SCALE_BOOKINGS ?? 180_000);
const SUBSCRIBERS = 5_000;
const REQUESTS = 40;
const WARM_UP = 5;
const BUDGET = 2;
const PORT = Number(process.env.BENCH_SCALE_PORT ?? 8797);
const persistTo = ".wrangler/bench-scale-state";
const CUSTOMER = "scale-customer@example.com";
const CREW = "scale-crew@example.com";
/** Services and slots the year's bookings are spread over, about 500 a day. */
const SERVICES = [
  "regular-cleaning",
  "deep-cleaning",
  "laundry-service",
  "massage-service",
  "car-detailing",
  "pet-grooming",
  "move-cleaning",
];
const SLOT_TIMES = ["8:00 AM", "9:00 AM", "10:00 AM", "11:00 AM", "12:00 PM", "1:00 PM", "2:00 PM", "3:00 PM", "4:00 PM", "5:00 PM"];
const STAFF_ROW = `INSERT INTO staff_members (user_id, role, service_ids, active, added_by, created_at, updated_at)
  SELECT id, 'crew', '["regular-cleaning","deep-cleaning"]', 1, 'bench', created_at, updated_at FROM users WHERE email = '${CREW}'`;

console.log(
  `bench:scale on ${new Date().toISOString()}, load average ${loadavg()
    .map((n) => n.toFixed(2))
    .join(" ")}`,
);
if (!process.env.BENCH_SKIP_BUILD && spawnSync("npm", ["run", "build"], { stdio: "inherit" }).status !== 0) process.exit(1);

const vars = { ADMIN_EMAILS: "owner@example.com" };
let server = await startBuiltServer({ port: PORT, persistTo, vars });
const base = server.url;
let people;
let template;
let empty;
/** `BENCH_SCALE_READS=day-view,work/jobs` times only the reads whose path holds one of these parts. */
const ONLY = (process.env.BENCH_SCALE_READS ?? "").split(",").filter(Boolean);
const reads = readsOf(dayFromToday(10)).filter((read) => ONLY.length === 0 || ONLY.some((part) => read.path.includes(part)));
try {
  people = {
    customer: await signedInCookie(base, CUSTOMER),
    crew: await signedInCookie(base, CREW),
    owner: await adminCookie(base),
  };
  template = await bookOnce(base, people.customer);
} finally {
  await server.stop();
}
// The crew member's staff row, written as the year's rows are: the empty database has it too.
d1(["--command", STAFF_ROW]);
server = await startBuiltServer({ port: PORT, persistTo, vars, fresh: false });
try {
  empty = await timeEach(reads);
} finally {
  await server.stop();
}

console.log(`writing a busy year into ${persistTo} ...`);
const seeded = Date.now();
seedYear(template);
console.log(
  `  written in ${((Date.now() - seeded) / 1000).toFixed(0)} s: ${count("bookings")} bookings, ${count("booking_payments")} payments, ${count("subscriptions")} subscriptions, ${count("emails")} emails`,
);

server = await startBuiltServer({ port: PORT, persistTo, vars, fresh: false });
let full;
try {
  full = await timeEach(reads);
} finally {
  await server.stop();
}

console.log("\n| who | read | empty p50 / p95 | a busy year p50 / p90 / p95 | p50 ratio | answers (empty, year) |");
console.log("| --- | --- | --- | --- | --- | --- |");
let within = true;
for (const [index, read] of reads.entries()) {
  const ratio = full[index].p50 / empty[index].p50;
  if (ratio > BUDGET) within = false;
  console.log(
    `| ${read.who} | ${read.path} | ${empty[index].p50} / ${empty[index].p95} ms | ${full[index].p50} / ${full[index].p90} / ${full[index].p95} ms | ${ratio.toFixed(1)}x${ratio > BUDGET ? " (over)" : ""} | ${empty[index].status}, ${full[index].status} |`,
  );
}
console.log(`\nBudget: every read's median within ${BUDGET}x of its empty-database median: ${within ? "met" : "NOT met"}.`);
if (!process.env.BENCH_KEEP_STATE) rmSync(persistTo, { recursive: true, force: true });
process.exit(within ? 0 : 1);

/** The reads each person makes on the pages they use most, with the session that makes them. */
function readsOf(day) {
  const to = dayFromToday(40);
  return [
    { who: "customer", path: "/api/me" },
    { who: "customer", path: "/api/my-bookings" },
    { who: "customer", path: "/api/saved-addresses" },
    { who: "customer", path: "/api/schedules" },
    { who: "customer", path: `/api/availability?service=regular-cleaning&date=${day}` },
    { who: "crew", path: "/api/work/jobs" },
    { who: "owner", path: "/api/admin/bookings" },
    { who: "owner", path: `/api/admin/bookings?from=${day}&to=${to}` },
    { who: "owner", path: "/api/admin/day-view" },
    { who: "owner", path: "/api/admin/payments" },
    { who: "owner", path: "/api/admin/subscribers" },
    { who: "owner", path: "/api/admin/emails" },
    { who: "owner", path: "/api/admin/metrics" },
    ...overviewReads(),
  ];
}

/**
 * What the Overview tab asks for, for this week, this month and the last 365 days: the figures
 * the first two, every part of the page for the year (the widest span an owner picks).
 */
function overviewReads() {
  const today = dayFromToday(0);
  const sinceMonday = (new Date(`${today}T00:00:00Z`).getUTCDay() + 6) % 7;
  const month = `${today.slice(0, 8)}01`;
  const year = `from=${dayFromToday(-364)}&to=${today}`;
  return [
    { who: "owner", path: `/api/admin/metrics?from=${dayFromToday(-sinceMonday)}&to=${dayFromToday(6 - sinceMonday)}` },
    { who: "owner", path: `/api/admin/metrics?from=${month}&to=${today}` },
    { who: "owner", path: `/api/admin/metrics?${year}` },
    { who: "owner", path: "/api/admin/metrics/now" },
    { who: "owner", path: `/api/admin/metrics/customers?${year}` },
    { who: "owner", path: `/api/admin/metrics/utilisation?${year}` },
    { who: "owner", path: `/api/admin/metrics/crew-pay?${year}` },
  ];
}

/** Median, 90th and 95th percentiles of REQUESTS sequential requests per read, after a warm-up. */
async function timeEach(list) {
  const results = [];
  for (const read of list) {
    const headers = { cookie: people[read.who] ?? "", origin: base };
    let status = 0;
    const times = [];
    for (let index = 0; index < WARM_UP + REQUESTS; index += 1) {
      const started = performance.now();
      const response = await fetch(`${base}${read.path}`, { headers });
      const body = await response.text();
      if (!response.ok && status !== response.status) console.log(`  ${read.path} answered ${response.status}: ${body.slice(0, 200)}`);
      status = response.status;
      if (index >= WARM_UP) times.push(performance.now() - started);
    }
    times.sort((a, b) => a - b);
    const at = (share) => Math.round(times[Math.min(times.length - 1, Math.floor(times.length * share))]);
    results.push({ p50: at(0.5), p90: at(0.9), p95: at(0.95), status });
  }
  return results;
}

/** A booking made through the API by the signed-in customer: the row every year's booking is copied from. */
async function bookOnce(origin, cookie) {
  for (let offset = 3; offset < 30; offset += 1) {
    const date = dayFromToday(offset);
    const { slots } = await (await fetch(`${origin}/api/availability?service=regular-cleaning&date=${date}`)).json();
    const slot = slots?.find((candidate) => candidate.available);
    if (!slot) continue;
    const response = await fetch(`${origin}/api/bookings`, {
      method: "POST",
      headers: { "content-type": "application/json", origin, cookie, "idempotency-key": `scale-${Date.now()}` },
      body: JSON.stringify({
        service_id: "regular-cleaning",
        appointment_date: date,
        appointment_time: slot.time,
        customer_name: "Scale Customer",
        customer_email: CUSTOMER,
        customer_phone: "3055550100",
        service_address: "1 Brickell Ave, Miami, FL 33131",
        service_address_zip: "33131",
        bedrooms: "2",
        bathrooms: "2",
      }),
    });
    if (response.status !== 201) throw new Error(`The template booking failed: ${response.status} ${await response.text()}`);
    return (await response.json()).booking.reference;
  }
  throw new Error("No free slot in the next 30 days for the template booking.");
}

/** The year, in one SQL file: copies of the template booking, the customer's and the crew's rows, and their payments and emails. */
function seedYear(reference) {
  const bookingColumns = columnsOf("bookings");
  const userColumns = columnsOf("users");
  const day = 86_400_000;
  // Each copy i: a day of the 300 before the template's to the 60 after it; four in ten a subscriber's, the rest guests'.
  const bookingCopy = {
    id: "'scale-' || n.i",
    reference: "t.reference || '-' || n.i",
    idempotency_key: "'scale-' || n.i",
    service_id: `CASE n.i % ${SERVICES.length} ${SERVICES.map((id, index) => `WHEN ${index} THEN '${id}'`).join(" ")} END`,
    appointment_date: "date(t.appointment_date, ((n.i % 360) - 300) || ' days')",
    appointment_time: `CASE (n.i / ${SERVICES.length}) % ${SLOT_TIMES.length} ${SLOT_TIMES.map((time, index) => `WHEN ${index} THEN '${time}'`).join(" ")} END`,
    // The slot's New York hour as an instant (at UTC-5: an hour early in summer, which no read here minds).
    starts_at: `CAST((julianday(date(t.appointment_date, ((n.i % 360) - 300) || ' days')) - 2440587.5) * ${day} AS INTEGER) + (8 + (n.i / ${SERVICES.length}) % ${SLOT_TIMES.length} + 5) * 3600000`,
    created_at: `t.created_at + ((n.i % 360) - 300) * ${day}`,
    updated_at: `t.updated_at + ((n.i % 360) - 300) * ${day}`,
    // Visits before today were done: completed, as the crews leave them.
    status: "CASE WHEN date(t.appointment_date, ((n.i % 360) - 300) || ' days') < date('now') THEN 'completed' ELSE t.status END",
    // The signed-in customer's own bookings stay the one they made: what grows around them is everyone else's.
    user_id: `CASE WHEN n.i % 10 < 4 THEN 'scale-user-' || (n.i % ${SUBSCRIBERS}) ELSE NULL END`,
  };
  const userCopy = {
    id: "'scale-user-' || n.i",
    email: "'scale-user-' || n.i || '@example.com'",
  };
  const copy = (table, columns, overrides, count, where) =>
    `WITH RECURSIVE n(i) AS (SELECT 0 UNION ALL SELECT i + 1 FROM n WHERE i < ${count - 1})
     INSERT INTO ${table} (${columns.map((column) => `"${column}"`).join(", ")})
     SELECT ${columns.map((column) => overrides[column] ?? `t."${column}"`).join(", ")} FROM ${table} t, n WHERE ${where};`;
  const sql = [
    copy("users", userColumns, userCopy, SUBSCRIBERS, `t.email = '${CUSTOMER}'`),
    `WITH RECURSIVE n(i) AS (SELECT 0 UNION ALL SELECT i + 1 FROM n WHERE i < ${SUBSCRIBERS - 1})
     INSERT INTO subscriptions (id, user_id, stripe_customer_id, stripe_subscription_id, package_id, status, current_period_end, cancel_at_period_end, stripe_event_at, created_at, updated_at)
     SELECT 'scale-sub-' || n.i, 'scale-user-' || n.i, 'cus_scale' || n.i, 'sub_scale' || n.i, 'biweekly-standard',
       CASE WHEN n.i % 12 = 0 THEN 'canceled' ELSE 'active' END, ${Date.now() + 14 * day}, 0, 0,
       ${Date.now()} - (n.i % 360) * ${day}, ${Date.now()} - (n.i % 30) * ${day} FROM n;`,
    copy("bookings", bookingColumns, bookingCopy, BOOKINGS, `t.reference = '${reference}'`),
    `INSERT INTO booking_payments (id, booking_id, kind, amount_cents, lines, status, paid_cents, paid_at, created_at, updated_at)
     SELECT 'scale-pay-' || id, id, 'visit', 14000, '[]', CASE WHEN appointment_date < date('now') THEN 'paid' ELSE 'pending' END,
       CASE WHEN appointment_date < date('now') THEN 14000 ELSE 0 END, CASE WHEN appointment_date < date('now') THEN starts_at END, created_at, updated_at
     FROM bookings WHERE id LIKE 'scale-%';`,
    `INSERT INTO emails (id, kind, "to", subject, html, text, status, attempts, created_at, updated_at, sent_at)
     SELECT 'scale-email-' || id, 'booking-confirmation', customer_email, 'Your booking', '<p>Booked.</p>', 'Booked.', 'stored', 1, created_at, created_at, created_at
     FROM bookings WHERE id LIKE 'scale-%';`,
    `INSERT INTO crew_assignments (visit_type, visit_id, crew_name, assigned_by, assigned_at, provider_id)
     SELECT 'booking', id, 'Scale Crew', 'bench', created_at, (SELECT id FROM users WHERE email = '${CREW}')
     FROM bookings WHERE id LIKE 'scale-%' AND CAST(substr(id, 7) AS INTEGER) % 100 = 0;`,
    "ANALYZE;",
  ].join("\n");
  const folder = mkdtempSync(join(tmpdir(), "bench-scale-"));
  const file = join(folder, "year.sql");
  writeFileSync(file, sql);
  try {
    d1(["--file", file]);
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}

function columnsOf(table) {
  return d1(["--command", `SELECT name FROM pragma_table_info('${table}')`]).map((row) => row.name);
}

function count(table) {
  return d1(["--command", `SELECT COUNT(*) AS n FROM ${table}`])[0].n;
}

function d1(args) {
  const result = spawnSync(
    "wrangler",
    ["d1", "execute", "DB", "--local", "--config", "wrangler.toml", "--persist-to", persistTo, "--json", "--yes", ...args],
    {
      encoding: "utf8",
      env: LOCAL_TOOL_ENV,
      maxBuffer: 64 * 1024 * 1024,
    },
  );
  if (result.status !== 0) throw new Error(`wrangler d1 execute failed: ${result.stderr}\n${result.stdout.slice(0, 2000)}`);
  return JSON.parse(result.stdout).at(-1)?.results ?? [];
}
