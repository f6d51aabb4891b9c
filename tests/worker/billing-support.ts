import { env } from "cloudflare:workers";
import { eq } from "drizzle-orm";
import { app } from "#worker/app";
import { localEvent, signatureFor } from "#worker/billing/local-events";
import { checkouts } from "#worker/db/schema";
import { api, db, futureDate, ORIGIN, uniqueIp, verifiedAccount, worker, type Account } from "./support";

export const STRIPE_TEST_KEY = "sk_test_fake_key_for_tests";
export const STRIPE_TEST_WEBHOOK_SECRET = "whsec_test_fake_secret_for_tests";
/** The bindings with Stripe keys set: the worker then talks to Stripe's API (faked at fetch). */
export const stripeEnv = { ...env, STRIPE_SECRET_KEY: STRIPE_TEST_KEY, STRIPE_WEBHOOK_SECRET: STRIPE_TEST_WEBHOOK_SECRET };

export interface CapturedStripeRequest {
  method: string;
  path: string;
  params: URLSearchParams;
  authorization: string | null;
  idempotencyKey: string | null;
}

/** A responder's answer: Stripe's JSON body, or `{ status, body }` for an error status (a decline, an outage). */
export type StripeAnswer = unknown | { status: number; body: unknown };
type Responder = (request: CapturedStripeRequest) => StripeAnswer;

/** Whether "METHOD /v1/path" matches a responder's key, where `*` stands for one path segment (an id). */
function matchesKey(pattern: string, key: string): boolean {
  const [patternParts, keyParts] = [pattern.split("/"), key.split("/")];
  return patternParts.length === keyParts.length && patternParts.every((part, index) => part === "*" || part === keyParts[index]);
}

/**
 * Stripe's HTTP API as the SDK sees it through fetch: each request is captured (form
 * parameters decoded) and answered by the responder for "METHOD /v1/path", or else by the
 * first whose key matches it with a `*` segment for an id.
 */
export function fakeStripeApi(responders: Record<string, Responder>) {
  const requests: CapturedStripeRequest[] = [];
  const fetchImpl = (async (input: string | URL | Request, init?: RequestInit) => {
    const url = new URL(input instanceof Request ? input.url : String(input));
    const method = (init?.method ?? "GET").toUpperCase();
    const headers = new Headers(init?.headers);
    const params = method === "GET" || method === "DELETE" ? url.searchParams : new URLSearchParams(String(init?.body ?? ""));
    const captured = {
      method,
      path: url.pathname,
      params,
      authorization: headers.get("Authorization"),
      idempotencyKey: headers.get("Idempotency-Key"),
    };
    requests.push(captured);
    const key = `${method} ${url.pathname}`;
    const responder = responders[key] ?? Object.entries(responders).find(([pattern]) => matchesKey(pattern, key))?.[1];
    if (!responder)
      return Response.json({ error: { type: "invalid_request_error", message: `No fake for ${method} ${url.pathname}` } }, { status: 404 });
    const answer = responder(captured);
    const withStatus = answer !== null && typeof answer === "object" && "status" in answer && "body" in answer;
    // Stripe-Should-Retry: false keeps the SDK from retrying a faked error on its own.
    return Response.json(withStatus ? answer.body : answer, {
      status: withStatus ? (answer.status as number) : 200,
      headers: { "Request-Id": `req_${requests.length}`, "Stripe-Should-Retry": "false" },
    });
  }) as typeof fetch;
  return { requests, fetchImpl };
}

export function stripePrice(lookupKey: string, unitAmount: number, id = `price_${lookupKey}`) {
  return {
    id,
    object: "price",
    active: true,
    currency: "usd",
    lookup_key: lookupKey,
    unit_amount: unitAmount,
    recurring: { interval: "month", interval_count: 1 },
    type: "recurring",
  };
}

export function stripeList(data: unknown[]) {
  return { object: "list", data, has_more: false, url: "/v1/list" };
}

