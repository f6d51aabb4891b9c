import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import { loadavg } from "node:os";
import autocannon from "autocannon";
import WebSocket from "ws";
import { startBuiltServer } from "../../scripts/local-server.mjs";
import { bookableSlots, bookingRequest, outboxDelivered } from "./booking-load.mjs";
import { dayFromToday } from "./days.mjs";
import { groupCpuSeconds } from "./process-group.mjs";
import { signedInCookie } from "./signed-in.mjs";
import { sourceOf } from "./source-maps.mjs";

/**
 * `npm run bench:profile -- [route ...]`: where a route's server CPU goes. The built app is
 * served as bench:api serves it; the worker's isolate is sampled through its inspector
 * (V8's CPU profiler, every 100 µs) while the route is loaded, and each sample is traced
 * back through the build's source maps to the file it came from. Printed per route: the
 * CPU all the server's processes spent per request (as bench:api counts it), the isolate's
 * JavaScript per request, and that JavaScript by package or project folder, with the
 * functions that cost most. What the JavaScript does not account for is the platform's
 * own work (HTTP, the D1 and its SQLite, the loopback between wrangler and workerd).
 * V8's profiler counts the wall time between samples: on a loaded machine a thread that
 * waits for a core is charged to the function it was in, so the milliseconds are only
 * comparable with the processes' CPU on a quiet machine (the shares hold better).
 *
 * Routes: booking (the default), availability, me, home, health.
 */
const PORT = 8797;
const INSPECTOR_PORT = 9339;
const CONNECTIONS = 10;
const WARM_UP_REQUESTS = 50;
const REQUESTS = 500;
const SAMPLING_INTERVAL_US = 100;
const BOOKED_SERVICE = "barber-service";
const persistTo = ".wrangler/bench-profile-state";

const chosen = process.argv.slice(2);
const names = chosen.length > 0 ? chosen : ["booking"];
const dates = Array.from({ length: 360 }, (_, index) => dayFromToday(index + 1));

const ROUTES = {
  health: async (base) => ({ url: `${base}/api/health` }),
  availability: async (base) => {
    let reads = 0;
    const setupRequest = (request) => ({
      ...request,
      path: `/api/availability?service=regular-cleaning&date=${dates[reads++ % dates.length]}`,
    });
    return { url: `${base}/api/availability`, requests: [{ setupRequest }] };
  },
  booking: async (base) => {
    const slots = await bookableSlots(base, BOOKED_SERVICE, dates);
    if (slots.length < WARM_UP_REQUESTS + REQUESTS) throw new Error(`Only ${slots.length} free slots.`);
    let booked = 0;
    const setupRequest = (request) => {
      booked += 1;
      return { ...request, ...bookingRequest(base, BOOKED_SERVICE, slots[booked - 1], booked) };
    };
    return { url: `${base}/api/bookings`, requests: [{ method: "POST", setupRequest }], afterLoad: () => outboxDelivered(persistTo) };
  },
  home: async (base) => ({ url: `${base}/` }),
  me: async (base) => ({ url: `${base}/api/me`, headers: { cookie: await signedInCookie(base) } }),
};

for (const name of names) if (!ROUTES[name]) throw new Error(`Unknown route "${name}"; choose from ${Object.keys(ROUTES).join(", ")}.`);
if (!process.env.BENCH_SKIP_BUILD && spawnSync("npm", ["run", "build"], { stdio: "inherit" }).status !== 0) process.exit(1);

console.log(
  `bench:profile on ${new Date().toISOString()}, load average ${loadavg()
    .map((n) => n.toFixed(2))
    .join(" ")}`,
);
for (const name of names) {
  const server = await startBuiltServer({ port: PORT, persistTo, inspectorPort: INSPECTOR_PORT });
  try {
    const options = await ROUTES[name](server.url);
    await load({ ...options, amount: WARM_UP_REQUESTS });
    await options.afterLoad?.();
    const inspector = await connect(`ws://127.0.0.1:${INSPECTOR_PORT}/ws`);
    await inspector.send("Profiler.enable");
    await inspector.send("Profiler.setSamplingInterval", { interval: SAMPLING_INTERVAL_US });
    await inspector.send("Profiler.start");
    const cpuBefore = groupCpuSeconds(server.processGroup);
    const result = await load({ ...options, amount: REQUESTS });
    // The bookings' emails are delivered by the queue's consumer after the requests: counted with them.
    await options.afterLoad?.();
    const cpuAfter = groupCpuSeconds(server.processGroup);
    const { profile } = await inspector.send("Profiler.stop");
    inspector.close();
    const answered = result.requests.total;
    const failed = result.non2xx + result.errors;
    console.log(`\n${name}: ${answered} requests (${failed} not 2xx), load average ${loadavg()[0].toFixed(2)}`);
    if (cpuBefore !== undefined)
      console.log(`  CPU of all the server's processes: ${(((cpuAfter - cpuBefore) * 1000) / answered).toFixed(2)} ms per request`);
    report(profile, answered);
  } finally {
    await server.stop();
  }
}

function load(options) {
  return new Promise((resolve, reject) =>
    autocannon({ connections: CONNECTIONS, ...options }, (error, result) => (error ? reject(error) : resolve(result))),
  );
}

