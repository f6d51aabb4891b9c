import { Hono } from "hono";
import { StaffInvitationAcceptSchema, type WorkMe } from "#core/staff-api";
import { requireUser, type SignedInEnv } from "../middleware/session";
import { serviceContext } from "../services/context";
import { acceptStaffInvitation } from "../services/work/staff-invitations";
import { validate } from "../validate";

/**
 * Accepting a staff invitation: outside /api/work, whose every route needs a working staff
 * role, which is what this grants. A POST from the portal's page after a click, never the
 * emailed GET itself, which mail scanners open.
 */
export const staffInvitationRoutes = new Hono<SignedInEnv>().post(
  "/accept",
  requireUser,
  validate("json", StaffInvitationAcceptSchema),
  async (c) => {
    const staff = await acceptStaffInvitation(serviceContext(c.var.app, c.var.user), c.req.valid("json").token);
    return c.json<WorkMe>({ firstName: c.var.user.firstName, role: staff.role, serviceIds: staff.serviceIds });
  },
);
