import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import type { Auth } from "#worker/auth";
import { type AppContext, createAppContext } from "#worker/context";
import { currentUser } from "#worker/middleware/session";
import { verifiedAccount } from "./support";

/** A copy of the test worker's bindings: its own key for what is kept per environment object. */
const freshBindings = () => ({ ...env }) as Env;

describe("what the requests of one isolate share", () => {
  it("hands later requests the better-auth built before, but only once its context has settled", async () => {
    const bindings = freshBindings();
    const first = createAppContext(bindings).auth;
    // Its context has not settled yet: a request arriving now builds its own rather than wait on another's promise.
    const meanwhile = createAppContext(bindings).auth;
    expect(meanwhile).not.toBe(first);
    await Promise.all([first.$context, meanwhile.$context]);
    expect(createAppContext(bindings).auth).toBe(first);
    expect(createAppContext(bindings).auth).toBe(first);
    // Other bindings (other settings, another database) get their own.
    expect(createAppContext(freshBindings()).auth).not.toBe(first);
  });

  it("reads sessions through the kept better-auth, request after request", async () => {
    const bindings = freshBindings();
    const account = await verifiedAccount();
    await createAppContext(bindings).auth.$context;
    const headers = new Headers({ cookie: account.cookie });
    const users = await Promise.all(Array.from({ length: 5 }, () => currentUser(createAppContext(bindings), headers)));
    expect(users.map((user) => user?.email)).toEqual(Array.from({ length: 5 }, () => account.email));
  });

  it("answers a request without a session cookie with no user, without building better-auth", async () => {
    const app = createAppContext(freshBindings());
    const withoutAuth: AppContext = {
      settings: app.settings,
      db: app.db,
      mailer: app.mailer,
      now: app.now,
      replica: app.db,
      get auth(): Auth {
        throw new Error("better-auth was asked for");
      },
    };
    expect(await currentUser(withoutAuth, new Headers())).toBeNull();
    expect(await currentUser(withoutAuth, new Headers({ cookie: "theme=dark" }))).toBeNull();
    // A session cookie, even an invalid one, is for better-auth to judge.
    await expect(currentUser(withoutAuth, new Headers({ cookie: "better-auth.session_token=forged" }))).rejects.toThrow(
      "better-auth was asked for",
    );
  });
});
