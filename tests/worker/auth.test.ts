import { describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { SIGN_IN_REFUSED_CODE, SIGN_IN_REFUSED_MESSAGE } from "#core/auth-schemas";
import { users } from "#worker/db/schema";
import { deliveredMessage } from "./outbox-wait";
import { adminAccount, api, cookieFrom, db, firstLink, latestEmailTo, uniqueEmail, verifiedAccount } from "./support";

const password = "correct horse battery";

function signUp(body: Record<string, unknown>) {
  return api("/api/auth/sign-up/email", { method: "POST", json: { callbackURL: "/dashboard", ...body } });
}

describe("accounts", () => {
  it("signs up, emails a verification link that signs in, then signs out", async () => {
    const email = uniqueEmail("flow");
    const created = await signUp({ email, password, name: "Maya Lopez", firstName: "Maya", lastName: "Lopez" });
    expect(created.status).toBe(200);

    const unverified = await api("/api/auth/sign-in/email", { method: "POST", json: { email, password } });
    expect(unverified.status).toBe(401);
    expect(await unverified.json()).toEqual({ error: { code: SIGN_IN_REFUSED_CODE, message: SIGN_IN_REFUSED_MESSAGE } });

    const message = await latestEmailTo(email);
    expect(message).toMatchObject({ kind: "verify-email", subject: "Confirm your email address" });
    // Delivered a moment later by the outbox queue's consumer, through the local mailbox.
    expect(await deliveredMessage(message!.id)).toMatchObject({ status: "sent", providerId: `local:${message!.id}` });
    expect(message!.text).toContain("Maya");
    const link = new URL(firstLink(message!.html, "/api/auth/verify-email"));

    const verified = await api(`${link.pathname}${link.search}`);
    expect(verified.status).toBe(302);
    expect(verified.headers.get("Location")).toContain("/dashboard");
    const verifiedCookie = cookieFrom(verified);
    const meAfterVerify = await api("/api/me", { cookie: verifiedCookie });
    expect(((await meAfterVerify.json()) as { user: unknown }).user).toMatchObject({
      email,
      firstName: "Maya",
      lastName: "Lopez",
      emailVerified: true,
    });

    const signedIn = await api("/api/auth/sign-in/email", { method: "POST", json: { email, password } });
    expect(signedIn.status).toBe(200);
    const cookie = cookieFrom(signedIn);
    expect(signedIn.headers.getSetCookie().join(";")).toMatch(/HttpOnly/i);

    const me = await api("/api/me", { cookie });
    expect(await me.json()).toEqual({
      user: expect.objectContaining({ email, firstName: "Maya", lastName: "Lopez", isAdmin: false }),
    });

    const signedOut = await api("/api/auth/sign-out", { method: "POST", json: {}, cookie });
    expect(signedOut.status).toBe(200);
    const afterSignOut = await api("/api/me", { cookie });
    expect(await afterSignOut.json()).toEqual({ user: null });
  });

  it("refuses a wrong password in the one error shape", async () => {
    const account = await verifiedAccount();
    const response = await api("/api/auth/sign-in/email", { method: "POST", json: { email: account.email, password: "wrong password" } });
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({ error: { code: SIGN_IN_REFUSED_CODE, message: SIGN_IN_REFUSED_MESSAGE } });
  });

  it("never creates a second account for an email, nor tells a stranger the email has one", async () => {
    const account = await verifiedAccount(uniqueEmail("dup"));
    const again = await signUp({ email: account.email, password: "another password", name: "X Y", firstName: "X", lastName: "Y" });
    // Same answer as a new sign-up, so the form cannot be used to find out who is a customer.
    expect(again.status).toBe(200);
    const rows = await db.select().from(users).where(eq(users.email, account.email));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ firstName: "Ana", lastName: "Rivera" });
    const withNewPassword = await api("/api/auth/sign-in/email", {
      method: "POST",
      json: { email: account.email, password: "another password" },
    });
    expect(withNewPassword.status).toBe(401);
    const withOwnPassword = await api("/api/auth/sign-in/email", {
      method: "POST",
      json: { email: account.email, password: account.password },
    });
    expect(withOwnPassword.status).toBe(200);
  });

  it("refuses an invalid email with a field error", async () => {
    const response = await signUp({ email: "not-an-email", password, name: "A B", firstName: "A", lastName: "B" });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({
      error: { code: "invalid_input", fields: { email: "Please enter a valid email address." } },
    });
  });

  it("requires first and last name", async () => {
    const response = await signUp({ email: uniqueEmail(), password, name: " ", firstName: " ", lastName: "" });
    expect(response.status).toBe(400);
    const { error } = (await response.json()) as { error: { fields: Record<string, string> } };
    expect(error.fields).toEqual({ firstName: "Please enter your first name.", lastName: "Please enter your last name." });
  });

  it("rate-limits repeated sign-in attempts from one client", async () => {
    const account = await verifiedAccount();
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 7; attempt += 1) {
      const response = await api("/api/auth/sign-in/email", {
        method: "POST",
        ip: "198.51.100.77",
        json: { email: account.email, password: "wrong password" },
      });
      statuses.push(response.status);
    }
    expect(statuses.slice(0, 5)).toEqual([401, 401, 401, 401, 401]);
    expect(statuses.at(-1)).toBe(429);
  });

  it("marks users listed in ADMIN_EMAILS as admins", async () => {
    const admin = await adminAccount();
    const me = await api("/api/me", { cookie: admin.cookie });
    expect(((await me.json()) as { user: unknown }).user).toMatchObject({ email: "owner@example.com", isAdmin: true });
  });
});
