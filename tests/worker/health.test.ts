import { describe, expect, it } from "vitest";
import { worker } from "./support";

describe("GET /api/health", () => {
  it("answers ok after querying D1", async () => {
    const response = await worker.fetch("http://localhost/api/health");
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ ok: true });
  });
});
