import { readdirSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { gzipSync } from "node:zlib";

/**
 * Sizes of what ships, from the last `npm run build`: the worker bundle, and the
 * JavaScript a visitor's browser loads for a prerendered page.
 */
const gzip = (path) => gzipSync(readFileSync(path), { level: 9 }).length;
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

function filesUnder(dir) {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? filesUnder(path) : [path];
  });
}

export function workerBundleSize() {
  const files = filesUnder("build/server").filter((path) => path.endsWith(".js"));
  return { raw: files.reduce((sum, path) => sum + statSync(path).size, 0), gzip: files.reduce((sum, path) => sum + gzip(path), 0) };
}

/**
 * Every script a prerendered page loads: each one it names, whether in a tag or in the
 * module script that loads them after the first paint (scripts/hydrate-after-paint.mjs).
 */
export function pageJavaScript(htmlPath) {
  const html = readFileSync(htmlPath, "utf8");
  const urls = new Set([...html.matchAll(/"(\/assets\/[^"]+\.js)"/g)].map((match) => match[1]));
  const chunks = [...urls].map((url) => ({ file: url.replace("/assets/", ""), gzip: gzip(join("build/client", url)) }));
  return { files: chunks.length, gzip: chunks.reduce((sum, chunk) => sum + chunk.gzip, 0), chunks };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const worker = workerBundleSize();
  const home = pageJavaScript("build/client/index.html");
  console.log(`worker bundle: ${kb(worker.raw)} raw, ${kb(worker.gzip)} gzip`);
  console.log(`home page JavaScript: ${home.files} files, ${kb(home.gzip)} gzip`);
  for (const chunk of home.chunks) console.log(`  ${chunk.file}: ${kb(chunk.gzip)}`);
}
