import AxeBuilder from "@axe-core/playwright";
import { chromium, type Browser, type BrowserContext, type ConsoleMessage, type Locator, type Page } from "playwright-core";
import { afterAll, beforeAll, expect, onTestFinished } from "vitest";
import { holidayOn } from "#core/holidays";
import { MIN_NOTICE_HOURS, slotsOn } from "#core/opening-hours";
import { businessToday, slotStart } from "#core/time-slots";
import { serviceVisitHours } from "#core/services/visit-hours";

export const BASE_URL = process.env.E2E_BASE_URL ?? "http://localhost:8799";

const CLOCK_OFFSET_MS = Number(process.env.E2E_CLOCK_OFFSET_MS ?? 0);
/**
 * The app's time, as the server under test reads it: the machine's, or the instant that
 * LOCAL_CLOCK_AT started it at (scripts/e2e.mjs gives the server and the tests one offset).
 */
export function appNow(): Date {
  return new Date(Date.now() + CLOCK_OFFSET_MS);
}

export async function launchBrowser(): Promise<Browser> {
  const executablePath = process.env.E2E_CHROME_PATH;
  if (!executablePath) throw new Error("Run the browser tests with `npm run test:e2e`, which finds a Chromium and starts the server.");
  return chromium.launch({ executablePath, args: JSON.parse(process.env.E2E_CHROME_ARGS ?? "[]") });
}

/**
 * The test file's Chromium: launched before its first test and closed after its last. It is
 * read only inside tests and hooks, where it has been launched; each test still opens its
 * own context (newPage), so no cookie or storage crosses from one test to the next.
 */
export function sharedBrowser(): Browser {
  let launched: Browser | undefined;
  beforeAll(async () => {
    launched = await launchBrowser();
  });
  afterAll(async () => {
    await launched?.close();
  });
  return new Proxy({} as Browser, {
    get(_, name) {
      if (!launched) throw new Error("The browser is launched in beforeAll: use it inside a test or a hook.");
      const value: unknown = Reflect.get(launched, name, launched);
      return typeof value === "function" ? value.bind(launched) : value;
    },
  });
}

/**
 * A fresh browser context and page. Every page of the context is watched: a console error,
 * an uncaught exception or a refused script (CSP) fails the test that saw it, unless the
 * test declared that exact problem with allowConsoleError. A context is one visitor: its own
 * client address, so the server's per-address limits count each test apart.
 */
export async function newPage(
  browser: Browser,
  options: { width?: number; height?: number; locale?: string } = {},
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({
    baseURL: BASE_URL,
    viewport: { width: options.width ?? 1280, height: options.height ?? 800 },
    // The browser's language (navigator.languages and Accept-Language), when a test is about it.
    ...(options.locale ? { locale: options.locale } : {}),
    extraHTTPHeaders: { "CF-Connecting-IP": clientAddress() },
  });
  // The pages' clock runs with the server's (both move together when the run pins them to an instant).
  if (CLOCK_OFFSET_MS !== 0) await context.addInitScript(moveWallClock, CLOCK_OFFSET_MS);
  const watch: ConsoleWatch = { problems: [], allowed: [] };
  watches.set(context, watch);
  await context.addInitScript(() => {
    document.addEventListener("securitypolicyviolation", (event) => {
      console.error(
        `CSP violation: ${event.effectiveDirective} refused ${event.blockedURI || "an inline script"} (sample: ${event.sample}) in ${event.sourceFile || "the page"}`,
      );
    });
  });
  context.on("console", (message) => {
    if (message.type() === "error") watch.problems.push(describeConsoleMessage(message));
  });
  context.on("weberror", (error) => watch.problems.push(`Uncaught: ${error.error().message}`));
  onTestFinished(async () => {
    await context.close();
    const unexpected = watch.problems.filter((problem) => !watch.allowed.some((allowance) => allowance.pattern.test(problem)));
    expect(unexpected, "console errors, uncaught exceptions or refused scripts").toEqual([]);
    const unused = watch.allowed.filter((allowance) => !watch.problems.some((problem) => allowance.pattern.test(problem)));
    expect(
      unused.map((allowance) => `${allowance.pattern} (${allowance.reason})`),
      "declared console errors that never happened",
    ).toEqual([]);
  });
  const page = await context.newPage();
  return { context, page };
}

/**
 * Moves a page's Date by `offsetMs`, before any of its scripts runs. Only the wall clock moves:
 * timers, animation frames and performance keep the browser's own, as they measure durations.
 * Playwright's clock.install would fake those too, and so break what the tests measure
 * (performance entries come back empty, a smooth scroll's frames stall) and have its script
 * refused in sandboxed frames (the mailbox's emails), a console error in every such test.
 */
