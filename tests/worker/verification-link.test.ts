import { createEmailVerificationToken } from "better-auth/api";
import { describe, expect, it } from "vitest";
import { api, cookieFrom, firstLink, latestEmailTo, uniqueEmail } from "./support";

const LOCAL_SECRET = "local-development-secret-not-for-production-use";

async function signUp(email: string) {
  const response = await api("/api/auth/sign-up/email", {
    method: "POST",
    json: { email, password: "correct horse battery", name: "Ana Rivera", firstName: "Ana", lastName: "Rivera", callbackURL: "/dashboard" },
  });
  expect(response.status).toBe(200);
  const message = await latestEmailTo(email);
  const link = new URL(firstLink(message!.html, "/api/auth/verify-email"));
  return `${link.pathname}${link.search}`;
}

describe("verification links that cannot sign in", () => {
  it("signs in with a fresh link, and sends a used one to /auth saying so", async () => {
    const link = await signUp(uniqueEmail("used"));
    const first = await api(link);
    expect(first.status).toBe(302);
    expect(first.headers.get("Location")).toBe("/dashboard");
    expect(cookieFrom(first)).toContain("session_token=");

    const again = await api(link);
    expect(again.status).toBe(302);
    expect(again.headers.get("Location")).toBe("/auth?verification=used");
  });

  it("sends an expired link and a broken one to /auth with the reason", async () => {
    const email = uniqueEmail("expired");
    await signUp(email);
    const expiredToken = await createEmailVerificationToken(LOCAL_SECRET, email, undefined, -60);
    const expired = await api(`/api/auth/verify-email?token=${expiredToken}&callbackURL=%2Fdashboard`);
    expect(expired.headers.get("Location")).toBe("/auth?verification=expired");

    const broken = await api("/api/auth/verify-email?token=not-a-token&callbackURL=%2Fdashboard");
    expect(broken.headers.get("Location")).toBe("/auth?verification=invalid");
  });
});
