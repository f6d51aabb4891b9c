import { describe, expect, inject, it } from "vitest";
import { errorWords } from "#core/i18n/messages/error-words";

describe("every refusal the worker throws and every field message of its schemas has its Spanish", () => {
  const thrown = [...inject("thrownErrorMessages"), ...inject("fieldErrorMessages")];

  it("finds the thrown and field messages in the sources", () => {
    // A guard against a collector that silently finds nothing.
    expect(inject("thrownErrorMessages").length).toBeGreaterThan(100);
    expect(inject("fieldErrorMessages").length).toBeGreaterThan(90);
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