function moveWallClock(offsetMs: number) {
  const RealDate = Date;
  const now = () => RealDate.now() + offsetMs;
  globalThis.Date = new Proxy(RealDate, {
    construct: (target, args, newTarget) => Reflect.construct(target, args.length > 0 ? args : [now()], newTarget),
    // Date() called without new gives the time as text.
    apply: () => new RealDate(now()).toString(),
    get: (target, key, receiver) => (key === "now" ? now : Reflect.get(target, key, receiver)),
  });
}

interface ConsoleWatch {
  problems: string[];
  allowed: { pattern: RegExp; reason: string }[];
}
const watches = new WeakMap<BrowserContext, ConsoleWatch>();

function describeConsoleMessage(message: ConsoleMessage): string {
  const { url } = message.location();
  return url ? `${message.text()} [${url}]` : message.text();
}

/**
 * Declares a console error this test provokes on purpose and cannot avoid, e.g. Chromium's
 * "Failed to load resource" line for an answer the test expects to be 401 or 404. The
 * pattern is matched against the message followed by ` [url]`; keep it as narrow as the
 * case, and give the reason. The test fails if the error never shows up.
 */
export function allowConsoleError(page: Page, pattern: RegExp, reason: string) {
  const watch = watches.get(page.context());
  if (!watch) throw new Error("allowConsoleError needs a page made by newPage");
  watch.allowed.push({ pattern, reason });
}

/** Prerendered pages ignore clicks until React has hydrated them. */
export async function gotoHydrated(page: Page, path: string) {
  await page.goto(path);
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true");
}

/**
 * Moves the keyboard focus to a control, checks that it has it (a control that cannot take the
 * focus would otherwise let the key land elsewhere unnoticed), and presses a key there, as
 * someone on a keyboard would after tabbing to it.
 */
export async function press(control: Locator, key = "Enter") {
  await control.focus();
  expect(await control.evaluate((element) => element === document.activeElement)).toBe(true);
  await control.page().keyboard.press(key);
}

/** Types into a field from the keyboard, key by key, after moving the focus there. */
export async function typeInto(field: Locator, text: string) {
  await field.focus();
  await field.page().keyboard.type(text);
}

/** The page fits the window's width: nothing to scroll sideways (the phone walks run at 360 px). */
export async function noSidewaysScroll(page: Page, where?: string) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow, where && `horizontal scroll on ${where}`).toBeLessThanOrEqual(0);
}

/** Fails on any serious or critical axe violation, naming each. */
export async function expectAccessible(page: Page, options: { exclude?: string[] } = {}) {
  const builder = new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"]);
  for (const selector of options.exclude ?? []) builder.exclude(selector);
  const results = await builder.analyze();
  const serious = results.violations.filter((violation) => violation.impact === "serious" || violation.impact === "critical");
  expect(serious.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(" ")).join(", ")}`)).toEqual([]);
}

/**
 * A client address of its own per visitor or API call, as Cloudflare would send it: sign-up,
 * sign-in and bookings are limited per address, and the whole suite runs from one machine.
 */
export function clientAddress(): string {
  const byte = () => Math.floor(Math.random() * 254) + 1;
  return `198.18.${byte()}.${byte()}`;
}

export function uniqueEmail(prefix: string) {
  return `${prefix}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;
}

export interface OutboxEmail {
  id: string;
  to: string;
  subject: string;
  kind: string;
  html: string;
}

/** Every email the app has sent, from the local outbox, newest first. */
export async function outbox(): Promise<OutboxEmail[]> {
  const { emails } = (await (await fetch(`${BASE_URL}/api/dev/outbox`)).json()) as { emails: OutboxEmail[] };
  return emails;
}

export async function latestEmailTo(to: string): Promise<OutboxEmail> {
  const email = (await outbox()).find((candidate) => candidate.to === to);
  if (!email) throw new Error(`No email to ${to} in the outbox`);
  return email;
}

/** The first link containing `contains` in an email. */
export function linkIn(email: OutboxEmail, contains: string): string {
  const link = [...email.html.matchAll(/href="([^"]+)"/g)]
    .map((match) => match[1]!.replace(/&amp;/g, "&"))
    .find((href) => href.includes(contains));
  if (!link) throw new Error(`No ${contains} link in "${email.subject}"`);
  return link;
}

