import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { EXPIRED_LINK_MESSAGE, SIGN_IN_REFUSED_CODE, SIGN_IN_REFUSED_MESSAGE } from "#core/auth-schemas";
import { emails, rateLimits, users, verifications } from "#worker/db/schema";
import {
  ADMIN_EMAIL,
  api,
  cookieFrom,
  db,
  firstLink,
  latestEmailTo,
  ORIGIN,
  setPasswordFromEmail,
  uniqueEmail,
  verifiedAccount,
} from "./support";

function signUp(email: string, password: string, firstName = "Maya", lastName = "Lopez", ip?: string) {
  return api("/api/auth/sign-up/email", {
    method: "POST",
    ip,
    json: { email, password, name: `${firstName} ${lastName}`, firstName, lastName, callbackURL: "/dashboard" },
  });
}

function signIn(email: string, password: string, ip?: string) {
  return api("/api/auth/sign-in/email", { method: "POST", ip, json: { email, password } });
}

function forgotPassword(email: string, ip?: string) {
  return api("/api/auth/request-password-reset", { method: "POST", ip, json: { email } });
}

async function verificationLinkIn(email: { html: string } | undefined) {
  const link = new URL(firstLink(email!.html, "/api/auth/verify-email"));
  return `${link.pathname}${link.search}`;
}

async function emailsTo(to: string) {
  return db.select().from(emails).where(eq(emails.to, to)).orderBy(emails.createdAt);
}

describe("sign-up takeover", () => {
  it("never lets a later sign-up replace a pending one: neither typed password works until the mailbox chooses one", async () => {
    const email = uniqueEmail("squat");
    const first = await signUp(email, "attacker password", "Mallory", "Squatter");
    const attackersLink = await verificationLinkIn(await latestEmailTo(email));
    const second = await signUp(email, "owner password", "Olivia", "Owner");
    // The second sign-up is answered as the first (nothing to learn about the address) but creates nothing.
    expect([first.status, second.status]).toEqual([200, 200]);
    const accountsOf = () => db.select().from(users).where(eq(users.email, email));
    expect(await accountsOf()).toHaveLength(1);
    expect((await emailsTo(email)).map((sent) => [sent.kind, sent.subject])).toEqual([
      ["verify-email", expect.any(String)],
      ["reset-password", "Choose your password"],
    ]);
    expect((await signIn(email, "attacker password")).status).toBe(401);

    // Whoever opens a verification link proves the mailbox and is signed in there; no typed password works yet.
    const confirmed = await api(attackersLink);
    expect(confirmed.headers.get("Location")).toBe("/dashboard");
    expect((await signIn(email, "attacker password")).status).toBe(401);
    expect((await signIn(email, "owner password")).status).toBe(401);
    // A new link asked for afterwards ends the same way.
    expect((await api("/api/auth/send-verification-email", { method: "POST", json: { email } })).status).toBe(200);
    expect((await signIn(email, "attacker password")).status).toBe(401);

    expect((await setPasswordFromEmail(email, "the owner's own password")).status).toBe(200);
    expect((await signIn(email, "the owner's own password")).status).toBe(200);
    expect((await signIn(email, "attacker password")).status).toBe(401);
    expect(await accountsOf()).toMatchObject([{ emailVerified: true }]);
  });

  it("keeps the first sign-up's link and password bound together while no other sign-up names the address", async () => {
    const email = uniqueEmail("alone");
    await signUp(email, "first password", "Olivia", "Owner");
    const confirmed = await api(await verificationLinkIn(await latestEmailTo(email)));
    expect(confirmed.headers.get("Location")).toBe("/dashboard");
    expect((await signIn(email, "first password")).status).toBe(200);
    // A sign-up for the confirmed address changes nothing and mails nothing.
    expect((await signUp(email, "another password", "Mallory", "Squatter")).status).toBe(200);
    expect((await signIn(email, "another password")).status).toBe(401);
    expect((await signIn(email, "first password")).status).toBe(200);
    expect((await emailsTo(email)).map((sent) => sent.kind)).toEqual(["verify-email"]);
  });

  it("lets the owner of an unconfirmed account take it back with 'Forgot password?', which also confirms it", async () => {
    const email = uniqueEmail("reclaim");
    await signUp(email, "attacker password");
    expect((await forgotPassword(email)).status).toBe(200);
    const reset = await setPasswordFromEmail(email, "owner password");
    expect(reset.status).toBe(200);
    expect((await latestEmailTo(email))?.subject).toBe("Choose your password");
    expect((await signIn(email, "attacker password")).status).toBe(401);
    expect((await signIn(email, "owner password")).status).toBe(200);
  });

  it("never lets a sign-up choose the password of an address in ADMIN_EMAILS", async () => {
    expect((await signUp(ADMIN_EMAIL, "attacker password", "Mallory", "Squatter")).status).toBe(200);
    // The owner is mailed a link to choose the password, not a link that would confirm the attacker's.
    const sent = await emailsTo(ADMIN_EMAIL);
    expect(sent.map((email) => email.kind)).toEqual(["reset-password"]);
    expect(sent[0]!.subject).toBe("Choose your password");
    expect((await signIn(ADMIN_EMAIL, "attacker password")).status).toBe(401);
    expect((await api("/api/auth/send-verification-email", { method: "POST", json: { email: ADMIN_EMAIL } })).status).toBe(200);
    expect((await emailsTo(ADMIN_EMAIL)).map((email) => email.kind)).toEqual(["reset-password", "reset-password"]);

    expect((await setPasswordFromEmail(ADMIN_EMAIL, "the owner's password")).status).toBe(200);
    expect((await signIn(ADMIN_EMAIL, "attacker password")).status).toBe(401);
    const owner = await signIn(ADMIN_EMAIL, "the owner's password");
    expect(owner.status).toBe(200);
    const me = (await (await api("/api/me", { cookie: cookieFrom(owner) })).json()) as { user: { isAdmin: boolean } };
    expect(me.user.isAdmin).toBe(true);
  });
});

