import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { loadavg } from "node:os";
import { resolve } from "node:path";
import { findChromium, NO_CHROMIUM_MESSAGE } from "../../scripts/find-chromium.mjs";
import { startCompressingProxy } from "./compressing-proxy.mjs";

/**
 * `node tests/bench/web-compare.mjs /path/to/other/checkout`: the same pages of two builds
 * (the other checkout's last build and this one's), measured in turn by one browser, so the
 * machine's and the browser's share of TBT is the same on both sides and what differs is the
 * code. Each checkout must have been built (`npm run build`) and serves with its own
 * migrations. BENCH_PAGES and BENCH_RUNS as for bench:web; CHROME_PATH chooses the browser.
 */
const other = process.argv[2];
if (!other) {
  console.error("Usage: node tests/bench/web-compare.mjs /path/to/other/checkout");
  process.exit(1);
}
const checkouts = { other: resolve(other), this: process.cwd() };
const PAGES = (process.env.BENCH_PAGES ?? "/,/services,/special").split(",");
const RUNS = Number(process.env.BENCH_RUNS ?? 5);

const chromium = await findChromium();
if (!chromium) {
  console.error(NO_CHROMIUM_MESSAGE);
  process.exit(1);
}

const servers = [];
const proxies = {};
let port = 8790;
for (const [name, dir] of Object.entries(checkouts)) {
  // Each build is served by its own checkout's server script, which applies that checkout's migrations.
  process.chdir(dir);
  const { startBuiltServer } = await import(`${dir}/scripts/local-server.mjs`);
  const server = await startBuiltServer({ port: port++, persistTo: ".wrangler/bench-compare-state" });
  servers.push(server);
  proxies[name] = await startCompressingProxy({ target: server.url, port: port++ });
}
process.chdir(checkouts.this);

const chrome = await chromeLauncher.launch({
  chromePath: chromium.path,
  chromeFlags: chromium.args.filter((flag) => flag !== "--headless").concat("--headless=new"),
});
const { Browser: browserVersion } = await (await fetch(`http://127.0.0.1:${chrome.port}/json/version`)).json();
console.log(`Browser: ${browserVersion} (${chromium.source}); load ${loadavg()[0].toFixed(2)} before the runs`);

/** TBT and script evaluation (ms, as Lighthouse simulates them) of each run, by page and build. */
const runs = {};
try {
  for (let run = 0; run < RUNS; run++)
    for (const page of PAGES)
      for (const name of Object.keys(checkouts)) {
        const { lhr } = await lighthouse(`${proxies[name].url}${page}`, { port: chrome.port, output: "json", logLevel: "error" });
        const script = lhr.audits["mainthread-work-breakdown"].details.items.find((item) => item.group === "scriptEvaluation");
        runs[page] ??= {};
        runs[page][name] ??= [];
        runs[page][name].push({
          tbt: Math.round(lhr.audits["total-blocking-time"].numericValue),
          script: Math.round(script?.duration ?? 0),
        });
      }
} finally {
  await chrome.kill();
  for (const proxy of Object.values(proxies)) proxy.close();
  for (const server of servers) server.stop();
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const rows = Object.entries(runs).flatMap(([page, byBuild]) =>
  Object.entries(byBuild).map(([build, measured]) => ({
    page,
    build: checkouts[build],
    "median TBT": median(measured.map((one) => one.tbt)),
    "median script": median(measured.map((one) => one.script)),
    "runs (TBT/script)": measured.map((one) => `${one.tbt}/${one.script}`).join(" "),
  })),
);
console.table(rows);
console.log(`Load after the runs: ${loadavg()[0].toFixed(2)}`);
