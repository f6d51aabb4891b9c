import { Hono } from "hono";
import { SignUpSchema } from "../../core/auth-schemas";
import type { AppEnv } from "../context";
import { errorBody, validationError } from "../errors";

/**
 * better-auth answers its own routes; this wrapper checks the sign-up form with the
 * shared schema first and rewrites better-auth's errors into the one error shape.
 */
export const authRoutes = new Hono<AppEnv>()
  .post("/sign-up/email", async (c, next) => {
    const parsed = SignUpSchema.safeParse(await c.req.raw.clone().json());
    if (!parsed.success) throw validationError(parsed.error);
    await next();
  })
  .get("/verify-email", async (c) => explainVerificationLink(await c.var.app.auth.handler(c.req.raw)))
  .on(["GET", "POST"], "/*", async (c) => toErrorShape(await c.var.app.auth.handler(c.req.raw)));

/**
 * better-auth sends an expired or broken verification link to the callback page with an
 * error code, and an already used one there without a session: the dashboard would then
 * bounce to /auth with no word. Such links land on /auth saying what happened instead.
 */
async function explainVerificationLink(response: Response): Promise<Response> {
  const location = response.headers.get("Location");
  if (response.status < 300 || response.status >= 400 || !location) return toErrorShape(response);
  const error = new URL(location, "http://callback").searchParams.get("error");
  const signedIn = response.headers.getSetCookie().some((cookie) => cookie.includes("session_token="));
  const outcome = error === "TOKEN_EXPIRED" ? "expired" : error ? "invalid" : signedIn ? null : "used";
  if (!outcome) return response;
  return new Response(null, { status: 302, headers: { Location: `/auth?verification=${outcome}` } });
}

async function toErrorShape(response: Response): Promise<Response> {
  const isJsonError = response.status >= 400 && response.headers.get("Content-Type")?.includes("application/json");
  if (!isJsonError) return response;
  const body = (await response.json().catch(() => ({}))) as { code?: string; message?: string };
  const headers = new Headers(response.headers);
  headers.delete("Content-Length");
  return new Response(
    JSON.stringify(errorBody(body.code ?? "auth_error", body.message ?? "Something went wrong. Please try again.")),
    { status: response.status, headers },
  );
}