describe("password reset by email", () => {
  it("sends a link that sets a new password once, signs out every session and answers the same for unknown addresses", async () => {
    const account = await verifiedAccount(uniqueEmail("forgot"));
    const requested = await forgotPassword(account.email);
    expect(requested.status).toBe(200);
    const unknown = await forgotPassword(uniqueEmail("nobody"));
    expect(unknown.status).toBe(200);
    expect(await unknown.json()).toEqual(await requested.json());

    const message = await latestEmailTo(account.email);
    expect(message).toMatchObject({ kind: "reset-password", subject: "Reset your password" });
    const link = new URL(firstLink(message!.html, "/api/auth/reset-password/"));
    expect(link.origin).toBe(ORIGIN);
    const landing = await api(`${link.pathname}${link.search}`);
    expect(landing.status).toBe(302);
    const page = new URL(landing.headers.get("Location")!, ORIGIN);
    expect(page.pathname).toBe("/reset-password");
    const token = page.searchParams.get("token")!;

    const tooShort = await api("/api/auth/reset-password", { method: "POST", json: { newPassword: "short", token } });
    expect(tooShort.status).toBe(400);
    expect(await tooShort.json()).toMatchObject({
      error: { code: "invalid_input", fields: { newPassword: "Password must be at least 8 characters." } },
    });

    const reset = await api("/api/auth/reset-password", { method: "POST", json: { newPassword: "a brand new password", token } });
    expect(reset.status).toBe(200);
    expect(await (await api("/api/me", { cookie: account.cookie })).json()).toEqual({ user: null });
    expect((await signIn(account.email, account.password)).status).toBe(401);
    expect((await signIn(account.email, "a brand new password")).status).toBe(200);

    const reused = await api(`${link.pathname}${link.search}`);
    expect(reused.headers.get("Location")).toBe(`${ORIGIN}/reset-password?error=INVALID_TOKEN`);
    const again = await api("/api/auth/reset-password", { method: "POST", json: { newPassword: "yet another password", token } });
    expect(again.status).toBe(400);
    expect(await again.json()).toEqual({ error: { code: "INVALID_TOKEN", message: EXPIRED_LINK_MESSAGE } });
  });

  it("keeps only the newest link working: asking again voids the earlier ones", async () => {
    const account = await verifiedAccount(uniqueEmail("twice"));
    const linkIn = async () => new URL(firstLink((await latestEmailTo(account.email))!.html, "/api/auth/reset-password/"));
    await forgotPassword(account.email);
    const earlier = await linkIn();
    await forgotPassword(account.email);
    const newest = await linkIn();
    expect(newest.pathname).not.toBe(earlier.pathname);

    const voided = await api(`${earlier.pathname}${earlier.search}`);
    expect(voided.headers.get("Location")).toBe(`${ORIGIN}/reset-password?error=INVALID_TOKEN`);
    const earlierToken = earlier.pathname.split("/").at(-1)!;
    const refused = await api("/api/auth/reset-password", {
      method: "POST",
      json: { newPassword: "an earlier choice", token: earlierToken },
    });
    expect(refused.status).toBe(400);
    expect((await setPasswordFromEmail(account.email, "the newest choice")).status).toBe(200);
    expect((await signIn(account.email, "the newest choice")).status).toBe(200);
  });

  it("refuses a link after an hour", async () => {
    const account = await verifiedAccount(uniqueEmail("slow"));
    await forgotPassword(account.email);
    const link = new URL(firstLink((await latestEmailTo(account.email))!.html, "/api/auth/reset-password/"));
    const token = link.pathname.split("/").at(-1)!;
    await db
      .update(verifications)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(verifications.identifier, `reset-password:${token}`));
    const landing = await api(`${link.pathname}${link.search}`);
    expect(landing.headers.get("Location")).toBe(`${ORIGIN}/reset-password?error=INVALID_TOKEN`);
    expect((await signIn(account.email, account.password)).status).toBe(200);
  });
});

