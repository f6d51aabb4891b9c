import { Hono } from "hono";
import { describe, expect, it } from "vitest";
import { apiAnswerHeaders } from "#worker/middleware/api-answer-headers";

/** A small app behind the middleware: answers built by hono, and a redirect whose headers are immutable. */
const app = new Hono<{ Bindings: { APP_ENV: string } }>()
  .use(apiAnswerHeaders())
  .get("/built", (c) => c.json({ ok: true }))
  .get("/cached", (c) => c.json({ ok: true }, 200, { "Cache-Control": "public, max-age=60" }))
  .get("/redirect", () => Response.redirect("https://example.com/next", 302));

const answer = (path: string, env = "production") => app.request(path, {}, { APP_ENV: env });

describe("the headers of every API answer", () => {
  it("sets them on an answer built by a route, keeping its own Cache-Control", async () => {
    const built = await answer("/built");
    expect(built.headers.get("X-Frame-Options")).toBe("DENY");
    expect(built.headers.get("Content-Security-Policy")).toContain("script-src 'none'");
    expect(built.headers.get("Strict-Transport-Security")).toContain("max-age=");
    expect(built.headers.get("Cache-Control")).toBe("no-store");
    expect((await answer("/cached")).headers.get("Cache-Control")).toBe("public, max-age=60");
    expect((await answer("/built", "local")).headers.get("Strict-Transport-Security")).toBeNull();
  });

  it("answers a copy, with them, when the response's headers are immutable", async () => {
    expect(() => Response.redirect("https://example.com/next", 302).headers.set("X-Try", "1")).toThrow(TypeError);
    const redirect = await answer("/redirect");
    expect(redirect.status).toBe(302);
    expect(redirect.headers.get("Location")).toBe("https://example.com/next");
    expect(redirect.headers.get("X-Content-Type-Options")).toBe("nosniff");
  });
});
