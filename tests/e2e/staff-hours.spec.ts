import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { longDate } from "#core/time-slots";
import { signInAsAdmin } from "./admin-session";
import {
  allowConsoleError,
  appToday,
  BASE_URL,
  daysAfter,
  expectAccessible,
  gotoHydrated,
  newPage,
  noSidewaysScroll,
  sharedBrowser,
  toastText,
  uniqueEmail,
} from "./support";

const browser = sharedBrowser();

async function focused(page: Page): Promise<string> {
  return page.evaluate(() => {
    const active = document.activeElement as HTMLElement | null;
    return active?.getAttribute("aria-label") ?? active?.textContent ?? "";
  });
}

describe("a staff member's hours in the console", () => {
  it("the owner gives a crew member Miami and Monday hours, then time off, at 360 px and by keyboard", async () => {
    const { context, page } = await newPage(browser, { width: 360, height: 740 });
    await signInAsAdmin(context);
    const lastName = `Hours${Date.now()}`;
    const invited = await context.request.post("/api/admin/staff/invitations", {
      headers: { Origin: BASE_URL },
      data: { email: uniqueEmail("crew"), firstName: "Lena", lastName },
    });
    expect(invited.status()).toBe(201);
    const name = `Lena ${lastName}`;

    await gotoHydrated(page, "/admin?tab=staff");
    const hoursButton = page.getByRole("button", { name: `Hours of ${name}` });
    await hoursButton.waitFor();
    await noSidewaysScroll(page, "the staff tab");
    await expectAccessible(page);

    // Who is free: an invited member (not active yet) is never among them.
    const day = daysAfter(appToday(), 9);
    await page.getByLabel("Day", { exact: true }).fill(day);
    await page.getByLabel("Hour", { exact: true }).selectOption("2:00 PM");
    await page.getByRole("button", { name: "Find who is free" }).press("Enter");
    await page.getByText(new RegExp(`at 2:00 PM on ${longDate(day)}`)).waitFor();
    expect(await page.getByText(name).count()).toBe(1);
    await hoursButton.focus();
    await page.keyboard.press("Enter");
    await page.getByRole("heading", { name: `Hours of ${name}` }).waitFor();
    await noSidewaysScroll(page, "the hours form");
    await expectAccessible(page);

    // Miami by Space, Monday's hours added by Enter (the opening hours, 08:00 to 20:00), then shortened by typing.
    await page.getByRole("checkbox", { name: "Miami, FL" }).focus();
    await page.keyboard.press("Space");
    await page.getByRole("button", { name: "Add hours on Monday" }).focus();
    await page.keyboard.press("Enter");
    const until = page.getByLabel("Monday until");
    expect(await until.inputValue()).toBe("20:00");
    expect(await focused(page)).toBe("Add hours on Monday");
    await page.keyboard.press("Shift+Tab");
    expect(await focused(page)).toBe("Remove Monday 08:00 to 20:00");
    await page.keyboard.press("Shift+Tab");
    expect(await until.evaluate((input) => input === document.activeElement)).toBe(true);
    await page.keyboard.press("ControlOrMeta+A");
    await page.keyboard.type("16:00");
    // Sunday outside its opening hours is refused at its field, and nothing is saved.
    allowConsoleError(page, /status of 400 .*\/api\/admin\/staff\/.*\/hours/, "the server refuses Sunday hours before the opening");
    await page.getByRole("button", { name: "Add hours on Sunday" }).focus();
    await page.keyboard.press("Enter");
    await page.getByLabel("Sunday from").fill("09:00");
    await page.getByLabel("Sunday from").press("Enter");
    await page.getByText("Please keep Sunday's hours between 10:00 and 16:00, the opening hours.").waitFor();
    expect(await page.getByLabel("Sunday from").getAttribute("aria-invalid")).toBe("true");
    await expectAccessible(page);
    await page.getByRole("button", { name: "Remove Sunday 09:00 to 16:00" }).focus();
    await page.keyboard.press("Enter");
    await until.press("Enter");
    await expect.poll(() => toastText(page)).toContain("Hours saved");

    const row = page.getByRole("row").filter({ hasText: name });
    await row.getByText("Miami, FL · Mon 08:00-16:00").waitFor();

    // Time off: whole days, listed from the form, then removed by keyboard.
    await hoursButton.focus();
    await page.keyboard.press("Enter");
    const firstDay = daysAfter(appToday(), 10);
    await page.getByLabel("First day").fill(firstDay);
    await page.getByLabel("Last day").fill(daysAfter(firstDay, 1));
    await page.getByLabel("Reason").fill("Family visit");
    await page.getByLabel("Reason").press("Enter");
    await expect.poll(() => toastText(page)).toContain("Time off added");
    const described = `${longDate(firstDay)} to ${longDate(daysAfter(firstDay, 1))}, all day`;
    await page.getByText(described).waitFor();
    await noSidewaysScroll(page, "the time off");
    await expectAccessible(page);
    await page.getByRole("button", { name: `Remove time off: ${described}` }).focus();
    await page.keyboard.press("Enter");
    await page.getByText("No time off planned.").waitFor();
    await context.close();
  });
});
