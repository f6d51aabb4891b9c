import { Hono } from "hono";
import { CrewInvitationSchema, StaffServicesSchema, type StaffDeactivation, type StaffList, type StaffMember } from "#core/staff-api";
import { CREW_DEFAULT_SERVICES } from "#core/staff";
import { serviceContext } from "#worker/services/context";
import { addStaff, listStaff, resendStaffInvitation, updateStaffServices } from "#worker/services/work/staff";
import { deactivateStaff } from "#worker/services/work/staff-deactivation";
import { validate } from "#worker/validate";
import type { AdminEnv } from "./context";
import { passwordSetup } from "./password-setup";

/**
 * The Staff view: crews and vendors. Inviting someone twice (a double click) keeps the one
 * account and staff row, keyed by the email address, and emails the same link, so no
 * idempotency key is needed. An invitation grants nothing until the person accepts it
 * (worker/routes/staff-invitations.ts).
 */
export const adminStaffRoutes = new Hono<AdminEnv>()
  .get("/", async (c) => c.json<StaffList>(await listStaff(c.var.app.db)))
  .post("/invitations", validate("json", CrewInvitationSchema), async (c) => {
    const input = c.req.valid("json");
    const ctx = serviceContext(c.var.app, c.var.user);
    const { member, created } = await addStaff(
      ctx,
      { ...input, role: "crew", serviceIds: input.serviceIds ?? [...CREW_DEFAULT_SERVICES] },
      passwordSetup(c.var.app),
    );
    return c.json<StaffMember>(member, created ? 201 : 200);
  })
  .put("/:userId/services", validate("json", StaffServicesSchema), async (c) => {
    const ctx = serviceContext(c.var.app, c.var.user);
    return c.json<StaffMember>(await updateStaffServices(ctx, c.req.param("userId"), c.req.valid("json").serviceIds));
  })
  .post("/:userId/invitation", async (c) => {
    const ctx = serviceContext(c.var.app, c.var.user);
    return c.json<StaffMember>(await resendStaffInvitation(ctx, c.req.param("userId"), passwordSetup(c.var.app)));
  })
  .post("/:userId/deactivate", async (c) =>
    c.json<StaffDeactivation>(await deactivateStaff(serviceContext(c.var.app, c.var.user), c.req.param("userId"))),
  );
