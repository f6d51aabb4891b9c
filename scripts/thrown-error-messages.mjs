import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";

const projectRoot = fileURLToPath(new URL("..", import.meta.url));
const REFUSAL_KINDS = "Invalid|Unauthenticated|Forbidden|NotFound|Conflict|RateLimited|ProviderFailed|Unavailable";
const STRING = String.raw`"(?:[^"\\]|\\.)*"`;
// `new Conflict("code", "message"` and `new ApiError(409, "code", "message"`: the message the reader sees.
const THROWN = [
  new RegExp(String.raw`new (?:${REFUSAL_KINDS})\(\s*${STRING},\s*(${STRING})`, "g"),
  new RegExp(String.raw`new ApiError\(\s*[^,]+,\s*${STRING},\s*(${STRING})`, "g"),
];
// `new NotFound("not_found", NOT_FOUND_MESSAGE)`: a message named by a constant, found where it is written.
const THROWN_CONSTANT = new RegExp(String.raw`new (?:${REFUSAL_KINDS})\(\s*${STRING},\s*([A-Z][A-Z0-9_]+)\b`, "g");

// `z.string().min(1, "Please enter the city.")`, `{ message: "Please give a reason." }`: a request
// schema's field message in core/ (a sentence, so that labels and names are left out).
const FIELD_MESSAGE = /(?:message:\s*|[(,]\s*)("[A-Z][^"\n]*[.!]")\s*[,)}]/g;

function sourceFiles(folder) {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return entry.name.endsWith(".ts") ? [path] : [];
  });
}

/**
 * Every message written as a literal where the worker throws a refusal. The worker tests run in
 * workerd, which cannot read the sources, so their config collects this list in Node and hands
 * it to the parity test, which asks each one for its Spanish.
 */
export function thrownErrorMessages() {
  const messages = new Set();
  const constantNames = new Set();
  for (const file of sourceFiles(join(projectRoot, "worker"))) {
    const source = readFileSync(file, "utf8");
    for (const pattern of THROWN) for (const match of source.matchAll(pattern)) messages.add(JSON.parse(match[1]));
    for (const match of source.matchAll(THROWN_CONSTANT)) constantNames.add(match[1]);
  }
  const constants = new RegExp(String.raw`\bconst (${[...constantNames].join("|")})\s*=\s*(${STRING})`, "g");
  for (const file of [...sourceFiles(join(projectRoot, "worker")), ...sourceFiles(join(projectRoot, "core"))]) {
    for (const match of readFileSync(file, "utf8").matchAll(constants)) messages.add(JSON.parse(match[2]));
  }
  return [...messages].sort();
}

/** Every sentence written as a field message in the request schemas of core/ (its own folder, not the messages). */
export function fieldErrorMessages() {
  const messages = new Set();
  const schemas = readdirSync(join(projectRoot, "core")).filter((name) => name.endsWith(".ts"));
  for (const name of schemas) {
    const source = readFileSync(join(projectRoot, "core", name), "utf8");
    for (const match of source.matchAll(FIELD_MESSAGE)) messages.add(JSON.parse(match[1]));
  }
  return [...messages].sort();
}
