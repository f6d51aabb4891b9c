import { describe, expect, it } from "vitest";
import { longDate } from "#core/time-slots";
import { activeMember } from "./active-members";
import { createBooking, signInAsAdmin } from "./admin-session";
import {
  appToday,
  daysAfter,
  expectAccessible,
  gotoHydrated,
  newPage,
  openDayFrom,
  sharedBrowser,
  toastText,
  uniqueEmail,
} from "./support";
import { clearShiftsAfterThisFile, withoutDemoStaffInThisFile } from "./staff-shifts";

const browser = sharedBrowser();
const SERVICE = "regular-cleaning";

clearShiftsAfterThisFile();
// The walk's own members are the only ones doing the service, so who is free then is theirs to show.
withoutDemoStaffInThisFile([SERVICE]);

describe("the day view's crew choice", () => {
  it("offers the members free for a visit, warns about one who is not, and links the visit to the one chosen", async () => {
    const { context, page } = await newPage(browser);
    await signInAsAdmin(context);
    const family = `Crew${Date.now()}`;
    const { name: ana } = await activeMember(context, {
      firstName: "Ana",
      lastName: family,
      areas: ["Miami, FL", "Fort Lauderdale, FL"],
      serviceId: SERVICE,
    });
    const date = openDayFrom(daysAfter(appToday(), 1), "2:00 PM", SERVICE);
    // Ana is the only Miami member, so the Miami 2 PM visit is hers from the sale.
    await createBooking({
      service_id: SERVICE,
      appointment_date: date,
      appointment_time: "2:00 PM",
      customer_email: uniqueEmail("board"),
      customer_name: `Mia ${family}`,
      service_address: "1200 Brickell Bay Dr, Apt 7, Miami, FL 33131",
    });
    const { name: bea } = await activeMember(context, {
      firstName: "Bea",
      lastName: family,
      areas: ["Fort Lauderdale, FL"],
      serviceId: SERVICE,
    });
    const customer = `Flor ${family}`;
    const { reference } = await createBooking({
      service_id: SERVICE,
      appointment_date: date,
      appointment_time: "2:00 PM",
      customer_email: uniqueEmail("board"),
      customer_name: customer,
      service_address: "401 E Las Olas Blvd, Apt 2207, Fort Lauderdale, FL 33301",
    });

    await gotoHydrated(page, `/admin?tab=day-view&day=${date}`);
    const line = page.getByTestId("day-visit").filter({ hasText: customer });
    await line.getByText(`Crew: ${bea}`).waitFor();
    const which = `${customer} at 2:00 PM on ${longDate(date)}`;
    await page.getByRole("button", { name: `Choose crew for ${which}` }).press("Enter");
    const choice = page.getByLabel(`Crew member for ${which}`);
    await choice.waitFor();
    // Ana holds the Miami visit at 2 PM: she is listed as not free, and choosing her warns why before anything is sent.
    await choice.selectOption({ label: `${ana} (crew, another visit then)` });
    await page
      .getByRole("alert")
      .filter({ hasText: `${ana} has another visit at that time. Choose someone free.` })
      .waitFor();
    expect(await page.getByRole("button", { name: `Assign crew for ${which}` }).isDisabled()).toBe(true);
    await expectAccessible(page);

    const { name: cruz, userId: cruzId } = await activeMember(context, {
      firstName: "Cruz",
      lastName: family,
      areas: ["Fort Lauderdale, FL"],
      serviceId: SERVICE,
    });
    await page.reload();
    await page.getByRole("button", { name: `Choose crew for ${which}` }).press("Enter");
    await choice.selectOption({ label: `${cruz} (crew)` });
    await page.getByRole("button", { name: `Assign crew for ${which}` }).press("Enter");
    await expect.poll(() => toastText(page)).toContain(`${cruz} is on`);
    await line.getByText(`Crew: ${cruz}`).waitFor();
    // Linked to Cruz's account, not a typed name: the job is in Cruz's work portal.
    const detail = await context.request.get(`/api/admin/bookings/${reference}`);
    expect(((await detail.json()) as { booking: { providerId: string | null } }).booking.providerId).toBe(cruzId);
    await context.close();
    // Members are made through the API and wrangler, slow on a busy machine.
  }, 180_000);
});
