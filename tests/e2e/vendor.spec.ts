import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { BUSINESS } from "#core/business";
import { allowConsoleError, expectAccessible, gotoHydrated, newPage, outbox, toastText, uniqueEmail, sharedBrowser } from "./support";

const browser = sharedBrowser();

async function fillApplication(page: Page, email: string) {
  await page.getByRole("textbox", { name: "Name", exact: true }).fill("Camila Ortiz");
  await page.getByLabel("Company (optional)").fill("Ortiz Lash Studio");
  await page.getByRole("combobox", { name: "Service Type" }).selectOption("Lash");
  await page.getByRole("textbox", { name: "Email" }).fill(email);
  await page.getByRole("textbox", { name: "Phone" }).fill("(305) 555-0147");
  await page.getByLabel("How did you hear about us? (optional)").fill("A friend at Brickell House");
  await page
    .getByRole("textbox", { name: "Tell us about your services" })
    .fill("Certified lash artist, classic and volume sets, mobile kit for in-home visits.");
}

describe("becoming a vendor", () => {
  it("is linked from the footer, checks each field, submits, and resets the form, at 360 px", async () => {
    const { context, page } = await newPage(browser, { width: 360, height: 740 });
    await gotoHydrated(page, "/");
    await page.getByRole("navigation", { name: "Company" }).getByRole("link", { name: "Become a Vendor" }).click();
    await page.getByRole("heading", { level: 1, name: "Become a Vendor" }).waitFor();
    for (const benefit of BUSINESS.vendorBenefits) await page.getByText(benefit).waitFor();
    await expectAccessible(page);

    await page.getByRole("textbox", { name: "Name", exact: true }).fill("C");
    await page.getByRole("textbox", { name: "Email" }).fill("camila@");
    await page.getByRole("textbox", { name: "Phone" }).fill("305-555");
    await page.getByRole("textbox", { name: "Tell us about your services" }).fill("Lashes");
    await page.getByRole("button", { name: "Submit Application" }).click();
    for (const message of [
      "Name must be at least 2 characters.",
      "Please select a service type.",
      "Please enter a valid email address.",
      "Please enter a valid phone number.",
      "Please provide details about how we can help.",
    ]) {
      await page.getByText(message, { exact: true }).waitFor();
    }
    expect(await page.getByRole("textbox", { name: "Name", exact: true }).getAttribute("aria-invalid")).toBe("true");
    expect(await page.evaluate(() => document.activeElement?.getAttribute("name"))).toBe("name");
    await expectAccessible(page);

    const email = uniqueEmail("lash");
    await fillApplication(page, email);
    expect(await page.getByText("Name must be at least 2 characters.").count()).toBe(0);
    await page.getByRole("button", { name: "Submit Application" }).click();
    await expect.poll(() => toastText(page)).toContain("Application Submitted Successfully!");
    expect(await toastText(page)).toContain("We'll review your application and get back to you within 48 hours.");
    expect(await page.getByRole("textbox", { name: "Name", exact: true }).inputValue()).toBe("");
    expect(await page.getByRole("combobox", { name: "Service Type" }).inputValue()).toBe("");
    expect(await page.getByRole("textbox", { name: "Tell us about your services" }).inputValue()).toBe("");

    const sent = (await outbox()).filter((message) => message.to === email || message.html.includes(email));
    expect(sent.map((message) => message.kind).sort()).toEqual(["vendor-acknowledgement", "vendor-business"]);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await context.close();
  });

  it("keeps what was typed when the answer is lost, and a retry creates one application", async () => {
    const { context, page } = await newPage(browser);
    await gotoHydrated(page, "/become-a-vendor");
    const email = uniqueEmail("retry");
    await fillApplication(page, email);

    // The server receives the application but its answer never reaches the browser.
    allowConsoleError(page, /ERR_CONNECTION_RESET \[.*\/api\/vendor-applications\]$/, "the test cuts the connection on purpose");
    await page.route("**/api/vendor-applications", async (route) => {
      await route.fetch();
      await route.abort("connectionreset");
    });
    await page.getByRole("button", { name: "Submit Application" }).click();
    await expect.poll(() => toastText(page)).toContain("Error");
    expect(await toastText(page)).toContain("There was an error submitting your application. Please try again.");
    expect(await page.getByRole("textbox", { name: "Email" }).inputValue()).toBe(email);
    expect(await page.getByRole("combobox", { name: "Service Type" }).inputValue()).toBe("Lash");

    await page.unroute("**/api/vendor-applications");
    await page.getByRole("button", { name: "Submit Application" }).click();
    await expect.poll(() => toastText(page)).toContain("Application Submitted Successfully!");
    const acknowledgements = (await outbox()).filter((message) => message.to === email && message.kind === "vendor-acknowledgement");
    expect(acknowledgements).toHaveLength(1);
    await context.close();
  });
});
