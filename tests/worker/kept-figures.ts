import { expect } from "vitest";
import type { Database } from "#worker/db/client";
import { addDays } from "./business-calendar";
import { db } from "./support";

type Span = { from: string; to: string };

/**
 * Checks figures kept by triggers against the same figures read from every record, over a
 * span from the week before `monday` to the week after its `weeks` weeks, and each day of those weeks alone
 * and as the week ending on it. `step` names the change just made in the failure message.
 */
export async function expectKeptEqualDirect<T>(
  step: string,
  monday: string,
  weeks: number,
  kept: (db: Database, span: Span) => PromiseLike<T>,
  direct: (db: Database, span: Span) => PromiseLike<T>,
) {
  const days = weeks * 7;
  const spans: Span[] = [{ from: addDays(monday, -7), to: addDays(monday, days + 6) }];
  for (let offset = -1; offset < days; offset += 1) {
    const to = addDays(monday, offset);
    spans.push({ from: to, to }, { from: addDays(to, -6), to });
  }
  const [keptRows, directRows] = await Promise.all([
    Promise.all(spans.map((span) => kept(db, span))),
    Promise.all(spans.map((span) => direct(db, span))),
  ]);
  for (const [index, span] of spans.entries()) expect(keptRows[index], `${step}: ${span.from} to ${span.to}`).toEqual(directRows[index]);
}
