import { createHash } from "node:crypto";
import { transform } from "lightningcss";

/**
 * Each prerendered page carries, inline, only the style rules its own HTML uses: it paints
 * from the first round trip of the document without a stylesheet request, and the smaller
 * document (the whole stylesheet is about 6 KB of a public page's 14 KB compressed) fits the
 * first window a connection may send. The whole stylesheet is a hashed file the page loads
 * before it hydrates (scripts/hydrate-after-paint.mjs), for what the page shows later (the
 * sign-in dialog, the menus) and the pages a visitor goes on to.
 */
const INLINE_STYLESHEET = /(<style id="app-css"[^>]*>)([\s\S]*?)(<\/style>)/;

export function inlineStylesheet(html) {
  const match = INLINE_STYLESHEET.exec(html);
  if (!match) throw new Error('A built page has no <style id="app-css">: client/root.tsx inlines the stylesheet there.');
  return match[2];
}

/** The stylesheet as a file named by its content, so it is cached for good. */
export function stylesheetAsset(css) {
  const hash = createHash("sha256").update(css).digest("hex").slice(0, 10);
  return { name: `app-${hash}.css`, css };
}

/** The page with only the style rules that can match its HTML. */
export function withPageStylesheet(html) {
  return html.replace(INLINE_STYLESHEET, (_, open, css, close) => `${open}${rulesUsedBy(html, css)}${close}`);
}

/**
 * Keeps a rule when one of its selectors names only classes the page's HTML carries (or none:
 * element and root rules). Classes inside :not()/:is() are not looked at, so such rules stay.
 */
function rulesUsedBy(html, css) {
  const classes = new Set([...html.matchAll(/\sclass="([^"]*)"/g)].flatMap((match) => unescapeAttribute(match[1]).split(/\s+/)));
  const canMatch = (selector) => selector.every((part) => part.type !== "class" || classes.has(part.name));
  const { code } = transform({
    filename: "app.css",
    code: Buffer.from(css),
    minify: true,
    visitor: {
      Rule: {
        // Returning nothing keeps the rule as it is; an empty list removes it.
        style: (rule) => (rule.value.selectors.some(canMatch) ? undefined : []),
      },
    },
  });
  return code.toString();
}

/** What React escapes in an attribute value; classes such as `[&_h2]:mt-10` carry `&`. */
const ATTRIBUTE_ESCAPES = { "&amp;": "&", "&quot;": '"', "&#x27;": "'", "&#39;": "'", "&lt;": "<", "&gt;": ">" };

function unescapeAttribute(value) {
  return value.replace(/&(?:amp|quot|#x27|#39|lt|gt);/g, (entity) => ATTRIBUTE_ESCAPES[entity]);
}
