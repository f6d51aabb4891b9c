import { Hono } from "hono";
import { CrewInvitationSchema, StaffServicesSchema, type StaffDeactivation, type StaffList, type StaffMember } from "#core/staff-api";
import { CREW_DEFAULT_SERVICES } from "#core/staff";
import type { CrewCover } from "#core/crew-cover-api";
import { FreeStaffQuerySchema, type FreeStaffResponse, StaffHoursSchema, TimeOffSchema } from "#core/staff-hours";
import { businessToday } from "#core/time-slots";
import { serviceContext } from "#worker/services/context";
import { listStaff, staffMember, updateStaffServices } from "#worker/services/work/staff";
import { addStaff, resendStaffInvitation } from "#worker/services/work/staff-invite";
import { addTimeOff, removeTimeOff, setStaffHours } from "#worker/services/work/staff-schedules";
import { freeStaff } from "#worker/services/work/free-staff";
import { deactivateStaff } from "#worker/services/work/staff-deactivation";
import { validate } from "#worker/validate";
import type { AdminEnv } from "./context";
import { passwordSetup } from "./password-setup";

/**
 * The Staff view: crews and vendors. Inviting someone twice keeps the one account and staff
 * row, keyed by the email address, and the same link; twice within a minute (a double click)
 * emails it once, so no idempotency key is needed. An invitation grants nothing until the person accepts it
 * (worker/routes/staff-invitations.ts).
 */
export const adminStaffRoutes = new Hono<AdminEnv>()
  .get("/", async (c) => c.json<StaffList>(await listStaff(c.var.app.db, businessToday(c.var.app.now()))))
  .get("/free", validate("query", FreeStaffQuerySchema), async (c) =>
    c.json<FreeStaffResponse>(await freeStaff(c.var.app.db, c.req.valid("query"))),
  )
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
  .put("/:userId/hours", validate("json", StaffHoursSchema), async (c) => {
    const userId = c.req.param("userId");
    await setStaffHours(serviceContext(c.var.app, c.var.user), userId, c.req.valid("json"));
    return c.json<StaffMember>(await staffMember(c.var.app.db, userId, businessToday(c.var.app.now())));
  })
  .post("/:userId/time-off", validate("json", TimeOffSchema), async (c) => {
    const userId = c.req.param("userId");
    const { created, cover } = await addTimeOff(serviceContext(c.var.app, c.var.user), userId, c.req.valid("json"));
    const member = await staffMember(c.var.app.db, userId, businessToday(c.var.app.now()));
    return c.json<StaffMember & CrewCover>({ ...member, ...cover }, created ? 201 : 200);
  })
  .delete("/:userId/time-off/:timeOffId", async (c) => {
    const userId = c.req.param("userId");
    await removeTimeOff(serviceContext(c.var.app, c.var.user), userId, c.req.param("timeOffId"));
    return c.json<StaffMember>(await staffMember(c.var.app.db, userId, businessToday(c.var.app.now())));
  })
  .post("/:userId/invitation", async (c) => {
    const ctx = serviceContext(c.var.app, c.var.user);
    return c.json<StaffMember>(await resendStaffInvitation(ctx, c.req.param("userId"), passwordSetup(c.var.app)));
  })
  .post("/:userId/deactivate", async (c) =>
    c.json<StaffDeactivation>(await deactivateStaff(serviceContext(c.var.app, c.var.user), c.req.param("userId"))),
  );