/** An app request with other bindings (e.g. Stripe keys), from the browser's origin. */
export function apiWith(
  bindings: object,
  path: string,
  init: { method?: string; json?: unknown; cookie?: string; headers?: Record<string, string> } = {},
) {
  const headers = new Headers(init.headers);
  headers.set("Origin", ORIGIN);
  headers.set("cf-connecting-ip", uniqueIp());
  if (init.cookie) headers.set("Cookie", init.cookie);
  if (init.json !== undefined) headers.set("Content-Type", "application/json");
  return app.request(
    `${ORIGIN}${path}`,
    { method: init.method ?? "GET", headers, body: init.json === undefined ? undefined : JSON.stringify(init.json) },
    bindings,
  );
}

export function checkoutBody(overrides: Record<string, unknown> = {}) {
  return {
    package: "2bed2bath",
    firstCleaning: { date: futureDate(), time: "10:00 AM" },
    name: "Marisol Vega",
    email: "marisol@example.com",
    phone: "(954) 555-0117",
    address: "401 E Las Olas Blvd, Apt 2207, Fort Lauderdale, FL 33301",
    notes: "Front desk has a key.",
    ...overrides,
  };
}

export interface Subscriber extends Account {
  userId: string;
}

export async function subscriberAccount(): Promise<Subscriber> {
  const account = await verifiedAccount();
  const me = (await (await api("/api/me", { cookie: account.cookie })).json()) as { user: { id: string } };
  return { ...account, userId: me.user.id };
}

/** Starts a checkout in local mode and returns its row (session id, booking id). */
export async function startLocalCheckout(account: Account, overrides: Record<string, unknown> = {}) {
  const response = await api("/api/subscription/checkout", { method: "POST", cookie: account.cookie, json: checkoutBody(overrides) });
  if (response.status !== 201) throw new Error(`checkout failed: ${response.status} ${await response.text()}`);
  const { session_id } = (await response.json()) as { session_id: string };
  const [checkout] = await db.select().from(checkouts).where(eq(checkouts.stripeSessionId, session_id));
  return checkout!;
}

/** A Stripe-shaped event, signed as Stripe would sign it. */
export async function signedEvent(type: string, object: object, options: { secret?: string; created?: Date; signedAt?: number } = {}) {
  const event = localEvent(type, object, options.created ?? new Date());
  const payload = JSON.stringify(event);
  const signature = await signatureFor(payload, options.secret ?? STRIPE_TEST_WEBHOOK_SECRET, options.signedAt);
  return { event, payload, signature };
}

/** Any body, signed with the webhook secret as Stripe signs its events. */
export async function signedBody(payload: string) {
  return { payload, signature: await signatureFor(payload, STRIPE_TEST_WEBHOOK_SECRET) };
}

/** A delivery to the webhook of a worker set up with Stripe's keys (in local mode the route takes nothing). */
export function postWebhook(payload: string, signature: string | null, bindings: object = stripeEnv) {
  const headers: Record<string, string> = { "Content-Type": "application/json" };
  if (signature) headers["Stripe-Signature"] = signature;
  return app.request(`${ORIGIN}/api/stripe/webhook`, { method: "POST", headers, body: payload }, bindings);
}

export async function subscriptionState(cookie: string) {
  const response = await api("/api/subscription", { cookie });
  return (await response.json()) as {
    subscribed: boolean;
    subscription_tier: string | null;
    subscription_end: string | null;
    status: string | null;
    cancel_at_period_end: boolean;
  };
}

/** A form post, as the local checkout's pages send them. */
export function postForm(path: string, cookie: string, fields: Record<string, string>, origin = ORIGIN) {
  return worker.fetch(`${ORIGIN}${path}`, {
    method: "POST",
    headers: { "Content-Type": "application/x-www-form-urlencoded", Cookie: cookie, Origin: origin },
    body: new URLSearchParams(fields).toString(),
    redirect: "manual",
  });
}

export const GOOD_CARD = { number: "4242 4242 4242 4242", expiry: "12 / 34", cvc: "123", name: "Marisol Vega" };

/** A subscriber who paid through the local test checkout. */
export async function paidSubscriber(): Promise<Subscriber> {
  const account = await subscriberAccount();
  const checkout = await startLocalCheckout(account);
  const paid = await postForm(`/dev/checkout/${checkout.stripeSessionId}/pay`, account.cookie, GOOD_CARD);
  if (paid.status !== 303) throw new Error(`local payment failed: ${paid.status}`);
  return account;
}
