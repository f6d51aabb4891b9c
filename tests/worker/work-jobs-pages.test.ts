import { describe, expect, it } from "vitest";
import type { WorkJobs } from "#core/staff-api";
import { UPCOMING_JOBS_PAGE_SIZE, type UpcomingJobsPage } from "#core/upcoming-jobs-page";
import { memberWithDailyJobs } from "./daily-jobs";
import { staffAccount } from "./staff-support";
import { api } from "./support";

const NO_SUCH_PAGE = "This page of jobs no longer exists: start from the first page.";

describe("the work portal's upcoming jobs, a page at a time", () => {
  it("answers the first page with the portal, then each next page from its cursor, every job once and soonest first", async () => {
    // Two whole pages and five more.
    const { crew, reference } = await memberWithDailyJobs("Lucia", 2 * UPCOMING_JOBS_PAGE_SIZE + 4);
    const response = await api("/api/work/jobs", { cookie: crew.cookie });
    expect(response.status).toBe(200);
    const jobs = (await response.json()) as WorkJobs;
    expect(jobs.today).toEqual([]);
    expect(jobs.upcoming).toHaveLength(UPCOMING_JOBS_PAGE_SIZE);
    expect(jobs.moreUpcoming).toEqual(expect.any(String));

    const pages: UpcomingJobsPage[] = [];
    for (let cursor = jobs.moreUpcoming; cursor; cursor = pages.at(-1)!.moreUpcoming) {
      const page = await api(`/api/work/jobs/upcoming?cursor=${encodeURIComponent(cursor)}`, { cookie: crew.cookie });
      expect(page.status).toBe(200);
      pages.push((await page.json()) as UpcomingJobsPage);
    }
    expect(pages.map((page) => page.upcoming.length)).toEqual([UPCOMING_JOBS_PAGE_SIZE, 5]);
    const listed = [...jobs.upcoming, ...pages.flatMap((page) => page.upcoming)].map((job) => job.reference);
    const expected = [reference, ...Array.from({ length: 2 * UPCOMING_JOBS_PAGE_SIZE + 4 }, (_, index) => `${reference}-${index + 1}`)];
    expect(listed).toEqual(expected);

    // A cursor reads only its holder's jobs: another member's session gets none of these.
    const other = await staffAccount("crew", ["regular-cleaning"], "Ines");
    const borrowed = await api(`/api/work/jobs/upcoming?cursor=${encodeURIComponent(jobs.moreUpcoming!)}`, { cookie: other.cookie });
    expect(borrowed.status).toBe(200);
    expect(((await borrowed.json()) as UpcomingJobsPage).upcoming).toEqual([]);
  });

  it("refuses a cursor it never gave, in the one error shape, and answers only staff", async () => {
    const { crew } = await memberWithDailyJobs("Marta", 1);
    for (const query of ["?cursor=not-a-cursor", `?cursor=${btoa("[1]")}`, ""]) {
      const refused = await api(`/api/work/jobs/upcoming${query}`, { cookie: crew.cookie });
      expect(refused.status, query).toBe(400);
      const body = (await refused.json()) as { error: { code: string; fields: Record<string, string> } };
      expect(body.error.code, query).toBe("invalid_input");
      if (query) expect(body.error.fields.cursor, query).toBe(NO_SUCH_PAGE);
    }
    expect((await api("/api/work/jobs/upcoming?cursor=x")).status).toBe(401);
  });
});
