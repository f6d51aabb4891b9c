import { getSessionCookie } from "better-auth/cookies";
import type { MiddlewareHandler } from "hono";
import { DEFAULT_LOCALE, isLocale } from "#core/i18n/locale";
import type { AppContext, AppEnv } from "../context";
import type { SessionUser } from "../services/context";
import { Forbidden, Unauthenticated } from "../services/errors";

export type { SessionUser };

/**
 * The signed-in user of this request, or null. Admin comes from ADMIN_EMAILS on every call.
 * A request without a session cookie (a guest's booking, availability) is answered without
 * better-auth, which could only find no session.
 */
export async function currentUser(app: AppContext, headers: Headers): Promise<SessionUser | null> {
  if (!getSessionCookie(headers)) return null;
  const { auth, settings } = app;
  const session = await auth.api.getSession({ headers });
  if (!session) return null;
  const user = session.user as typeof session.user & { firstName?: string; lastName?: string; locale?: string };
  return {
    id: user.id,
    email: user.email,
    firstName: user.firstName ?? "",
    lastName: user.lastName ?? "",
    emailVerified: user.emailVerified,
    isAdmin: settings.adminEmails.includes(user.email.toLowerCase()),
    locale: isLocale(user.locale) ? user.locale : DEFAULT_LOCALE,
  };
}

/** The env of a route behind requireUser or requireAdmin: the signed-in user is set. */
export type SignedInEnv = AppEnv & { Variables: AppEnv["Variables"] & { user: SessionUser } };

export const requireUser: MiddlewareHandler<SignedInEnv> = async (c, next) => {
  const user = await currentUser(c.var.app, c.req.raw.headers);
  if (!user) throw new Unauthenticated("unauthenticated", "Please sign in to continue.");
  c.set("user", user);
  await next();
};

export const requireAdmin: MiddlewareHandler<SignedInEnv> = async (c, next) => {
  const user = await currentUser(c.var.app, c.req.raw.headers);
  if (!user) throw new Unauthenticated("unauthenticated", "Please sign in to continue.");
  if (!user.isAdmin) throw new Forbidden("forbidden", "This page is for the business team only.");
  c.set("user", user);
  await next();
};
