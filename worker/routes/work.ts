import { Hono, type MiddlewareHandler } from "hono";
import { type JobActionResponse, type JobOffers, WorkCompleteSchema, type WorkJobs, type WorkMe } from "#core/staff-api";
import { requireStaff, type StaffEnv } from "../middleware/staff";
import { serviceContext } from "../services/context";
import { ApiError } from "../errors";
import { Forbidden } from "../services/errors";
import { uploadJobPhoto } from "../services/work/job-photos";
import { bodyUpTo } from "../middleware/body-up-to";
import { idempotencyKey } from "../middleware/idempotency-key";
import { type JobPhoto, MAX_PHOTO_BYTES, PHOTO_MESSAGES } from "#core/job-photos";
import { acceptOffer, declineOffer, listOffers } from "../services/work/job-offers";
import { completeJob } from "../services/work/work-complete";
import { moreUpcomingJobs, myJobs, onMyWay, startJob } from "../services/work/work-jobs";
import { validate } from "../validate";
import { TimeOffSchema } from "#core/staff-hours";
import { decodeUpcomingJobsCursor, UpcomingJobsQuerySchema, type UpcomingJobsPage } from "#core/upcoming-jobs-page";
import type { MySchedule, TimeOffRequest } from "#core/time-off-requests-api";
import { askForTimeOff, mySchedule } from "../services/work/time-off-requests";

/** Job offers are for vendors; the business's crews get their jobs from the admin. */
const requireVendor: MiddlewareHandler<StaffEnv> = async (c, next) => {
  if (c.var.staff.role !== "vendor") throw new Forbidden("forbidden", "Job offers are for approved vendors.");
  await next();
};

/**
 * The work portal's API (/work): requireStaff runs before every route here (a session and an
 * active staff row, read on each request), and the access test walks this app's route table.
 * A job that is not the caller's answers 404.
 */
export const workRoutes = new Hono<StaffEnv>()
  .use(requireStaff)
  .get("/me", (c) => c.json<WorkMe>({ firstName: c.var.user.firstName, role: c.var.staff.role, serviceIds: c.var.staff.serviceIds }))
  .get("/schedule", async (c) => c.json<MySchedule>(await mySchedule(serviceContext(c.var.app, c.var.user))))
  .post("/time-off-requests", validate("json", TimeOffSchema), async (c) => {
    const { request, created } = await askForTimeOff(serviceContext(c.var.app, c.var.user), c.req.valid("json"));
    return c.json<TimeOffRequest>(request, created ? 201 : 200);
  })
  .get("/jobs", async (c) => c.json<WorkJobs>(await myJobs(serviceContext(c.var.app, c.var.user))))
  .get("/jobs/upcoming", validate("query", UpcomingJobsQuerySchema), async (c) => {
    // The schema has checked that the cursor reads back.
    const after = decodeUpcomingJobsCursor(c.req.valid("query").cursor)!;
    return c.json<UpcomingJobsPage>(await moreUpcomingJobs(serviceContext(c.var.app, c.var.user), after));
  })
  .post("/jobs/:reference/on-my-way", async (c) =>
    c.json<JobActionResponse>(await onMyWay(serviceContext(c.var.app, c.var.user), c.req.param("reference"))),
  )
  .post("/jobs/:reference/start", async (c) =>
    c.json<JobActionResponse>(await startJob(serviceContext(c.var.app, c.var.user), c.req.param("reference"))),
  )
  // One photo per request, its bytes as the body (the JSON-only rule lets this path through).
  .post("/jobs/:reference/photos", async (c) => {
    const key = idempotencyKey(c);
    const bytes = await bodyUpTo(c.req.raw, MAX_PHOTO_BYTES);
    if (!bytes) throw new ApiError(413, "payload_too_large", PHOTO_MESSAGES.tooLarge, { photos: PHOTO_MESSAGES.tooLarge });
    const ctx = serviceContext(c.var.app, c.var.user);
    const { photo, created } = await uploadJobPhoto(ctx, c.env.PHOTOS, { reference: c.req.param("reference"), bytes, idempotencyKey: key });
    return c.json<JobPhoto>(photo, created ? 201 : 200);
  })
  .post("/jobs/:reference/complete", validate("json", WorkCompleteSchema), async (c) => {
    const ctx = serviceContext(c.var.app, c.var.user);
    return c.json<JobActionResponse>(await completeJob(ctx, c.req.param("reference"), c.req.valid("json")));
  })
  .get("/offers", requireVendor, async (c) => c.json<JobOffers>(await listOffers(serviceContext(c.var.app, c.var.user))))
  .post("/offers/:reference/accept", requireVendor, async (c) =>
    c.json<JobActionResponse>(await acceptOffer(serviceContext(c.var.app, c.var.user), c.req.param("reference"))),
  )
  .post("/offers/:reference/decline", requireVendor, async (c) =>
    c.json<JobOffers>(await declineOffer(serviceContext(c.var.app, c.var.user), c.req.param("reference"))),
  );
