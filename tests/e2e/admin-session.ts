import { spawnSync } from "node:child_process";
import { readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { BrowserContext, Cookie } from "playwright-core";
import { BASE_URL, clientAddress, linkEmailed, uniqueEmail } from "./support";

/** In ADMIN_EMAILS for the browser tests (scripts/e2e.mjs). */
export const ADMIN_EMAIL = "owner@example.com";
/** Every account these helpers make has this password; the owner chooses it from the mailbox. */
export const PASSWORD = "admin console 2026";

/**
 * Signs the browser context in, creating the account through the mailbox if it is new, as
 * a person would: a customer follows the verification link; the owner's sign-up password
 * is discarded, so the owner chooses it from the "Choose your password" email.
 */
export async function signIn(context: BrowserContext, email: string): Promise<void> {
  // A client address of its own, so the sign-in limit per address counts this test apart.
  const headers = { Origin: BASE_URL, "CF-Connecting-IP": clientAddress() };
  const signInRequest = () => context.request.post("/api/auth/sign-in/email", { headers, data: { email, password: PASSWORD } });
  if (!(await signInRequest()).ok()) {
    const signUp = await context.request.post("/api/auth/sign-up/email", {
      headers,
      data: { email, password: PASSWORD, name: "Team Member", firstName: "Team", lastName: "Member", callbackURL: "/dashboard" },
    });
    if (!signUp.ok()) throw new Error(`Sign-up as ${email} failed: ${signUp.status()}`);
    if (email === ADMIN_EMAIL) {
      await choosePassword(context, await linkEmailed(email, "reset-password", "/api/auth/reset-password/"));
      if (!(await signInRequest()).ok()) throw new Error(`Sign-in as ${email} failed after choosing the password`);
    } else {
      await context.request.get(await linkEmailed(email, "verify-email", "/api/auth/verify-email"));
    }
  }
  const me = (await (await context.request.get("/api/me")).json()) as { user: { email: string } | null };
  if (me.user?.email !== email) throw new Error(`Not signed in as ${email}`);
}

/** Follows an emailed password link to its token and sets PASSWORD with it, as /reset-password does. */
async function choosePassword(context: BrowserContext, link: string): Promise<void> {
  const landing = await context.request.get(link, { maxRedirects: 0 });
  const token = new URL(landing.headers().location ?? "", BASE_URL).searchParams.get("token");
  if (!token) throw new Error(`The password link did not lead to a token: ${landing.headers().location}`);
  const chosen = await context.request.post("/api/auth/reset-password", {
    headers: { Origin: BASE_URL },
    data: { newPassword: PASSWORD, token },
  });
  if (!chosen.ok()) throw new Error(`Choosing the password failed: ${chosen.status()}`);
}

/**
 * The owner's session, kept for the spec file's other tests: a real owner stays signed in,
 * and the owner's address may sign in only 10 times in 15 minutes, which a whole run of the
 * browser tests would pass if each test signed in anew.
 */
let ownerSession: Cookie[] | undefined;
/**
 * The owner's session is also kept in a file for the run's other spec files (each has its own
 * module state): nine files sign the owner in, and a quick run brought them past that limit.
 * A session left by an earlier run is refused by its fresh database and made again.
 */
const OWNER_SESSION_FILE = join(tmpdir(), `sfl-e2e-owner-session-${new URL(BASE_URL).port}.json`);

export async function signInAsAdmin(context: BrowserContext): Promise<void> {
  ownerSession ??= keptOwnerSession();
  if (ownerSession) {
    await context.addCookies(ownerSession);
    const me = (await (await context.request.get("/api/me")).json()) as { user: { email: string } | null };
    if (me.user?.email === ADMIN_EMAIL) return;
    await context.clearCookies();
  }
  await signIn(context, ADMIN_EMAIL);
  ownerSession = await context.cookies();
  writeFileSync(OWNER_SESSION_FILE, JSON.stringify(ownerSession));
}

function keptOwnerSession(): Cookie[] | undefined {
  try {
    return JSON.parse(readFileSync(OWNER_SESSION_FILE, "utf8")) as Cookie[];
  } catch {
    return undefined;
  }
}
export const signInAsCustomer = (context: BrowserContext) => signIn(context, uniqueEmail("customer"));

export async function createBooking(body: Record<string, unknown>): Promise<{ reference: string; customer_email: string }> {
  const response = await fetch(`${BASE_URL}/api/bookings`, {
    method: "POST",
    headers: { "Content-Type": "application/json", "Idempotency-Key": crypto.randomUUID(), "CF-Connecting-IP": clientAddress() },
    body: JSON.stringify({ customer_phone: "(305) 555-0123", service_address: "500 Brickell Key Dr, Apt 910, Miami, FL", ...body }),
  });
  if (response.status !== 201) throw new Error(`Booking failed: ${response.status} ${await response.text()}`);
  return ((await response.json()) as { booking: { reference: string; customer_email: string } }).booking;
}

/**
 * Runs SQL on the running server's local D1. Used only to stage what these tests cannot
 * drive: a failed email (with no email provider configured, none ever fails) and a
 * subscription (written only by Stripe's webhooks).
 */
export function runSql(command: string): void {
  const stateDir = process.env.E2E_STATE_DIR;
  if (!stateDir) throw new Error("E2E_STATE_DIR is not set: run the browser tests with `npm run test:e2e`.");
  const result = spawnSync(
    "wrangler",
    ["d1", "execute", "DB", "--local", "--persist-to", stateDir, "--config", "wrangler.toml", "--command", command],
    {
      encoding: "utf8",
      env: { ...process.env, WRANGLER_SEND_METRICS: "false", CLOUDFLARE_CF_FETCH_ENABLED: "false" },
    },
  );
  if (result.status !== 0) throw new Error(`wrangler d1 execute failed:\n${result.stdout}\n${result.stderr}`);
}
