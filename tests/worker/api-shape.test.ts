import { describe, expect, it } from "vitest";
import { adminAccount, api, chunkedBody, ORIGIN, verifiedAccount, worker } from "./support";

describe("the API's one error shape", () => {
  it("answers unknown API paths with a JSON 404, never HTML", async () => {
    const response = await api("/api/does-not-exist");
    expect(response.status).toBe(404);
    expect(response.headers.get("Content-Type")).toMatch(/application\/json/);
    expect(await response.json()).toEqual({ error: { code: "not_found", message: "There is nothing at this address." } });
  });

  it("answers malformed JSON with 400", async () => {
    const admin = await adminAccount();
    const response = await api("/api/email-test", {
      method: "POST",
      cookie: admin.cookie,
      headers: { "Content-Type": "application/json" },
      body: '{"email": ',
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ error: { code: "malformed_json", message: "The request body is not valid JSON." } });
  });

  it("answers a body that is not JSON with 415", async () => {
    const response = await api("/api/email-test", { method: "POST", headers: { "Content-Type": "text/plain" }, body: "email=a@b.c" });
    expect(response.status).toBe(415);
    expect(((await response.json()) as { error: { code: string } }).error.code).toBe("unsupported_media_type");
  });

  it("answers bodies over 64 KB with 413", async () => {
    const response = await api("/api/email-test", { method: "POST", json: { email: "a@example.com", padding: "x".repeat(70 * 1024) } });
    expect(response.status).toBe(413);
    expect(((await response.json()) as { error: { code: string } }).error.code).toBe("payload_too_large");
  });

  it("stops reading a chunked 10 MB body once it passes 64 KB, and answers 413", async () => {
    const { stream, read } = chunkedBody(10 * 1024 * 1024);
    const response = await worker.fetch(`${ORIGIN}/api/email-test`, {
      method: "POST",
      headers: { "Content-Type": "application/json", Origin: ORIGIN },
      body: stream,
    });
    expect(response.status).toBe(413);
    expect(read.bytes).toBeLessThan(1024 * 1024);
  });

  it("sends the security headers on every answer", async () => {
    for (const path of ["/api/health", "/api/nope"]) {
      const response = await api(path);
      expect(response.headers.get("X-Content-Type-Options")).toBe("nosniff");
      expect(response.headers.get("Referrer-Policy")).toBe("strict-origin-when-cross-origin");
      expect(response.headers.get("Content-Security-Policy")).toContain("frame-ancestors 'none'");
      expect(response.headers.get("Content-Security-Policy")).toContain("script-src 'none'");
      // Local mode runs on plain http, where HSTS would only get in the way.
      expect(response.headers.get("Strict-Transport-Security")).toBeNull();
    }
  });
});

describe("the test-email tool", () => {
  it("is refused to visitors and to customers", async () => {
    expect((await api("/api/email-test", { method: "POST", json: { email: "x@example.com" } })).status).toBe(401);
    const customer = await verifiedAccount();
    const response = await api("/api/email-test", { method: "POST", json: { email: "x@example.com" }, cookie: customer.cookie });
    expect(response.status).toBe(403);
  });

  it("sends for an admin and explains a missing address", async () => {
    const admin = await adminAccount();
    const empty = await api("/api/email-test", { method: "POST", json: { email: "" }, cookie: admin.cookie });
    expect(empty.status).toBe(400);
    expect(await empty.json()).toMatchObject({ error: { fields: { email: "Please enter an email address." } } });

    const sent = await api("/api/email-test", { method: "POST", json: { email: "team@example.com" }, cookie: admin.cookie });
    expect(sent.status).toBe(200);
    expect(await sent.json()).toEqual({ emailId: expect.any(String), status: "queued" });
  });
});