/** The first link containing `contains` in the newest email of `kind` to `to`. */
export async function linkEmailed(to: string, kind: string, contains: string): Promise<string> {
  const email = (await outbox()).find((message) => message.to === to && message.kind === kind);
  if (!email) throw new Error(`No ${kind} email to ${to}`);
  return linkIn(email, contains);
}

export interface NewCustomer {
  email: string;
  password: string;
  firstName: string;
  lastName: string;
  /** Where the verification link leads once followed. */
  callbackURL?: string;
}

/**
 * Creates an account through the API, as the sign-up form does, from a client address of
 * its own (sign-up is limited per address); answers the emailed verification link.
 */
export async function signUpForVerificationLink(customer: NewCustomer): Promise<string> {
  const { email, password, firstName, lastName, callbackURL = "/dashboard" } = customer;
  const signUp = await fetch(`${BASE_URL}/api/auth/sign-up/email`, {
    method: "POST",
    headers: { "Content-Type": "application/json", Origin: BASE_URL, "CF-Connecting-IP": clientAddress() },
    body: JSON.stringify({ email, password, name: `${firstName} ${lastName}`, firstName, lastName, callbackURL }),
  });
  expect(signUp.status).toBe(200);
  return linkEmailed(email, "verify-email", "/api/auth/verify-email");
}

/** Signs a new customer up, then in on `page` by the verification link, which opens the dashboard. */
export async function signedInCustomer(page: Page, customer: Omit<NewCustomer, "callbackURL">): Promise<void> {
  await page.goto(await signUpForVerificationLink(customer));
  await page.waitForURL("**/dashboard");
  await page.getByRole("heading", { name: `Welcome, ${customer.firstName} ${customer.lastName}` }).waitFor();
}

const HOUR_MS = 60 * 60 * 1000;

/** Today's date in New York (yyyy-MM-dd) by the app's clock. */
export function appToday(): string {
  return businessToday(appNow());
}

/** The date `days` after `date` (before it when negative), counted on calendar dates so a DST change cannot shift it. */
export function daysAfter(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * 24 * HOUR_MS).toISOString().slice(0, 10);
}

/** The 1st of next month in New York (yyyy-MM-dd), the month the booking calendar's "Next month" shows. */
export function firstOfNextMonth(): string {
  const [year, month] = appToday().split("-").map(Number) as [number, number];
  return month === 12 ? `${year + 1}-01-01` : `${year}-${String(month + 1).padStart(2, "0")}-01`;
}

/**
 * Day `day` of next month in New York (yyyy-MM-dd), where the booking calendar's "Next month"
 * goes, or the next day after it if that one is a holiday the business closes.
 */
export function nextMonthDay(day: number): string {
  let chosen = daysAfter(firstOfNextMonth(), day - 1);
  while (holidayOn(chosen)) chosen = daysAfter(chosen, 1);
  return chosen;
}

/** Whether the booking form offers `time` on `date` for `service`: no holiday, and the visit fits that weekday's opening hours. */
function offersTime(date: string, time: string, service: string): boolean {
  return slotsOn(date, serviceVisitHours(service)).includes(time);
}

/**
 * The first date on or after `from` (before it with `direction` -1) on which the business
 * takes `service` at `time`: holidays are skipped, and so are weekdays whose hours end too
 * early for the visit (Sunday closes at 4 PM, Saturday opens at 9 AM).
 */
export function openDayFrom(from: string, time: string, service: string, direction: 1 | -1 = 1): string {
  let date = from;
  while (!offersTime(date, time, service)) date = daysAfter(date, direction);
  return date;
}

export interface Slot {
  date: string;
  time: string;
}

/**
 * The slots `timesOn` gives each day, holidays skipped, that start between `from` and
 * `until`, soonest first (New York wall-clock times, so DST days are counted right).
 */
function slotsBetween(from: Date, until: Date, timesOn: (date: string) => readonly string[]): Slot[] {
  const found: Slot[] = [];
  for (let date = businessToday(from); date <= businessToday(until); date = daysAfter(date, 1)) {
    if (holidayOn(date)) continue;
    for (const time of timesOn(date)) {
      const startsAt = slotStart(date, time).getTime();
      if (startsAt >= from.getTime() && startsAt < until.getTime()) found.push({ date, time });
    }
  }
  return found;
}

/** Room for the seconds a test takes between choosing a slot and using it (booking it, showing it). */
const TEST_MARGIN_MS = 5 * 60 * 1000;

