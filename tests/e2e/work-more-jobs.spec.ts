import { describe, expect, it } from "vitest";
import { slotStart } from "#core/time-slots";
import { UPCOMING_JOBS_PAGE_SIZE } from "#core/upcoming-jobs-page";
import { runSql, signInAsAdmin } from "./admin-session";
import {
  appNow,
  appToday,
  daysAfter,
  expectAccessible,
  gotoHydrated,
  newPage,
  noSidewaysScroll,
  press,
  sharedBrowser,
  uniqueEmail,
} from "./support";
import { activeCrewMember } from "./work-staff";

const browser = sharedBrowser();

/** A page of upcoming jobs and three more. */
const JOBS = UPCOMING_JOBS_PAGE_SIZE + 3;

/**
 * `JOBS` visits of the member, one a day from the day after tomorrow at 10 AM, references
 * `${tag}-1` on: of a service no other walk books, so the places they take are nobody's.
 */
function dailyJobsOf(userId: string, crewName: string, tag: string) {
  const now = appNow().getTime();
  const first = daysAfter(appToday(), 2);
  runSql(
    Array.from({ length: JOBS }, (_, index) => {
      const id = crypto.randomUUID();
      const date = daysAfter(first, index);
      return `INSERT INTO bookings (id, reference, service_id, service_title, service_price, appointment_date, appointment_time, starts_at,
          customer_name, customer_email, customer_phone, service_address, status, idempotency_key, created_at, updated_at)
        VALUES ('${id}', '${tag}-${index + 1}', 'car-tinting', 'Car Tinting', '$250', '${date}', '10:00 AM',
          ${slotStart(date, "10:00 AM").getTime()}, 'Paged Customer', '${uniqueEmail("paged")}', '(305) 555-0155',
          '9 Ocean Dr, Apt 4, Miami Beach, FL', 'confirmed', '${crypto.randomUUID()}', ${now}, ${now});
        INSERT INTO crew_assignments (visit_type, visit_id, crew_name, assigned_by, assigned_at, provider_id)
        VALUES ('booking', '${id}', '${crewName}', 'owner@example.com', ${now}, '${userId}');`;
    }).join("\n"),
  );
}

describe("the work portal's upcoming jobs", () => {
  it("at 360 px by keyboard: a member with more jobs ahead than a page shows the rest with Show more, and the focus moves to the first one shown", async () => {
    const owner = await newPage(browser);
    await signInAsAdmin(owner.context);
    const crew = await activeCrewMember(browser, owner.context, { firstName: "Rafa", lastName: `Pages${Date.now()}` });
    const tag = `SFB-PG${crypto.randomUUID().slice(0, 4).toUpperCase()}`;
    dailyJobsOf(crew.userId, crew.name, tag);

    const { page } = crew;
    await gotoHydrated(page, "/work");
    const upcoming = page.getByRole("region", { name: "Upcoming", exact: true }).locator(":scope > ul > li");
    await expect.poll(() => upcoming.count()).toBe(UPCOMING_JOBS_PAGE_SIZE);
    expect(await upcoming.first().textContent()).toContain(`${tag}-1`);
    await noSidewaysScroll(page, "the first page of jobs");
    await expectAccessible(page);

    const more = page.getByRole("button", { name: "Show more upcoming jobs" });
    await press(more);
    await expect.poll(() => upcoming.count()).toBe(JOBS);
    // The focus is on the first job the press added, and the button is gone: nothing more is to come.
    const firstAdded = upcoming.nth(UPCOMING_JOBS_PAGE_SIZE);
    expect(await firstAdded.textContent()).toContain(`${tag}-${UPCOMING_JOBS_PAGE_SIZE + 1}`);
    await expect.poll(() => firstAdded.evaluate((element) => element === document.activeElement)).toBe(true);
    expect(await more.count()).toBe(0);
    await page.getByRole("status").filter({ hasText: "3 more jobs shown." }).waitFor({ state: "attached" });
    expect(await upcoming.last().textContent()).toContain(`${tag}-${JOBS}`);
    await noSidewaysScroll(page, "every upcoming job");
    await expectAccessible(page);
    await owner.context.close();
    await crew.context.close();
  });
});
