import { describe, expect, it } from "vitest";
import type { Message } from "#core/i18n/define-messages";

/**
 * Both languages hold every message, and every message is used somewhere. The types already
 * refuse a Spanish message left out; this also catches an empty text, a message of another
 * kind, and one left behind when the page that showed it changed.
 */
const groups = import.meta.glob<Record<string, unknown>>("/core/i18n/messages/**/*.ts", { eager: true });
const sources = import.meta.glob<string>(
  ["/client/**/*.{ts,tsx}", "/core/**/*.ts", "/worker/**/*.ts", "!/core/i18n/messages/**", "!**/+types/**"],
  { query: "?raw", import: "default", eager: true },
);

type Bilingual = { en: Record<string, Message>; es: Record<string, Message> };

function bilingualExports(): [string, Bilingual][] {
  return Object.entries(groups).flatMap(([file, module]) =>
    Object.entries(module)
      .filter((entry): entry is [string, Bilingual] => {
        const value = entry[1] as Partial<Bilingual> | undefined;
        return typeof value?.en === "object" && typeof value?.es === "object";
      })
      .map(([name, value]): [string, Bilingual] => [`${file}: ${name}`, value]),
  );
}

/** Every path to a message, with a description of its kind: "a.b" -> "text". */
function shape(message: Message, path: string, into: Map<string, string>): Map<string, string> {
  if (typeof message === "string") into.set(path, message.trim() === "" ? "empty text" : "text");
  else if (typeof message === "function") into.set(path, `function of ${message.length}`);
  else if (Array.isArray(message)) into.set(path, `list of ${message.length}`);
  else for (const [key, inner] of Object.entries(message)) shape(inner as Message, path ? `${path}.${key}` : key, into);
  return into;
}

// Groups keyed by data (category names, service ids) are read by lookup, not by name.
const IDENTIFIER = /^[A-Za-z_$][\w$]*$/;

describe("messages", () => {
  const exported = bilingualExports();

  it("finds the message groups", () => {
    expect(exported.length).toBeGreaterThan(0);
    expect(Object.keys(sources).length).toBeGreaterThan(100);
  });

  it("has every message in both languages, of the same kind, none empty", () => {
    for (const [name, { en, es }] of exported) {
      const english = shape(en, "", new Map());
      const spanish = shape(es, "", new Map());
      expect([...english.values()], name).not.toContain("empty text");
      expect([...spanish.values()], name).not.toContain("empty text");
      // Lists may differ in length between languages; everything else matches exactly.
      const kinds = (map: Map<string, string>) =>
        Object.fromEntries([...map].map(([path, kind]) => [path, kind.replace(/^list of \d+$/, "list")]));
      expect(kinds(spanish), name).toEqual(kinds(english));
    }
  });

  it("uses every message somewhere outside the message files", () => {
    const code = Object.values(sources).join("\n");
    const unused: string[] = [];
    for (const [name, { en }] of exported) {
      for (const key of Object.keys(en)) {
        if (IDENTIFIER.test(key) && !new RegExp(`\\b${key}\\b`).test(code)) unused.push(`${name}.${key}`);
      }
    }
    expect(unused).toEqual([]);
  });
});
