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

/** The home page's JavaScript (gzip -9) on the build before English and Spanish were added. */
const HOME_JS_BEFORE_LANGUAGES = 135_439;
/** Both languages may cost the home page at most 3 KB gzip, in either language. */
export const HOME_JS_LANGUAGE_BUDGET = HOME_JS_BEFORE_LANGUAGES + 3 * 1024;
/** The home page in each language: the prerendered files the budget above holds. */
export const HOME_PAGES = { en: "build/client/index.html", es: "build/client/es/index.html" };

/** The home pages whose JavaScript is over the language budget, each with its size. */
export function homePagesOverLanguageBudget() {
  return Object.entries(HOME_PAGES)
    .map(([language, path]) => ({ language, gzip: pageJavaScript(path).gzip }))
    .filter((page) => page.gzip > HOME_JS_LANGUAGE_BUDGET)
    .map(({ language, gzip }) => `home page JavaScript (${language}) ${gzip} B gzip > ${HOME_JS_LANGUAGE_BUDGET} B`);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const worker = workerBundleSize();
  console.log(`worker bundle: ${kb(worker.raw)} raw, ${kb(worker.gzip)} gzip`);
  for (const [language, path] of Object.entries(HOME_PAGES)) {
    const home = pageJavaScript(path);
    console.log(`home page JavaScript (${language}): ${home.files} files, ${home.gzip} B (${kb(home.gzip)}) gzip`);
    for (const chunk of home.chunks) console.log(`  ${chunk.file}: ${kb(chunk.gzip)}`);
  }
  const over = homePagesOverLanguageBudget();
  console.log(over.length ? `Over the budget:\n- ${over.join("\n- ")}` : `Within the languages' budget (${HOME_JS_LANGUAGE_BUDGET} B).`);
  process.exitCode = over.length ? 1 : 0;
}
