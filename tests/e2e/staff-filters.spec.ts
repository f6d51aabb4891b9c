import { describe, expect, it } from "vitest";
import { signInAsAdmin } from "./admin-session";
import { expectAccessible, gotoHydrated, newPage, noSidewaysScroll, sharedBrowser } from "./support";

const browser = sharedBrowser();

describe("the Staff tab with a team of dozens", () => {
  it("narrows the demo staff to who covers Miami and mounts TVs, chosen by keyboard at 360 px", async () => {
    const { context, page } = await newPage(browser, { width: 360, height: 740 });
    await signInAsAdmin(context);
    await gotoHydrated(page, "/admin?tab=staff");
    const table = page.getByRole("region", { name: "Staff", exact: true });
    const rows = table.getByRole("row");
    const demoRows = rows.filter({ hasText: "@staff.example.com" });
    const tvMounters = rows.filter({ hasText: "demo.tv-mounting." });
    await expect.poll(() => demoRows.count()).toBeGreaterThanOrEqual(168);
    const everyone = await rows.count();

    // Six demo members mount TVs (two per area); two of them in Miami.
    await page.getByLabel("Service done").focus();
    await page.keyboard.type("TV Mounting");
    expect(await page.getByLabel("Service done").inputValue()).toBe("tv-mounting");
    await expect.poll(() => demoRows.count()).toBe(6);
    expect(await tvMounters.count()).toBe(6);
    await page.keyboard.press("Shift+Tab");
    await page.keyboard.type("Miami");
    expect(await page.getByLabel("Area covered").inputValue()).toBe("Miami, FL");
    await expect.poll(() => demoRows.count()).toBe(2);
    expect(await rows.filter({ hasText: "demo.tv-mounting.mia." }).count()).toBe(2);
    const shown = (await rows.count()) - 1;
    expect(await page.getByTestId("members-shown").textContent()).toBe(`${shown} of ${everyone - 1} members shown.`);
    // Every member shown works in Miami (the Works column names the areas).
    for (const row of await rows.filter({ hasText: "@" }).all()) expect(await row.textContent()).toContain("Miami, FL");
    await noSidewaysScroll(page, "the narrowed staff tab");
    await expectAccessible(page);

    // Back to every area and service: the whole team again.
    await page.keyboard.type("Every area");
    await page.keyboard.press("Tab");
    await page.keyboard.type("Every service");
    await expect.poll(() => rows.count()).toBe(everyone);
    await context.close();
  }, 120_000);
});
