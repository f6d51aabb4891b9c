import type { MiddlewareHandler } from "hono";
import type { StaffMemberRecord } from "../db/schema";
import { Forbidden, Unauthenticated } from "../services/errors";
import { activeStaffMember } from "../services/work/staff-access";
import { currentUser, type SignedInEnv } from "./session";

export type StaffEnv = SignedInEnv & { Variables: SignedInEnv["Variables"] & { staff: StaffMemberRecord } };

/**
 * The work portal's gate, on every request: a session, and an active staff row for its
 * user, read from D1 (never from anything the browser says). Someone invited who has not
 * accepted, or someone deactivated, keeps their session as a customer: this read is what
 * closes the portal to them, at their very next request.
 */
export const requireStaff: MiddlewareHandler<StaffEnv> = async (c, next) => {
  const user = await currentUser(c.var.app, c.req.raw.headers);
  if (!user) throw new Unauthenticated("unauthenticated", "Please sign in to continue.");
  const staff = await activeStaffMember(c.var.app.db, user.id);
  if (!staff) throw new Forbidden("forbidden", "This page is for our crews and approved vendors only.");
  c.set("user", user);
  c.set("staff", staff);
  await next();
};
