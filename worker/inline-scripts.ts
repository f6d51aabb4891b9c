/**
 * The inline scripts of an HTML page and their CSP hashes. Shared by the build (which
 * writes the hashes of every built page, scripts/after-build.mjs), the dev server and the
 * tests. It imports nothing, so Node can run it straight from the build script.
 */

const SCRIPT_ELEMENT = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi;
const EXECUTABLE_TYPES = new Set(["", "module", "text/javascript", "application/javascript", "text/ecmascript", "application/ecmascript"]);

/**
 * The text of every inline script a browser would run. Data blocks such as JSON-LD are
 * never executed, so a script policy does not apply to them. The text is taken byte for
 * byte, as a browser hashes it: the content of a script element is raw text in HTML.
 */
export function executableInlineScripts(html: string): string[] {
  const scripts: string[] = [];
  for (const [, attributes = "", content = ""] of html.matchAll(SCRIPT_ELEMENT)) {
    if (/\ssrc\s*=/i.test(` ${attributes}`)) continue;
    const type = /\btype\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+))/i.exec(attributes);
    const typeValue = (type?.[1] ?? type?.[2] ?? type?.[3] ?? "").trim().toLowerCase();
    if (EXECUTABLE_TYPES.has(typeValue)) scripts.push(content);
  }
  return scripts;
}

/** The CSP source expression that allows exactly this script text: 'sha256-…'. */
export async function scriptHashSource(script: string): Promise<string> {
  const digest = await crypto.subtle.digest("SHA-256", new TextEncoder().encode(script));
  let binary = "";
  for (const byte of new Uint8Array(digest)) binary += String.fromCharCode(byte);
  return `'sha256-${btoa(binary)}'`;
}

/** The distinct hash sources of a page's inline scripts, in a stable order. */
export async function inlineScriptHashes(html: string): Promise<string[]> {
  const hashes = await Promise.all(executableInlineScripts(html).map(scriptHashSource));
  return [...new Set(hashes)].sort();
}
