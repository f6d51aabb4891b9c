import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { signInAsAdmin } from "./admin-session";
import { BASE_URL, expectAccessible, gotoHydrated, linkEmailed, newPage, press, sharedBrowser, typeInto, uniqueEmail } from "./support";

const browser = sharedBrowser();
const PHONE = { width: 360, height: 740 };
const CREW_PASSWORD = "rosa cleans 2026";

async function signInOnAuthPage(page: Page, email: string) {
  await typeInto(page.getByRole("textbox", { name: "Email" }), email);
  await typeInto(page.getByLabel("Password", { exact: true }), CREW_PASSWORD);
  await page.keyboard.press("Enter");
}

describe("a crew member's way in", () => {
  it("at 360 px by keyboard: after choosing a password and signing in, a crew member lands on the work portal, which the account menu links", async () => {
    const owner = await newPage(browser, PHONE);
    await signInAsAdmin(owner.context);
    const email = uniqueEmail("crew-landing");
    const invited = await owner.context.request.post("/api/admin/staff/invitations", {
      headers: { Origin: BASE_URL },
      data: { email, firstName: "Rosa", lastName: `Landing${Date.now()}` },
    });
    expect(invited.status()).toBe(201);

    // The crew member chooses a password from the emailed link, then signs in from there.
    const crew = await newPage(browser, PHONE);
    await crew.page.goto(await linkEmailed(email, "reset-password", "/api/auth/reset-password/"));
    await crew.page.waitForFunction(() => document.documentElement.dataset.hydrated === "true");
    await typeInto(crew.page.getByRole("textbox", { name: "New password" }), CREW_PASSWORD);
    await crew.page.keyboard.press("Enter");
    await press(crew.page.getByRole("link", { name: "Sign In" }));
    await crew.page.waitForURL(/\/auth$/);
    await crew.page.waitForFunction(() => document.documentElement.dataset.hydrated === "true");
    await signInOnAuthPage(crew.page, email);

    // Not accepted yet: the portal says where the invitation is.
    await crew.page.waitForURL(/\/work$/);
    await crew.page.getByText(`Your invitation is waiting. Open "Accept the invitation" in the email we sent to ${email}`).waitFor();
    await expectAccessible(crew.page);

    // Accepted from the invitation's link, the portal opens; the account menu leads back to it.
    const invitation = new URL(await linkEmailed(email, "staff-invitation", "/work?invitation="));
    await gotoHydrated(crew.page, `${invitation.pathname}${invitation.search}`);
    await press(crew.page.getByRole("button", { name: "Accept the invitation" }));
    await crew.page.getByText(/^Hello Rosa\. Crew member\./).waitFor();
    await gotoHydrated(crew.page, "/");
    await press(crew.page.getByRole("button", { name: "Open menu" }));
    const portalLink = crew.page.getByRole("navigation", { name: "Mobile" }).getByRole("link", { name: "Work Portal" });
    await expectAccessible(crew.page);
    await press(portalLink);
    await crew.page.waitForURL(/\/work$/);
    await crew.page.getByRole("heading", { name: "My jobs", level: 2 }).waitFor();

    // Signing in again later lands on the portal too, not the customer dashboard.
    await crew.context.clearCookies();
    await gotoHydrated(crew.page, "/auth");
    await signInOnAuthPage(crew.page, email);
    await crew.page.waitForURL(/\/work$/);
    await crew.page.getByRole("heading", { name: "My jobs", level: 2 }).waitFor();
    await expectAccessible(crew.page);
  }, 120_000);
});
