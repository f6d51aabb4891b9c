import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { signInAsAdmin } from "./admin-session";
import {
  appToday,
  BASE_URL,
  daysAfter,
  expectAccessible,
  gotoHydrated,
  newPage,
  press,
  sharedBrowser,
  toastText,
  typeInto,
} from "./support";
import { activeCrewMember, weekdayMiamiHours } from "./work-staff";
import { clearShiftsAfterThisFile } from "./staff-shifts";

const browser = sharedBrowser();
const PHONE = { width: 360, height: 740 };

/** Words and phrases of the English work portal: none may show on its Spanish pages. */
const ENGLISH_PORTAL_WORDS = [
  "Work Portal",
  "My jobs",
  "My hours",
  "Job offers",
  "Hello",
  "Crew member",
  "Today",
  "Upcoming",
  "No jobs today",
  "No upcoming jobs",
  "No finished jobs yet",
  "Loading",
  "Areas",
  "Weekly hours",
  "Monday",
  "Tuesday",
  "Sunday",
  "Off",
  "Time off",
  "No time off planned",
  "Ask for time off",
  "First day",
  "Last day",
  "Reason",
  "Send the request",
  "Request sent",
  "Your requests",
  "Waiting for the business",
  "all day",
  "AM",
  "PM",
  "Sign in",
];

const escaped = (words: string) => words.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
const ENGLISH_WORD = ENGLISH_PORTAL_WORDS.map((words) => ({
  words,
  pattern: new RegExp(`(^|[^\\p{L}])${escaped(words)}($|[^\\p{L}])`, "u"),
}));

async function englishOnPage(page: Page): Promise<string[]> {
  // biome-ignore lint/performance/useDomNodeTextContent: the visible text is what is checked (textContent would add hidden nodes and scripts)
  const text = await page.evaluate(() => document.body.innerText);
  return ENGLISH_WORD.filter(({ pattern }) => pattern.test(text)).map(({ words }) => words);
}

async function expectSpanish(page: Page) {
  expect(await page.evaluate(() => document.documentElement.lang)).toBe("es-US");
  expect(await englishOnPage(page)).toEqual([]);
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  await expectAccessible(page);
}

clearShiftsAfterThisFile();

describe("the work portal in Spanish", () => {
  it("at 360 px by keyboard: a crew member whose language is Spanish lands on the Spanish portal, reads their hours and asks for time off, with no English word", async () => {
    const owner = await newPage(browser, PHONE);
    await signInAsAdmin(owner.context);
    const crew = await activeCrewMember(browser, owner.context, { firstName: "Yanet", lastName: `Espanol${Date.now()}` });
    await weekdayMiamiHours(owner.context, crew.userId);
    const chosen = await crew.context.request.patch("/api/me", { headers: { Origin: BASE_URL }, data: { locale: "es" } });
    expect(chosen.status()).toBe(200);

    // Signed in, the sign-in page sends them to their portal in their language.
    await gotoHydrated(crew.page, "/auth");
    await crew.page.waitForURL(/\/es\/work$/);
    await crew.page.getByRole("heading", { name: "Mis trabajos", level: 2 }).waitFor();
    await crew.page.getByText(/^Hola, Yanet\. Miembro del equipo\./).waitFor();
    await crew.page.getByText("No tiene trabajos hoy.").waitFor();
    await expectSpanish(crew.page);

    await press(crew.page.getByRole("tab", { name: "Mis trabajos" }), "ArrowRight");
    await crew.page.getByRole("heading", { name: "Horario semanal" }).waitFor();
    expect(await crew.page.getByRole("definition").first().textContent()).toBe("de 8:00 a.m. a 4:00 p.m.");
    await expectSpanish(crew.page);

    const day = daysAfter(appToday(), 12);
    await crew.page.getByLabel("Primer día").fill(day);
    await typeInto(crew.page.getByLabel("Motivo"), "Cita médica");
    await crew.page.keyboard.press("Enter");
    await expect.poll(() => toastText(crew.page)).toContain("Solicitud enviada");
    await crew.page.getByText("Esperando respuesta de la empresa").waitFor();
    await expectSpanish(crew.page);
  }, 180_000);
});
