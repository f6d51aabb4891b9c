/**
 * Prerendered pages start loading their scripts once their first frame is painted. React
 * Router's build asks for every script from the document's head (modulepreload links and
 * the static imports of its module script), so on a slow line about 100 KB of scripts
 * share the connection with the page's own text and pictures. Here the page paints first;
 * then one inline module (hashed like every inline script, scripts/after-build.mjs) asks
 * for the same files at once, imports the route modules in React Router's order, waits for
 * the style rules the page left out (scripts/page-stylesheet.mjs) to be applied and hydrates. A page in
 * a background tab has no frame to wait for and loads at once.
 */
const MODULEPRELOAD = /<link rel="modulepreload" href="(\/assets\/[^"]+\.js)"\/>/g;
const MODULE_SCRIPT = /(<script type="module"[^>]*>)([\s\S]*?)(<\/script>)/;
const STATIC_IMPORT = /^\s*import (?:\* as (\w+) from )?"(\/assets\/[^"]+\.js)";/;

export function hydrateAfterPaint(html, { stylesheetHref }) {
  const preloads = [...html.matchAll(MODULEPRELOAD)].map((match) => match[1]);
  const moduleScripts = html.match(new RegExp(MODULE_SCRIPT.source, "g")) ?? [];
  if (preloads.length === 0 || moduleScripts.length !== 1) {
    throw new Error(
      "A prerendered page no longer has React Router's modulepreload links and one module script: update scripts/hydrate-after-paint.mjs.",
    );
  }
  return html
    .replace(MODULEPRELOAD, "")
    .replace(MODULE_SCRIPT, (_, open, script, close) => `${open}${loaderScript(script, preloads, stylesheetHref)}${close}`);
}

/** React Router's module script, its static imports turned into imports made after the paint. */
function loaderScript(script, preloads, stylesheetHref) {
  const imports = [];
  let rest = script;
  for (let match = STATIC_IMPORT.exec(rest); match; match = STATIC_IMPORT.exec(rest)) {
    imports.push({ name: match[1], url: match[2] });
    rest = rest.slice(match[0].length);
  }
  const entryImport = /\bimport\("\/assets\/[^"]+\.js"\);\s*$/.exec(rest);
  if (imports.length === 0 || !entryImport) throw new Error(`Unexpected React Router module script: ${script.slice(0, 200)}`);
  const routeModules = rest.slice(0, entryImport.index).trim();
  const link = (attributes) => `document.head.append(Object.assign(document.createElement("link"),${attributes}))`;
  return [
    // Resolves once the next frame is painted; at once in a background tab, which paints none.
    'const nextPaint=()=>document.visibilityState==="visible"&&new Promise((painted)=>requestAnimationFrame(()=>setTimeout(painted)));',
    "await nextPaint();",
    `const stylesheet=new Promise((done)=>${link(`{rel:"stylesheet",href:${JSON.stringify(stylesheetHref)},onload:done,onerror:done}`)});`,
    `for(const href of ${JSON.stringify(preloads)})${link('{rel:"modulepreload",href}')};`,
    // Each file's code runs in a task of its own: the browser may paint and answer in between.
    "const nextTask=()=>new Promise((next)=>setTimeout(next));",
    ...imports.map(({ name, url }) => `${name ? `const ${name}=` : ""}await import(${JSON.stringify(url)});await nextTask();`),
    routeModules,
    // The left-out rules are applied in a frame of their own, not in hydration's first task.
    "await stylesheet;await nextPaint();",
    entryImport[0],
  ].join("");
}
