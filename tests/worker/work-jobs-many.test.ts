import { describe, expect, it } from "vitest";
import type { WorkJob, WorkJobs } from "#core/staff-api";
import { decodeUpcomingJobsCursor } from "#core/upcoming-jobs-page";
import type { SignedInContext } from "#worker/services/context";
import { moreUpcomingJobs, myJobs } from "#worker/services/work/work-jobs";
import { DAY_MS, memberWithDailyJobs } from "./daily-jobs";
import { testContext } from "./support";

/** Every upcoming job, page after page, as "Show more" reads them. */
async function everyUpcoming(ctx: SignedInContext, first: WorkJobs): Promise<WorkJob[]> {
  const all = [...first.upcoming];
  for (let cursor = first.moreUpcoming; cursor; ) {
    const page = await moreUpcomingJobs(ctx, decodeUpcomingJobsCursor(cursor)!);
    all.push(...page.upcoming);
    cursor = page.moreUpcoming;
  }
  return all;
}

describe("a crew member's jobs, with months of visits ahead", () => {
  it("lists the soonest job first however many are assigned after it, and the latest done ones apart", async () => {
    // 250 more of the member's visits, one a day after the first: more than one list of the latest 200 holds.
    const { crew, reference, first } = await memberWithDailyJobs("Rosa", 250);
    const user = { id: crew.userId, email: crew.email, firstName: "Rosa" };

    const beforeContext = testContext({ user, now: new Date(first.startsAt.getTime() - 2 * DAY_MS) });
    const before = await myJobs(beforeContext);
    const open = [...before.today, ...(await everyUpcoming(beforeContext, before))];
    expect(open[0]?.reference).toBe(reference);
    expect(open).toHaveLength(251);
    expect(before.done).toEqual([]);

    // A week after the first visit: the seven days before are done (latest first), the rest still open.
    const weekLater = await myJobs(testContext({ user, now: new Date(first.startsAt.getTime() + 7 * DAY_MS) }));
    expect(weekLater.done.map((job) => job.reference)).toEqual([6, 5, 4, 3, 2, 1].map((n) => `${reference}-${n}`).concat(reference));
    expect(weekLater.today.map((job) => job.reference)).toEqual([`${reference}-7`]);
  });
});
