import { createHash } from "node:crypto";
import { transform } from "lightningcss";

/**
 * Each prerendered page carries, inline, only the style rules its own HTML uses: it paints
 * from the first round trip of the document without a stylesheet request, and the smaller
 * document (the whole stylesheet is about 6 KB of a public page's 14 KB compressed) fits the
 * first window a connection may send. The rules it leaves out are a hashed file the page
 * loads before it hydrates (scripts/hydrate-after-paint.mjs), for what the page shows later
 * (the sign-in dialog, the menus) and the pages a visitor goes on to.
 */
const INLINE_STYLESHEET = /(<style id="app-css"[^>]*>)([\s\S]*?)(<\/style>)/;

export function inlineStylesheet(html) {
  const match = INLINE_STYLESHEET.exec(html);
  if (!match) throw new Error('A built page has no <style id="app-css">: client/root.tsx inlines the stylesheet there.');
  return match[2];
}

/** A stylesheet as a file named by its content, so it is cached for good. */
export function stylesheetAsset(css, prefix = "app") {
  const hash = createHash("sha256").update(css).digest("hex").slice(0, 10);
  return { name: `${prefix}-${hash}.css`, css };
}

/** The page with only the style rules that can match its HTML. */
export function withPageStylesheet(html) {
  return html.replace(INLINE_STYLESHEET, (_, open, css, close) => `${open}${rulesUsedBy(html, css)}${close}`);
}

/**
 * Whether a style rule is among the page's own: one of its selectors names only classes the
 * page's HTML carries (or none: element and root rules). Classes inside :not()/:is() are not
 * looked at, so such rules stay.
 */
function ownRuleTest(html) {
  const classes = new Set([...html.matchAll(/\sclass="([^"]*)"/g)].flatMap((match) => unescapeAttribute(match[1]).split(/\s+/)));
  const canMatch = (selector) => selector.every((part) => part.type !== "class" || classes.has(part.name));
  return (rule) => rule.value.selectors.some(canMatch);
}

function rulesUsedBy(html, css) {
  const isOwn = ownRuleTest(html);
  // Returning nothing keeps the rule as it is; an empty list removes it.
  return rewrite(css, { Rule: { style: (rule) => (isOwn(rule) ? undefined : []) } });
}

function rewrite(css, visitor) {
  return transform({ filename: "app.css", code: Buffer.from(css), minify: true, visitor }).code.toString();
}

/**
 * The rules the page leaves out, for it to add before it hydrates. Adding the whole
 * stylesheet again made the browser restyle every element (its element rules, its custom
 * property registrations); these rules name only classes the page does not carry, so adding
 * them restyles next to nothing. For the cascade to stay the whole stylesheet's, a rule of
 * the page's own comes again here when a left-out rule before it (which now comes after it)
 * sets a property of the same kind: here it is after that rule again. The element, root and
 * registration rules stay out: the page has them, in the earlier layers.
 */
export function laterRules(html, css) {
  const isOwn = ownRuleTest(html);
  const rules = [];
  rewrite(css, {
    Rule: {
      style: (rule) =>
        void rules.push({
          at: locationOf(rule),
          own: isOwn(rule),
          families: propertyFamilies(rule),
          classed: everySelectorHasAClass(rule),
        }),
    },
  });
  const leftOutFamilies = new Set();
  const later = new Set();
  for (const rule of rules) {
    if (!rule.own) {
      later.add(rule.at);
      for (const family of rule.families) leftOutFamilies.add(family);
    } else if (rule.classed && rule.families.some((family) => leftOutFamilies.has(family))) {
      later.add(rule.at);
    }
  }
  return rewrite(css, {
    Rule: {
      style: (rule) => (later.has(locationOf(rule)) ? undefined : []),
      property: () => [],
      keyframes: () => [],
    },
  });
}

const locationOf = (rule) => `${rule.value.loc.line}:${rule.value.loc.column}`;

const everySelectorHasAClass = (rule) => rule.value.selectors.every((selector) => selector.some((part) => part.type === "class"));

/**
 * What kinds of property a rule sets: each custom property and most properties by name, and a
 * shorthand with its longhands as one kind (padding, padding-inline; inset, top; border, border-top-color).
 */
function propertyFamilies(rule) {
  const { declarations = [], importantDeclarations = [] } = rule.value.declarations ?? {};
  return [...new Set([...declarations, ...importantDeclarations].map(familyOf))];
}

const SHORTHAND_FAMILIES = new Set([
  "animation",
  "background",
  "border",
  "flex",
  "font",
  "gap",
  "grid",
  "inset",
  "list",
  "margin",
  "mask",
  "outline",
  "overflow",
  "padding",
  "scroll",
  "transition",
  "align",
]);
const FAMILY_ALIASES = {
  top: "inset",
  right: "inset",
  bottom: "inset",
  left: "inset",
  row: "gap",
  column: "gap",
  justify: "align",
  place: "align",
};

function familyOf(declaration) {
  const name = declaration.property === "unparsed" ? declaration.value.propertyId.property : declaration.property;
  if (name === "custom") return declaration.value.name;
  if (name.startsWith("--")) return name;
  const unprefixed = name.replace(/^-\w+-/, "");
  const head = unprefixed.split("-")[0];
  const family = FAMILY_ALIASES[head] ?? head;
  if (unprefixed.startsWith("text-decoration")) return "text-decoration";
  return SHORTHAND_FAMILIES.has(family) ? family : unprefixed;
}

/** What React escapes in an attribute value; classes such as `[&_h2]:mt-10` carry `&`. */
const ATTRIBUTE_ESCAPES = { "&amp;": "&", "&quot;": '"', "&#x27;": "'", "&#39;": "'", "&lt;": "<", "&gt;": ">" };

function unescapeAttribute(value) {
  return value.replace(/&(?:amp|quot|#x27|#39|lt|gt);/g, (entity) => ATTRIBUTE_ESCAPES[entity]);
}
