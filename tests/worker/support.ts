import { env, exports } from "cloudflare:workers";
import { desc, eq } from "drizzle-orm";
import { vi } from "vitest";
import { holidayOn } from "#core/holidays";
import { businessToday } from "#core/time-slots";
import { createAppContext } from "#worker/context";
import { createDb } from "#worker/db/client";
import { emails } from "#worker/db/schema";
import type { Settings } from "#worker/env";
import { statusOf } from "#worker/errors";
import { serviceContext, type ServiceContext, type SessionUser, type SignedInContext } from "#worker/services/context";
import type { Mailer } from "#worker/services/email";
import { DomainError } from "#worker/services/errors";

export const ORIGIN = "http://localhost:5173";
/**
 * The app's clock as the worker under test reads it (worker/clock.ts): the isolate's Date,
 * which LOCAL_CLOCK_AT pins to an instant (setup.ts), the machine's otherwise.
 */
export const appNow = createAppContext(env).now;
export const db = createDb(env.DB);
/** The worker under test (worker/api.ts). */
export const worker = (exports as unknown as { default: Fetcher }).default;

/**
 * Runs `requests` with the clock stopped: concurrent requests then read one instant, as two
 * presses handled by one isolate may, so a race is not told apart by its times.
 */
export async function atOneInstant<T>(requests: () => Promise<T>): Promise<T> {
  vi.useFakeTimers({ toFake: ["Date"], now: Date.now() });
  try {
    return await requests();
  } finally {
    vi.useRealTimers();
  }
}

let counter = 0;
/** A unique address per call: storage is shared by the tests of one file. */
export function uniqueEmail(prefix = "guest"): string {
  counter += 1;
  return `${prefix}-${Date.now()}-${counter}@example.com`;
}

/** A unique client address per call, so better-auth's rate limit counts each test apart. */
export function uniqueIp(): string {
  counter += 1;
  return `203.0.113.${counter % 250}`;
}

export function api(path: string, init: RequestInit & { json?: unknown; cookie?: string; ip?: string } = {}) {
  const headers = new Headers(init.headers);
  headers.set("Origin", ORIGIN);
  headers.set("cf-connecting-ip", init.ip ?? uniqueIp());
  if (init.cookie) headers.set("Cookie", init.cookie);
  let body = init.body;
  if (init.json !== undefined) {
    headers.set("Content-Type", "application/json");
    body = JSON.stringify(init.json);
  }
  return worker.fetch(`${ORIGIN}${path}`, { ...init, headers, body, redirect: "manual" });
}

/** The cookie header a browser would send back after this response. */
export function cookieFrom(response: Response): string {
  return response.headers
    .getSetCookie()
    .map((cookie) => cookie.split(";")[0])
    .join("; ");
}

export async function latestEmailTo(to: string) {
  const [record] = await db.select().from(emails).where(eq(emails.to, to)).orderBy(desc(emails.createdAt)).limit(1);
  return record;
}

export function firstLink(html: string, contains: string): string {
  const link = [...html.matchAll(/href="([^"]+)"/g)]
    .map((match) => match[1]!.replace(/&amp;/g, "&"))
    .find((href) => href.includes(contains));
  if (!link) throw new Error(`No link containing ${contains}`);
  return link;
}

export interface Account {
  email: string;
  password: string;
  cookie: string;
}

interface TestContextOptions {
  /** Fixes the clock; the app's (appNow) otherwise. */
  now?: Date;
  settings?: Partial<Settings>;
  mailer?: Mailer;
}

/** The one who acts: id and email are what services read; the rest has plain defaults. */
type TestUser = Pick<SessionUser, "id" | "email"> & Partial<SessionUser>;

/**
 * The context a route gives the services, built from the test worker's settings (local
 * mailbox, capacity 2), with the time, the signed-in user, settings or mailer a test needs.
 */
export function testContext(options: TestContextOptions & { user: TestUser }): SignedInContext;
export function testContext(options?: TestContextOptions): ServiceContext;
export function testContext(options: TestContextOptions & { user?: TestUser } = {}): ServiceContext {
  const app = createAppContext(env);
  const user = options.user
    ? { firstName: "", lastName: "", emailVerified: true, isAdmin: false, locale: "en" as const, ...options.user }
    : null;
  const now = options.now;
  return serviceContext(
    { settings: { ...app.settings, ...options.settings }, db, mailer: options.mailer ?? app.mailer, now: app.now },
    user,
    now ? () => now : undefined,
  );
}

/** A service's refusal as the API would answer it: onError's status, and the error's code, message and fields. */
export function asAnswer(error: unknown) {
  if (!(error instanceof DomainError)) throw error;
  return { status: statusOf(error), code: error.code, message: error.message, fields: error.fields };
}

export const ADMIN_EMAIL = "owner@example.com";
let admin: Promise<Account> | undefined;
/**
 * The admin listed in ADMIN_EMAILS, created once per test file (storage is per file). An
 * admin address gets a choose-your-password link at sign-up, never a verification link.
 */