/** A Chrome DevTools Protocol session over the inspector's WebSocket: `send` resolves with the command's result. */
function connect(url) {
  return new Promise((resolve, reject) => {
    const socket = new WebSocket(url);
    const pending = new Map();
    let nextId = 1;
    socket.on("message", (data) => {
      const message = JSON.parse(String(data));
      const waiting = pending.get(message.id);
      if (!waiting) return;
      pending.delete(message.id);
      if (message.error) waiting.reject(new Error(message.error.message));
      else waiting.resolve(message.result);
    });
    socket.once("error", reject);
    socket.once("open", () =>
      resolve({
        send: (method, params = {}) =>
          new Promise((done, fail) => {
            const id = nextId++;
            pending.set(id, { resolve: done, reject: fail });
            socket.send(JSON.stringify({ id, method, params }));
          }),
        close: () => socket.close(),
      }),
    );
  });
}

/** The profile's self time per source group and per function, in ms per request. */
function report(profile, requests) {
  const nodes = new Map(profile.nodes.map((node) => [node.id, node]));
  const selfUs = new Map();
  for (const [index, nodeId] of profile.samples.entries()) selfUs.set(nodeId, (selfUs.get(nodeId) ?? 0) + (profile.timeDeltas[index] ?? 0));
  const byGroup = new Map();
  const byFunction = new Map();
  let idleUs = 0;
  let totalUs = 0;
  for (const [nodeId, us] of selfUs) {
    const { callFrame } = nodes.get(nodeId);
    totalUs += us;
    if (callFrame.functionName === "(idle)") {
      idleUs += us;
      continue;
    }
    const source = callFrame.url ? sourceOf(builtFile(callFrame.url), callFrame.lineNumber, callFrame.columnNumber) : undefined;
    const group = source ? groupOf(source.file) : callFrame.functionName || "(anonymous)";
    byGroup.set(group, (byGroup.get(group) ?? 0) + us);
    const where = source ? `${source.file}:${source.line}` : callFrame.url || "(native)";
    const key = `${callFrame.functionName || "(anonymous)"}  ${where}`;
    byFunction.set(key, (byFunction.get(key) ?? 0) + us);
  }
  const busyUs = totalUs - idleUs;
  const perRequest = (us) => (us / 1000 / requests).toFixed(3);
  console.log(
    `  the isolate's thread: ${perRequest(busyUs)} ms per request with JavaScript on its stack (sampled ${(totalUs / 1e6).toFixed(1)} s, idle ${((idleUs / totalUs) * 100).toFixed(0)}%)`,
  );
  console.log("  busy time by where it comes from (ms per request, share):");
  for (const [group, us] of [...byGroup].sort((a, b) => b[1] - a[1]).slice(0, 18)) {
    console.log(`    ${perRequest(us).padStart(7)}  ${((us / busyUs) * 100).toFixed(1).padStart(5)}%  ${group}`);
  }
  console.log("  the functions that cost most (self time, ms per request):");
  for (const [key, us] of [...byFunction].sort((a, b) => b[1] - a[1]).slice(0, 20)) {
    console.log(`    ${perRequest(us).padStart(7)}  ${key}`);
  }
  console.log("  the project's functions that cause it (the nearest project frame on the stack, ms per request):");
  for (const [key, us] of [...byProjectCaller(nodes, selfUs)].sort((a, b) => b[1] - a[1]).slice(0, 25)) {
    console.log(`    ${perRequest(us).padStart(7)}  ${key}`);
  }
}

/**
 * Busy time charged to the nearest function of the project's own (worker/, core/) on each
 * sample's stack: what the self-time table charges to the D1 binding, drizzle or a native
 * call is charged here to the project's code that called it.
 */
function byProjectCaller(nodes, selfUs) {
  const parentOf = new Map();
  for (const node of nodes.values()) for (const child of node.children ?? []) parentOf.set(child, node.id);
  const projectFrame = new Map();
  const frameOf = (nodeId) => {
    if (projectFrame.has(nodeId)) return projectFrame.get(nodeId);
    const { callFrame } = nodes.get(nodeId);
    const source = callFrame.url ? sourceOf(builtFile(callFrame.url), callFrame.lineNumber, callFrame.columnNumber) : undefined;
    const own = source && !source.file.includes("node_modules") && /(^|\/)(worker|core)\//.test(source.file);
    const parent = parentOf.get(nodeId);
    const frame = own ? `${source.file}:${source.line}` : parent === undefined ? "(outside the project)" : frameOf(parent);
    projectFrame.set(nodeId, frame);
    return frame;
  };
  const byCaller = new Map();
  for (const [nodeId, us] of selfUs) {
    if (nodes.get(nodeId).callFrame.functionName === "(idle)") continue;
    const frame = frameOf(nodeId);
    byCaller.set(frame, (byCaller.get(frame) ?? 0) + us);
  }
  return byCaller;
}

/** The built file a profile URL names (the worker's modules are served from build/server). */
function builtFile(url) {
  const path = url.replace(/^file:\/\//, "").replace(/^\/+/, "");
  for (const candidate of [
    path,
    `build/server/${path}`,
    `build/server/${path.split("/").slice(-2).join("/")}`,
    `build/server/${path.split("/").pop()}`,
  ]) {
    if (existsSync(candidate) && existsSync(`${candidate}.map`)) return candidate;
  }
  return path;
}

/** A package (node_modules/x or @scope/x), a project folder two deep (worker/services), or "(platform)". */
function groupOf(file) {
  const inPackage = file.match(/node_modules\/((?:@[^/]+\/)?[^/]+)/);
  if (inPackage) return inPackage[1];
  const parts = file.replace(/^(\.\.\/)+/, "").split("/");
  return parts.length > 2 ? parts.slice(0, 2).join("/") : parts.join("/");
}