/**
 * The soonest slot the booking form takes `service` at now: open that day and hour, at least
 * the minimum notice ahead. The next open day always comes within the week.
 */
export function soonestBookableSlot(service: string): Slot {
  const now = appNow().getTime();
  const from = new Date(now + MIN_NOTICE_HOURS * HOUR_MS + TEST_MARGIN_MS);
  const [soonest] = slotsBetween(from, new Date(now + 7 * 24 * HOUR_MS), (date) => slotsOn(date, serviceVisitHours(service)));
  if (!soonest) throw new Error(`No bookable slot for ${service} within a week of ${appNow().toISOString()}`);
  return soonest;
}

/**
 * The soonest of `times` (a subscription plan's schedule slots, or those of each date) on an open day that starts
 * less than `hours` from now, the test's few minutes ahead; null when the calendar has none,
 * as from the evening before a holiday until its morning (that day's visits are skipped).
 */
export function openSlotWithin(hours: number, times: readonly string[] | ((date: string) => readonly string[])): Slot | null {
  const now = appNow().getTime();
  const timesOn = typeof times === "function" ? times : () => times;
  return slotsBetween(new Date(now + TEST_MARGIN_MS), new Date(now + hours * HOUR_MS), timesOn)[0] ?? null;
}

/** A ZIP every service comes to (Miami's crews serve all of them). */
export const EVERY_SERVICE_ZIP = "33131";

/**
 * Answers the booking wizard's "where" before its times show: fills `zip` into an empty ZIP
 * field. A ZIP already typed, or a signed-in customer's saved address already chosen, stays. Other pages with a calendar (rescheduling, plans) ask no ZIP: nothing to do.
 */
export async function answerWhere(page: Page, zip: string = EVERY_SERVICE_ZIP) {
  if (new URL(page.url()).pathname !== "/booking") return;
  const field = page.getByLabel("ZIP code of the visit");
  const saved = page.getByLabel("Where is the visit?");
  // A signed-in customer's saved addresses arrive after the page does, and the latest then
  // takes the place of an empty ZIP field (a ZIP typed before they arrive is kept): wait for
  // the page's requests to settle, then answer whichever question is on screen.
  await page.waitForLoadState("networkidle", { timeout: 10_000 }).catch(() => undefined);
  const deadline = Date.now() + 15_000;
  while (Date.now() < deadline) {
    if ((await field.count()) === 0) {
      if ((await saved.count()) > 0) return;
    } else if ((await field.inputValue().catch(() => "")) !== "") {
      return;
    } else {
      await field.fill(zip, { timeout: 1_000 }).catch(() => undefined);
      continue;
    }
    await page.waitForTimeout(100);
  }
  throw new Error("The booking's date-and-time step asked neither a ZIP nor a saved address within 15 s.");
}

/**
 * Picks day `day` of next month in the booking calendar (the day after, if that one is a
 * holiday): always in the future, whatever today is in New York. On the booking wizard, the
 * ZIP it asks first is answered with one every service comes to, unless one is there.
 */
export async function pickNextMonthDay(page: Page, day: number) {
  await answerWhere(page);
  const nextMonth = page.getByRole("button", { name: "Next month" });
  await nextMonth.waitFor();
  const target = page.locator(`button[data-date="${nextMonthDay(day)}"]`);
  // The wizard keeps the tab's chosen date across visits, so its calendar may open on next month already.
  if ((await target.count()) === 0) await nextMonth.click();
  await target.click();
}

/** The text of the toast on screen; waits for one to show. */
export async function toastText(page: Page): Promise<string> {
  return (await page.getByTestId("toast").textContent()) ?? "";
}

export interface AddressInput {
  building?: string;
  street: string;
  unit?: string;
  city: string;
  zip: string;
  /** The visible label of the way in, e.g. "The concierge desk holds a key". */
  access?: string;
  accessNotes?: string;
}

/** Fills the booking form's Service Address parts (client/components/booking/address-fields.tsx). */
export async function fillServiceAddress(page: Page, address: AddressInput) {
  if (address.building) await page.getByLabel("Building or community (optional)").fill(address.building);
  await page.getByLabel("Street address").fill(address.street);
  if (address.unit) await page.getByLabel("Unit (optional)").fill(address.unit);
  await page.getByLabel("City", { exact: true }).fill(address.city);
  await page.getByLabel("ZIP code").fill(address.zip);
  if (address.access) await page.getByLabel("How does the crew get in?").selectOption({ label: address.access });
  if (address.accessNotes) await page.getByLabel(/^Access instructions/).fill(address.accessNotes);
}
