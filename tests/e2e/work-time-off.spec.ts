import { describe, expect, it } from "vitest";
import { formatLongDate } from "#core/i18n/format";
import { longDate } from "#core/time-slots";
import { signInAsAdmin } from "./admin-session";
import {
  appToday,
  daysAfter,
  expectAccessible,
  gotoHydrated,
  newPage,
  noSidewaysScroll,
  press,
  sharedBrowser,
  toastText,
  typeInto,
} from "./support";
import { activeCrewMember, weekdayMiamiHours } from "./work-staff";
import { clearShiftsAfterThisFile } from "./staff-shifts";

const browser = sharedBrowser();
const PHONE = { width: 360, height: 740 };

clearShiftsAfterThisFile();

describe("time off a crew member asks for", () => {
  it("at 360 px by keyboard: a crew member reads their hours and asks for a morning off in the portal; the owner approves it in the Staff tab", async () => {
    const owner = await newPage(browser, PHONE);
    await signInAsAdmin(owner.context);
    const crew = await activeCrewMember(browser, owner.context, { firstName: "Noa", lastName: `TimeOff${Date.now()}` });
    await weekdayMiamiHours(owner.context, crew.userId);

    await gotoHydrated(crew.page, "/work");
    await press(crew.page.getByRole("tab", { name: "My hours" }));
    await crew.page.getByRole("heading", { name: "Weekly hours" }).waitFor();
    await crew.page.getByRole("region", { name: "Areas" }).getByText("Miami, FL").waitFor();
    const monday = crew.page.getByRole("definition").first();
    expect(await monday.textContent()).toBe("8:00 AM to 4:00 PM");
    expect(await crew.page.getByRole("definition").last().textContent()).toBe("Off");
    await crew.page.getByText("No time off planned.").waitFor();
    await noSidewaysScroll(crew.page, "the portal's hours");
    await expectAccessible(crew.page);

    const day = daysAfter(appToday(), 12);
    await crew.page.getByLabel("First day").fill(day);
    await typeInto(crew.page.getByLabel("From (part of the day)"), "09:00");
    await typeInto(crew.page.getByLabel("Until (part of the day)"), "13:00");
    await typeInto(crew.page.getByLabel("Reason"), "Dentist <b>appointment</b>");
    await crew.page.keyboard.press("Enter");
    await expect.poll(() => toastText(crew.page)).toContain("Request sent");
    const described = `${formatLongDate(day, "en")}, 9:00 AM to 1:00 PM`;
    const request = crew.page.getByRole("listitem").filter({ hasText: described });
    await request.getByText("Waiting for the business").waitFor();
    await request.getByText("Dentist <b>appointment</b>").waitFor();
    // Asked, not granted: nothing is time off yet.
    await crew.page.getByText("No time off planned.").waitFor();
    await expectAccessible(crew.page);

    await gotoHydrated(owner.page, "/admin?tab=staff");
    await owner.page.getByRole("heading", { name: /^Time off requests/ }).waitFor();
    await noSidewaysScroll(owner.page, "the staff tab's requests");
    await expectAccessible(owner.page);
    await press(owner.page.getByRole("button", { name: `Approve time off for ${crew.name}: ${longDate(day)}, 09:00 to 13:00` }));
    await expect.poll(() => toastText(owner.page)).toContain(`Time off approved for ${crew.name}`);
    await owner.page.getByRole("row").filter({ hasText: crew.name }).waitFor();

    await gotoHydrated(crew.page, "/work?tab=hours");
    await crew.page.getByRole("heading", { name: "Time off", exact: true }).waitFor();
    await crew.page.getByRole("listitem").filter({ hasText: described }).filter({ hasText: "Approved" }).waitFor();
    expect(await crew.page.getByText("No time off planned.").count()).toBe(0);
    await expectAccessible(crew.page);
  }, 180_000);
});
