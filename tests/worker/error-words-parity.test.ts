import { describe, expect, inject, it } from "vitest";
import { errorWords } from "#core/i18n/messages/error-words";

describe("every refusal the worker throws has its Spanish", () => {
  const thrown = inject("thrownErrorMessages");

  it("finds the worker's thrown messages in the sources", () => {
    // A guard against a collector that silently finds nothing.
    expect(thrown.length).toBeGreaterThan(80);
  });

  it("has a Spanish form, different from the English, for each one", () => {
    const missing = thrown.filter((message) => !errorWords.es[message] || errorWords.es[message] === message);
    expect(missing).toEqual([]);
  });

  it("keeps each English message word for word", () => {
    const changed = thrown.filter((message) => message in errorWords.en && errorWords.en[message] !== message);
    expect(changed).toEqual([]);
  });
});