export function adminAccount(): Promise<Account> {
  admin ??= (async () => {
    const signUp = await api("/api/auth/sign-up/email", {
      method: "POST",
      json: { email: ADMIN_EMAIL, password: "ignored for admins", name: "Owner Team", firstName: "Owner", lastName: "Team" },
    });
    if (signUp.status !== 200) throw new Error(`admin sign-up failed: ${signUp.status} ${await signUp.text()}`);
    const password = "owner password 2026";
    await setPasswordFromEmail(ADMIN_EMAIL, password);
    const signIn = await api("/api/auth/sign-in/email", { method: "POST", json: { email: ADMIN_EMAIL, password } });
    if (signIn.status !== 200) throw new Error(`admin sign-in failed: ${signIn.status} ${await signIn.text()}`);
    return { email: ADMIN_EMAIL, password, cookie: cookieFrom(signIn) };
  })();
  return admin;
}

/** Follows the latest reset link emailed to `email` and sets `password` with it. */
export async function setPasswordFromEmail(email: string, password: string): Promise<Response> {
  const message = await latestEmailTo(email);
  if (message?.kind !== "reset-password") throw new Error(`No reset link was emailed to ${email}`);
  const link = new URL(firstLink(message.html, "/api/auth/reset-password/"));
  const landing = await api(`${link.pathname}${link.search}`);
  const token = new URL(landing.headers.get("Location") ?? "", ORIGIN).searchParams.get("token");
  if (!token) throw new Error(`The reset link did not lead to a token: ${landing.headers.get("Location")}`);
  return api("/api/auth/reset-password", { method: "POST", json: { newPassword: password, token } });
}

/** Signs up, follows the emailed verification link and returns the signed-in cookie. */
export async function verifiedAccount(email = uniqueEmail()): Promise<Account> {
  const password = "correct horse battery";
  const signUp = await api("/api/auth/sign-up/email", {
    method: "POST",
    json: { email, password, name: "Ana Rivera", firstName: "Ana", lastName: "Rivera", callbackURL: "/dashboard" },
  });
  if (signUp.status !== 200) throw new Error(`sign-up failed: ${signUp.status} ${await signUp.text()}`);
  const verification = await latestEmailTo(email);
  const link = new URL(firstLink(verification!.html, "/api/auth/verify-email"));
  const verified = await api(`${link.pathname}${link.search}`);
  return { email, password, cookie: cookieFrom(verified) };
}

let dayOffset = 21;
/**
 * A distinct bookable date per call: from three weeks ahead on, well inside the booking
 * horizon whatever today is, so the tests of one file never share a slot; never a holiday. Weekdays only on
 * request, for times that weekend hours do not offer.
 */
export function futureDate(options: { weekday?: boolean } = {}): string {
  const [year, month, day] = businessToday(appNow()).split("-").map(Number) as [number, number, number];
  const dateAt = (offset: number) => new Date(Date.UTC(year, month - 1, day + offset));
  const isWeekend = () => [0, 6].includes(dateAt(dayOffset).getUTCDay());
  const isHoliday = () => holidayOn(dateAt(dayOffset).toISOString().slice(0, 10)) !== null;
  dayOffset += 1;
  while ((options.weekday && isWeekend()) || isHoliday()) dayOffset += 1;
  return dateAt(dayOffset).toISOString().slice(0, 10);
}

/** A phone number of its own per call: the first-time offer is once per phone number. */
export function uniquePhone(): string {
  counter += 1;
  const digits = String(counter % 100_000).padStart(5, "0");
  return `(305) 55${digits.slice(0, 1)}-${digits.slice(1)}`;
}

/** An apartment of its own per call, in one Brickell building: the first-time offer is once per street address and unit. */
export function uniqueAddress(): string {
  counter += 1;
  return `1200 Brickell Bay Dr, Apt ${counter}, Miami, FL 33131`;
}

/**
 * A valid booking request from a guest, on a distinct date per call, from a person of its
 * own (email, phone and apartment), so that each one's first home cleaning has the offer.
 */
export function bookingBody(overrides: Record<string, unknown> = {}) {
  return {
    service_id: "regular-cleaning",
    // A weekday: a regular cleaning holds its crew 3 hours, longer than some weekend afternoons stay open.
    appointment_date: futureDate({ weekday: true }),
    appointment_time: "10:00 AM",
    customer_name: "Gloria Estrada",
    customer_email: uniqueEmail("booker"),
    customer_phone: uniquePhone(),
    service_address: uniqueAddress(),
    special_notes: "Concierge has the key.",
    ...overrides,
  };
}

/** POST /api/bookings with exactly `body`, under `key` (a new one unless given), as a guest or signed in with `cookie`. */
export function sendBooking(body: Record<string, unknown>, key: string = crypto.randomUUID(), cookie?: string) {
  return api("/api/bookings", { method: "POST", headers: { "Idempotency-Key": key }, json: body, cookie });
}

/** POST /api/bookings with a valid body changed by `overrides`, its own key, as a guest or signed in with `cookie`. */
export function postBooking(overrides: Record<string, unknown> = {}, cookie?: string) {
  return sendBooking(bookingBody(overrides), undefined, cookie);
}

/** A body of `total` bytes sent in chunks as it is read, with no Content-Length; counts what was read. */
export function chunkedBody(total: number) {
  const read = { bytes: 0 };
  const stream = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (read.bytes >= total) return controller.close();
      const chunk = new Uint8Array(64 * 1024).fill(0x20);
      read.bytes += chunk.byteLength;
      controller.enqueue(chunk);
    },
  });
  return { stream, read };
}
