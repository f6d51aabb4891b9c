import { readFileSync } from "node:fs";
import { dirname, relative, resolve } from "node:path";

/**
 * Where a position of a built file comes from, read from its source map (`file.map`): the
 * source file relative to the project, and its 1-based line. A small reader of the source
 * map format (version 3, base64 VLQ mappings), kept for the profiler alone.
 */
const maps = new Map();

/** `lineNumber` and `columnNumber` are 0-based, as the V8 profiler gives them; undefined when the file has no map. */
export function sourceOf(file, lineNumber, columnNumber) {
  const map = mapOf(file);
  const segments = map?.lines[lineNumber];
  if (!segments || segments.length === 0) return undefined;
  let low = 0;
  let high = segments.length - 1;
  while (low < high) {
    const middle = (low + high + 1) >> 1;
    if (segments[middle][0] <= columnNumber) low = middle;
    else high = middle - 1;
  }
  const [, sourceIndex, sourceLine] = segments[low];
  if (sourceIndex === undefined) return undefined;
  return { file: map.sources[sourceIndex], line: sourceLine + 1 };
}

function mapOf(file) {
  if (!maps.has(file)) {
    let map;
    try {
      const raw = JSON.parse(readFileSync(`${file}.map`, "utf8"));
      const root = resolve(dirname(file), raw.sourceRoot ?? "");
      map = { sources: raw.sources.map((source) => relative(process.cwd(), resolve(root, source))), lines: decode(raw.mappings) };
    } catch {
      map = undefined;
    }
    maps.set(file, map);
  }
  return maps.get(file);
}

const BASE64 = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/";

/** Each generated line's segments as [column, source, source line, source column], columns ascending. */
function decode(mappings) {
  const lines = [];
  let source = 0;
  let sourceLine = 0;
  let sourceColumn = 0;
  for (const line of mappings.split(";")) {
    const segments = [];
    let column = 0;
    for (const segment of line.split(",")) {
      if (segment === "") continue;
      const values = vlq(segment);
      column += values[0];
      if (values.length >= 4) {
        source += values[1];
        sourceLine += values[2];
        sourceColumn += values[3];
        segments.push([column, source, sourceLine, sourceColumn]);
      } else {
        segments.push([column]);
      }
    }
    lines.push(segments);
  }
  return lines;
}

function vlq(segment) {
  const values = [];
  let value = 0;
  let shift = 0;
  for (const character of segment) {
    const digit = BASE64.indexOf(character);
    value += (digit & 31) << shift;
    if (digit & 32) {
      shift += 5;
    } else {
      values.push(value & 1 ? -(value >>> 1) : value >>> 1);
      value = 0;
      shift = 0;
    }
  }
  return values;
}