describe("what a stranger can learn", () => {
  it("gets the same sign-up and sign-in answers for a new address and for an existing account", async () => {
    const existing = await verifiedAccount(uniqueEmail("known"));
    const fresh = uniqueEmail("fresh");
    const probe = "probe password 1";

    const [newSignUp, existingSignUp] = [await signUp(fresh, probe), await signUp(existing.email, probe)];
    expect(newSignUp.status).toBe(existingSignUp.status);
    const shape = (body: { user: Record<string, unknown> }) => Object.keys(body.user).sort();
    expect(shape(await newSignUp.json())).toEqual(shape(await existingSignUp.json()));

    const [newSignIn, existingSignIn] = [await signIn(fresh, probe), await signIn(existing.email, probe)];
    expect(newSignIn.status).toBe(401);
    expect(existingSignIn.status).toBe(401);
    const body = { error: { code: SIGN_IN_REFUSED_CODE, message: SIGN_IN_REFUSED_MESSAGE } };
    expect(await newSignIn.json()).toEqual(body);
    expect(await existingSignIn.json()).toEqual(body);
  });
});

/** better-auth's own per-minute limit per client (stored in its table) starts a new window. */
async function aMinutePasses() {
  await db.delete(rateLimits);
}

describe("limits", () => {
  it("limits the emails one client can ask for one address, whether or not it has an account", async () => {
    for (const email of [uniqueEmail("flooded"), (await verifiedAccount(uniqueEmail("flooded-known"))).email]) {
      const statuses: number[] = [];
      for (let attempt = 0; attempt < 6; attempt += 1) {
        await aMinutePasses();
        const resend = await api("/api/auth/send-verification-email", { method: "POST", ip: "198.51.100.20", json: { email } });
        statuses.push(resend.status);
      }
      expect(statuses, email).toEqual([200, 200, 200, 200, 200, 429]);
      await aMinutePasses();
      const refused = await forgotPassword(email, "198.51.100.20");
      expect(refused.status).toBe(429);
      expect(await refused.json()).toMatchObject({ error: { code: "rate_limited" } });
    }
    // better-auth holds each resend answer for 500 ms so its timing tells nothing either.
  }, 20_000);

  it("lets strangers spend only their own allowance: the owner can still sign up and reset from her own connection", async () => {
    const email = uniqueEmail("targeted");
    for (const stranger of ["203.0.113.201", "203.0.113.202", "203.0.113.203", "2001:db8:77::1"]) {
      for (let attempt = 0; attempt < 3; attempt += 1) expect((await forgotPassword(email, stranger)).status).toBe(200);
    }
    expect((await signUp(email, "owner password", "Olivia", "Owner", "198.51.100.99")).status).toBe(200);
    expect((await latestEmailTo(email))?.kind).toBe("verify-email");
    expect((await forgotPassword(email, "198.51.100.99")).status).toBe(200);
  }, 20_000);

  it("caps what one mailbox receives in an hour from any number of networks, answering the same", async () => {
    const account = await verifiedAccount(uniqueEmail("mailbox"));
    const answers: number[] = [];
    for (let network = 1; network <= 12; network += 1) answers.push((await forgotPassword(account.email, `2001:db8:${network}::1`)).status);
    expect(answers).toEqual(Array(12).fill(200));
    // The sign-up's verification email and nine links: ten in the hour.
    expect(await emailsTo(account.email)).toHaveLength(10);
    // The requests past the cap sent nothing, so they void nothing: the last link sent still works.
    expect((await setPasswordFromEmail(account.email, "chosen from the last link")).status).toBe(200);
  }, 30_000);

  it("limits sign-in attempts per account from every network together", async () => {
    const account = await verifiedAccount();
    const statuses: number[] = [];
    for (let network = 1; network <= 11; network += 1) {
      statuses.push((await signIn(account.email, "a guess", `2001:db8:a${network}::1`)).status);
    }
    expect(statuses).toEqual([...Array(10).fill(401), 429]);
    expect(await (await signIn(account.email, account.password, "198.51.100.50")).json()).toMatchObject({
      error: { code: "rate_limited" },
    });
    // Another account is not affected.
    const other = await verifiedAccount();
    expect((await signIn(other.email, other.password, "2001:db8:a1::1")).status).toBe(200);
  }, 30_000);

  it("counts sign-in attempts from one IPv6 /64 together", async () => {
    const account = await verifiedAccount();
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 6; attempt += 1) {
      statuses.push((await signIn(account.email, "wrong password", `2001:db8:5:6:${attempt + 1}::1`)).status);
    }
    expect(statuses).toEqual([401, 401, 401, 401, 401, 429]);
  });
});

