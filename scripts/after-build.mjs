import { readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import { join, relative, sep } from "node:path";
import { inlineScriptHashes } from "../worker/inline-scripts.ts";
import { hydrateAfterPaint } from "./hydrate-after-paint.mjs";
import { inlineStylesheet, laterRules, stylesheetAsset, withPageStylesheet } from "./page-stylesheet.mjs";

/**
 * Finishes the prerendered pages: each keeps inline only the style rules it uses and loads
 * its scripts after its first paint (see the two modules imported above). The app shell is
 * left whole: it renders every signed-in page in the browser.
 *
 * Then records the hashes of the inline scripts of every built HTML file (prerendered pages, the
 * 404 page and the app shell), by the path the worker serves it at. The worker sends them
 * as each page's script policy (worker/page-server.ts): the HTML is static, so the policy
 * is too, and a script that is not in the build never runs.
 */
const CLIENT_DIR = "build/client";
const MANIFEST_FILE = join(CLIENT_DIR, "__script-hashes.json");
const APP_SHELL_FILE = join(CLIENT_DIR, "__spa-fallback.html");

function htmlFiles(dir) {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return htmlFiles(path);
    return name.endsWith(".html") ? [path] : [];
  });
}

/** build/client/services/index.html -> /services; build/client/__spa-fallback.html -> /__spa-fallback */
function servedPath(file) {
  const path = `/${relative(CLIENT_DIR, file).split(sep).join("/")}`.replace(/(\/index)?\.html$/, "");
  return path === "" ? "/" : path;
}

const prerenderedPages = htmlFiles(CLIENT_DIR).filter((file) => file !== APP_SHELL_FILE);
const wholeStylesheet = inlineStylesheet(readFileSync(APP_SHELL_FILE, "utf8"));
const laterFiles = new Set();
for (const file of prerenderedPages) {
  const html = readFileSync(file, "utf8");
  if (inlineStylesheet(html) !== wholeStylesheet) throw new Error(`${file} was built with another stylesheet than the app shell.`);
  // Pages that leave out the same rules share one file.
  const later = stylesheetAsset(laterRules(html, wholeStylesheet), "later");
  if (!laterFiles.has(later.name)) writeFileSync(join(CLIENT_DIR, "assets", later.name), later.css);
  laterFiles.add(later.name);
  writeFileSync(file, hydrateAfterPaint(withPageStylesheet(html), { stylesheetHref: `/assets/${later.name}` }));
}
console.log(
  `${prerenderedPages.length} pages keep the style rules they use and hydrate after their first paint; the rules they leave out -> ${laterFiles.size} files assets/later-*.css`,
);

const manifest = {};
for (const file of htmlFiles(CLIENT_DIR).sort()) {
  const html = readFileSync(file, "utf8");
  if (/\snonce=/.test(html)) throw new Error(`${file} carries a nonce: built pages must be the same bytes for every visitor.`);
  manifest[servedPath(file)] = await inlineScriptHashes(html);
}
if (!manifest["/page-not-found"]) throw new Error("The build has no 404 page.");
// The shell must be React Router's SPA-mode render (root only), not a copy of a page.
if (!readFileSync(APP_SHELL_FILE, "utf8").includes('"isSpaMode":true')) {
  throw new Error("build/client/__spa-fallback.html is not the app shell.");
}
writeFileSync(MANIFEST_FILE, `${JSON.stringify(manifest, null, 1)}\n`);
console.log(`Script hashes of ${Object.keys(manifest).length} pages -> ${MANIFEST_FILE}`);