describe("the name stored at sign-up", () => {
  it("is built from the checked first and last names: a name sent beside them is bounded and never stored", async () => {
    const huge = await api("/api/auth/sign-up/email", {
      method: "POST",
      json: { email: uniqueEmail("long"), password: "long enough", firstName: "Ana", lastName: "Diaz", name: "x".repeat(30_003) },
    });
    expect(huge.status).toBe(400);
    const email = uniqueEmail("named");
    await api("/api/auth/sign-up/email", {
      method: "POST",
      json: { email, password: "long enough", firstName: " Olivia ", lastName: "Owner", name: "Somebody Else" },
    });
    expect(await db.select({ name: users.name }).from(users).where(eq(users.email, email))).toEqual([{ name: "Olivia Owner" }]);
  });
});

describe("answers that were 500 or empty", () => {
  it("answers an empty sign-up body with 400 and the fields it needs", async () => {
    const response = await api("/api/auth/sign-up/email", { method: "POST", headers: { "Content-Type": "application/json" } });
    expect(response.status).toBe(400);
    const { error } = (await response.json()) as { error: { code: string; fields: Record<string, string> } };
    expect(error.code).toBe("invalid_input");
    expect(Object.keys(error.fields).sort()).toEqual(["email", "firstName", "lastName", "password"]);
  });

  it("answers unknown auth paths with 404 in the one error shape", async () => {
    for (const method of ["GET", "POST"]) {
      const response = await api("/api/auth/no-such-thing", { method, ...(method === "POST" ? { json: {} } : {}) });
      expect(response.status).toBe(404);
      expect(await response.json()).toEqual({ error: { code: "not_found", message: "There is nothing at this address." } });
    }
  });
});

describe("read-only profile", () => {
  it("refuses to change the names of a signed-in customer", async () => {
    const account = await verifiedAccount(uniqueEmail("profile"));
    const response = await api("/api/auth/update-user", {
      method: "POST",
      cookie: account.cookie,
      json: { firstName: "<img src=x onerror=alert(1)>", lastName: "x".repeat(20_000), name: "Changed" },
    });
    expect(response.status).toBe(403);
    expect(await response.json()).toMatchObject({ error: { code: "profile_read_only" } });
    const [row] = await db.select().from(users).where(eq(users.email, account.email));
    expect(row).toMatchObject({ firstName: "Ana", lastName: "Rivera", name: "Ana Rivera" });
  });
});
