import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { formatTime } from "#core/i18n/format";
import { slotStart } from "#core/time-slots";
import { runSql, signInAsAdmin } from "./admin-session";
import { activeCrewMember } from "./work-staff";
import {
  allowConsoleError,
  appNow,
  appToday,
  BASE_URL,
  clientAddress,
  daysAfter,
  expectAccessible,
  gotoHydrated,
  linkEmailed,
  linkIn,
  newPage,
  openDayFrom,
  outbox,
  sharedBrowser,
  toastText,
  uniqueEmail,
} from "./support";

const browser = sharedBrowser();
const PHONE = { width: 360, height: 740 };
const HOUR = 60 * 60 * 1000;
/** A walk with staged rows (each a wrangler call) outlasts the default minute on a busy machine. */
const WALK_TIMEOUT_MS = 180_000;

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** Which of these English words or phrases the page shows (whole words, case and all). */
async function englishOnPage(page: Page, words: readonly string[]): Promise<string[]> {
  // biome-ignore lint/performance/useDomNodeTextContent: the visible text is what is checked (textContent would add hidden nodes and scripts)
  const text = await page.evaluate(() => document.body.innerText);
  return words.filter((phrase) => new RegExp(`(^|[^\\p{L}])${escaped(phrase)}($|[^\\p{L}])`, "u").test(text));
}

/** Spanish, with none of the English words, accessible and not wider than the phone. */
async function expectSpanish(page: Page, englishWords: readonly string[]) {
  expect(await page.evaluate(() => document.documentElement.lang)).toBe("es-US");
  expect(await englishOnPage(page, englishWords)).toEqual([]);
  expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);
  await expectAccessible(page);
}

/** An account made on the Spanish site (as its sign-up form sends it), confirmed; answers nothing, signs nobody in. */
async function spanishAccount(email: string, password: string): Promise<string> {
  const signUp = await fetch(`${BASE_URL}/api/auth/sign-up/email`, {
    method: "POST",
    headers: { "Content-Type": "application/json", Origin: BASE_URL, "CF-Connecting-IP": clientAddress() },
    body: JSON.stringify({
      email,
      password,
      name: "Lucía Fernández",
      firstName: "Lucía",
      lastName: "Fernández",
      locale: "es",
      callbackURL: "/es/dashboard",
    }),
  });
  expect(signUp.status).toBe(200);
  return linkEmailed(email, "verify-email", "/api/auth/verify-email");
}

/** A Spanish customer signed in on `page` by their verification link, on the Spanish dashboard. */
async function signedInSpanishCustomer(page: Page, email: string) {
  await page.goto(await spanishAccount(email, "brisa del mar 2026"));
  await page.waitForURL("**/es/dashboard");
  await page.getByRole("heading", { name: "Hola, Lucía Fernández" }).waitFor();
}

/** Words of the English reset page (client/routes/reset-password.tsx). */
const ENGLISH_RESET_PAGE_WORDS = [
  "Choose a new password",
  "New password",
  "At least 8 characters",
  "Save new password",
  "Saving",
  "Password must be at least 8 characters",
  "Password changed",
  "Your password has been changed",
  "You can now sign in",
  "Sign In",
  "Back to sign in",
  "This link has expired",
];

describe("the password reset page in Spanish", () => {
  it(
    "opens from a Spanish account's emailed link at /es/reset-password and changes the password by keyboard at 360 px",
    async () => {
      const email = uniqueEmail("es-reset");
      const confirm = await fetch(await spanishAccount(email, "brisa del mar 2026"), { redirect: "manual" });
      expect(confirm.status).toBe(302);
      const asked = await fetch(`${BASE_URL}/api/auth/request-password-reset`, {
        method: "POST",
        headers: { "Content-Type": "application/json", Origin: BASE_URL, "CF-Connecting-IP": clientAddress() },
        body: JSON.stringify({ email }),
      });
      expect(asked.status).toBe(200);
      const link = await linkEmailed(email, "reset-password", "/api/auth/reset-password/");

      const { context, page } = await newPage(browser, PHONE);
      await page.goto(link);
      await page.waitForURL((url) => url.pathname === "/es/reset-password" && url.searchParams.has("token"));
      await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true");
      await page.getByRole("heading", { name: "Elija una contraseña nueva" }).waitFor();
      await expectSpanish(page, ENGLISH_RESET_PAGE_WORDS);

      const password = page.getByLabel("Contraseña nueva", { exact: true });
      await password.focus();
      await page.keyboard.type("corta");
      await page.keyboard.press("Enter");
      await page.getByText("La contraseña debe tener al menos 8 caracteres.").waitFor();
      await expectSpanish(page, ENGLISH_RESET_PAGE_WORDS);

      await password.fill("arena blanca 2026");
      await page.keyboard.press("Enter");
      await page.getByRole("heading", { name: "Su contraseña fue cambiada" }).waitFor();
      expect(await toastText(page)).toContain("Contraseña cambiada");
      await expectSpanish(page, ENGLISH_RESET_PAGE_WORDS);
      expect(await page.getByRole("link", { name: "Iniciar sesión" }).getAttribute("href")).toBe("/es/auth");

      // The link works once: the second time, the Spanish page says it is dead.
      await page.goto(link);
      await page.waitForURL("**/es/reset-password?error=INVALID_TOKEN");
      await page.getByRole("alert").filter({ hasText: "Este enlace venció o ya se usó." }).waitFor();
      await page.getByRole("link", { name: "Volver a iniciar sesión" }).waitFor();
      await expectSpanish(page, ENGLISH_RESET_PAGE_WORDS);
      await context.close();
    },
    WALK_TIMEOUT_MS,
  );
});

/** Words of the English notice of a dead verification link (client/components/verification-notice.tsx). */
const ENGLISH_VERIFICATION_WORDS = [
  "This verification link",
  "has expired",
  "links work for one hour",
  "Your email, for a new link",
  "Send a new link",
  "Sending",
  "We sent a new link",
  "Please open it within the hour",
  "Please enter your email address",
];

describe("a dead verification link on the Spanish site", () => {
  it(
    "lands on /es/auth saying why in Spanish, and sends a new link by keyboard at 360 px",
    async () => {
      const email = uniqueEmail("es-verify");
      await spanishAccount(email, "brisa del mar 2026");
      const expired = await fetch(`${BASE_URL}/api/auth/verify-email?token=not-a-token&callbackURL=%2Fes%2Fdashboard`, {
        redirect: "manual",
      });
      expect(expired.headers.get("Location")).toBe("/es/auth?verification=invalid");

      const { context, page } = await newPage(browser, PHONE);
      await gotoHydrated(page, "/es/auth?verification=expired");
      await page.getByText("Este enlace de verificación venció: los enlaces funcionan durante una hora.").waitFor();
      await expectSpanish(page, ENGLISH_VERIFICATION_WORDS);

      const form = page.getByRole("form", { name: "Recibir un enlace de verificación nuevo" });
      await form.getByRole("button", { name: "Enviar un enlace nuevo" }).focus();
      await page.keyboard.press("Enter");
      await form.getByText("Escriba su correo electrónico.").waitFor();
      await form.getByLabel("Su correo electrónico, para un enlace nuevo").focus();
      await page.keyboard.type(email);
      await page.keyboard.press("Enter");
      await page
        .getByRole("status")
        .filter({ hasText: `Enviamos un enlace nuevo a ${email}.` })
        .waitFor();
      await expectSpanish(page, ENGLISH_VERIFICATION_WORDS);
      // The new link signs in on the Spanish dashboard, as the first one would have.
      const resent = (await outbox()).filter((message) => message.to === email && message.kind === "verify-email");
      expect(resent.length).toBe(2);
      expect(decodeURIComponent(linkIn(resent[0]!, "/api/auth/verify-email"))).toContain("callbackURL=/es/dashboard");
      await context.close();
    },
    WALK_TIMEOUT_MS,
  );
});

/** Words of the English subscription success page (client/routes/subscription-success.tsx). */
const ENGLISH_SUCCESS_WORDS = [
  "Thank you for subscribing",
  "Once your payment is confirmed",
  "Confirming your payment",
  "We could not find this checkout",
  "This checkout does not belong to your account",
  "What happens next",
  "You get a confirmation email",
  "We contact you within 24 hours",
  "Your cleaner arrives",
  "Change plan",
  "Manage Subscription",
  "Back to Home",
];

describe("the subscription success page in Spanish", () => {
  it(
    "says what happens next, and that a checkout of another account is not found, in Spanish at 360 px",
    async () => {
      const { context, page } = await newPage(browser, PHONE);
      await gotoHydrated(page, "/es/subscription-success?session_id=cs_local_unknown");
      await page.getByRole("heading", { level: 1, name: "¡Gracias por suscribirse!" }).waitFor();
      await page.getByRole("heading", { name: "Qué sigue" }).waitFor();
      await expectSpanish(page, ENGLISH_SUCCESS_WORDS);
      expect(await page.getByRole("link", { name: "Administrar suscripción", exact: true }).getAttribute("href")).toBe("/es/subscription");
      expect(await page.getByRole("link", { name: "Volver al inicio", exact: true }).getAttribute("href")).toBe("/es");

      await signedInSpanishCustomer(page, uniqueEmail("es-success"));
      allowConsoleError(page, /status of 404 .*\/api\/subscription\/checkout\/cs_local_unknown\]$/, "the checkout is not this account's");
      await gotoHydrated(page, "/es/subscription-success?session_id=cs_local_unknown");
      await page.getByRole("heading", { level: 1, name: "No encontramos este pago" }).waitFor();
      await page.getByText("Este pago no pertenece a su cuenta.").waitFor();
      await expectSpanish(page, ENGLISH_SUCCESS_WORDS);
      await context.close();
    },
    WALK_TIMEOUT_MS,
  );
});

/** Words of the English manage page's payment lines (client/components/payments/payment-parts.tsx). */
const ENGLISH_REFUND_WORDS = ["Visit", "Tip", "paid", "refunded", "Fully refunded", "Payments"];

describe("a Spanish booking's refunds on its page", () => {
  it(
    "lists each payment and what was refunded of it in Spanish at 360 px",
    async () => {
      const email = uniqueEmail("es-refund");
      const response = await fetch(`${BASE_URL}/api/bookings`, {
        method: "POST",
        headers: { "Content-Type": "application/json", "Idempotency-Key": crypto.randomUUID(), "CF-Connecting-IP": clientAddress() },
        body: JSON.stringify({
          service_id: "pet-sitting",
          appointment_date: openDayFrom(daysAfter(appToday(), 10), "12:00 PM", "pet-sitting"),
          appointment_time: "12:00 PM",
          customer_name: "Gloria Estrada",
          customer_email: email,
          customer_phone: "(305) 555-0142",
          service_address: "1200 Brickell Ave, Miami, FL",
          locale: "es",
        }),
      });
      expect(response.status).toBe(201);
      const { reference } = ((await response.json()) as { booking: { reference: string } }).booking;
      // Staged: the visit paid and partly refunded, the tip paid and refunded whole (Stripe's webhooks are not driven here).
      const now = appNow().getTime();
      for (const [kind, paid, refunded] of [
        ["visit", 4500, 1000],
        ["tip", 500, 500],
      ] as const) {
        runSql(`INSERT INTO booking_payments (id, booking_id, kind, amount_cents, lines, status, paid_cents, refunded_cents, paid_at, created_at, updated_at)
        SELECT '${crypto.randomUUID()}', id, '${kind}', ${paid},
          COALESCE(estimate, json_object('service_id', service_id, 'lines', json_array(), 'discount_cents', 0, 'total_cents', ${paid})), 'paid', ${paid}, ${refunded}, ${now - HOUR}, ${now}, ${now} FROM bookings WHERE reference = '${reference}'`);
      }
      const confirmation = (await outbox()).find((message) => message.to === email && message.kind === "booking-customer")!;
      const link = new URL(linkIn(confirmation, "/manage-booking"));
      expect(link.pathname).toBe("/es/manage-booking");

      const { context, page } = await newPage(browser, PHONE);
      await gotoHydrated(page, link.pathname + link.search);
      const payments = page.getByRole("list", { name: "Pagos" });
      await payments.getByText("Visita · pagado $45.00 · reembolsado $10.00").waitFor();
      await payments.getByText("Propina · pagado $5.00 · Reembolsado por completo").waitFor();
      expect(await englishOnPage(page, ENGLISH_REFUND_WORDS)).toEqual([]);
      expect(await page.getByRole("list", { name: "Payments" }).count()).toBe(0);
      await expectSpanish(page, ENGLISH_REFUND_WORDS);
      await context.close();
    },
    WALK_TIMEOUT_MS,
  );
});

/** The plan of the staged subscriptions. */
const PLAN = "2bed2bath";

/** Staged in D1: subscriptions are written only by Stripe's webhooks, which these tests do not drive. */
function fixtureSubscription(email: string) {
  const now = appNow().getTime();
  const id = crypto.randomUUID();
  runSql(`INSERT INTO subscriptions (id, user_id, stripe_customer_id, stripe_subscription_id, package_id, status, current_period_end, created_at, updated_at)
    SELECT '${id}', id, 'cus_fixture', 'sub_${id}', '${PLAN}', 'active', ${now + 30 * 24 * HOUR}, ${now}, ${now} FROM users WHERE email = '${email}'`);
}

function fixtureSchedule(email: string, date: string, time: string) {
  const now = appNow().getTime();
  runSql(`INSERT INTO cleaning_schedules (id, user_id, email, scheduled_date, scheduled_time, starts_at, frequency, status, subscription_tier, created_at, updated_at)
    SELECT '${crypto.randomUUID()}', id, email, '${date}', '${time}', ${slotStart(date, time).getTime()}, 'biweekly', 'active', '${PLAN}', ${now}, ${now} FROM users WHERE email = '${email}'`);
}

/** Words of the English schedule form and card (client/components/dashboard/schedule-form.tsx, schedule-card.tsx). */
const ENGLISH_SCHEDULE_WORDS = [
  "Frequency",
  "Bi-weekly",
  "Monthly",
  "Every other week",
  "The same day each month",
  "Your plan includes two visits a month",
  "Book a one-off cleaning",
  "Subscription visits start",
  "Eastern Time",
  "Where the visits are",
  "Special Instructions",
  "First visits",
  "Back to Schedules",
  "cleaning at",
  "Next visits",
  "Where",
  "Edit",
  "Cancel",
  "Cancel this schedule?",
  "Yes, cancel schedule",
  "Keep schedule",
  "AM",
  "PM",
];

/** Words of the English reasons asked when cancelling (client/components/dashboard/cancellation-reason-fields.tsx). */
const ENGLISH_REASON_WORDS = [
  "Why are you leaving?",
  "It costs too much",
  "I no longer need it",
  "I am moving away",
  "I was not happy with the cleanings",
  "The visit times do not suit me",
  "Other",
  "Tell us more",
];

describe("a Spanish subscriber's schedule and cancellation", () => {
  it(
    "plans a schedule, reads its card and answers why they leave, all in Spanish, by keyboard at 360 px",
    async () => {
      const email = uniqueEmail("es-schedule");
      const { context, page } = await newPage(browser, PHONE);
      await signedInSpanishCustomer(page, email);
      fixtureSubscription(email);
      const visitDay = openDayFrom(daysAfter(appToday(), 9), "10:00 AM", "deep-cleaning");
      fixtureSchedule(email, visitDay, "10:00 AM");

      await gotoHydrated(page, "/es/dashboard?tab=Schedule");
      const card = page.getByRole("article").filter({ hasText: "Próximas visitas:" });
      await card.getByRole("heading", { name: `Limpieza quincenal a las ${formatTime("10:00", "es")}` }).waitFor();
      await expectSpanish(page, ENGLISH_SCHEDULE_WORDS);
      await card.getByRole("button", { name: "Cancelar", exact: true }).focus();
      await page.keyboard.press("Enter");
      await card.getByRole("group", { name: "¿Cancelar este calendario? Sus próximas visitas no se harán." }).waitFor();
      await expectSpanish(page, ENGLISH_SCHEDULE_WORDS);
      // Focus is on "Mantener el calendario": Enter keeps it.
      await page.keyboard.press("Enter");
      await card.getByRole("button", { name: "Editar", exact: true }).focus();
      await page.keyboard.press("Enter");
      await page.getByRole("heading", { name: "Editar calendario de limpieza" }).waitFor();
      await page.getByText("Primeras visitas:").waitFor();
      await page.getByRole("radio", { name: /^Quincenal/ }).waitFor();
      await expectSpanish(page, ENGLISH_SCHEDULE_WORDS);
      await page.getByRole("button", { name: "Volver a los calendarios" }).focus();
      await page.keyboard.press("Enter");

      await page.getByRole("tab", { name: "Suscripción" }).focus();
      await page.keyboard.press("Enter");
      await page.getByRole("button", { name: "Cancelar suscripción", exact: true }).focus();
      await page.keyboard.press("Enter");
      const dialog = page.getByRole("dialog", { name: "Cancelar suscripción" });
      await dialog.getByRole("group", { name: "¿Por qué se va? (opcional)" }).waitFor();
      await dialog.getByRole("radio", { name: "Otro motivo" }).check();
      await dialog.getByLabel("Cuéntenos más (opcional)").waitFor();
      await expectSpanish(page, ENGLISH_REASON_WORDS);
      await dialog.getByRole("button", { name: "Conservar mi suscripción" }).focus();
      await page.keyboard.press("Enter");
      await dialog.waitFor({ state: "detached" });
      await context.close();
    },
    WALK_TIMEOUT_MS,
  );
});

/** A real 1x1 PNG, as a phone's camera roll would hand over a (much larger) one. */
const PNG = Buffer.from("iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==", "base64");

/** Words of the English Complete form and photo picker (client/components/work/complete-form.tsx, photo-picker.tsx). */
const ENGLISH_COMPLETE_WORDS = [
  "Complete this job",
  "Enter what the visit really took",
  "Final price",
  "Note for the customer",
  "Photos of the finished work",
  "optional",
  "up to",
  "chosen",
  "each at most",
  "Please choose a photo",
  "Complete",
  "Completing",
  "Job completed",
  "is done",
  "Thank you",
];

describe("the work portal's Complete form in Spanish", () => {
  it(
    "completes a started job with a photo, by keyboard at 360 px, for a crew member whose language is Spanish",
    async () => {
      const owner = await newPage(browser, PHONE);
      await signInAsAdmin(owner.context);
      const crew = await activeCrewMember(browser, owner.context, { firstName: "Yanet", lastName: `Completa${Date.now()}` });
      const chosen = await crew.context.request.patch("/api/me", { headers: { Origin: BASE_URL }, data: { locale: "es" } });
      expect(chosen.status()).toBe(200);
      const response = await fetch(`${BASE_URL}/api/bookings`, {
        method: "POST",
        headers: { "Content-Type": "application/json", "Idempotency-Key": crypto.randomUUID(), "CF-Connecting-IP": clientAddress() },
        body: JSON.stringify({
          service_id: "hair-stylist",
          appointment_date: openDayFrom(daysAfter(appToday(), 11), "10:00 AM", "hair-stylist"),
          appointment_time: "10:00 AM",
          customer_name: "Gloria Estrada",
          customer_email: uniqueEmail("es-complete-customer"),
          customer_phone: "(305) 555-0123",
          service_address: "500 Brickell Key Dr, Apt 910, Miami, FL",
          locale: "es",
        }),
      });
      expect(response.status).toBe(201);
      const { reference } = ((await response.json()) as { booking: { reference: string } }).booking;
      // Staged: confirmed, begun today, given to the crew member, who started it (the clock cannot be moved).
      const now = appNow().getTime();
      runSql(
        `UPDATE bookings SET status = 'confirmed', appointment_date = '${appToday()}', starts_at = ${now - HOUR} WHERE reference = '${reference}'`,
      );
      runSql(`INSERT INTO crew_assignments (visit_type, visit_id, crew_name, assigned_by, assigned_at, provider_id, on_the_way_at, started_at)
      SELECT 'booking', id, '${crew.name}', 'owner@example.com', ${now}, '${crew.userId}', ${now}, ${now} FROM bookings WHERE reference = '${reference}'`);

      const { page } = crew;
      await gotoHydrated(page, "/es/work");
      const form = page.getByRole("form", { name: "Terminar este trabajo" });
      await form.waitFor();
      await form.getByText("Precio final").waitFor();
      await expectSpanish(page, ENGLISH_COMPLETE_WORDS);

      // A file that is not a photo is refused at the field, in Spanish.
      const photos = form.getByLabel(/^Fotos del trabajo terminado/);
      await photos.setInputFiles({ name: "notes.txt", mimeType: "text/plain", buffer: Buffer.from("not a photo") });
      await form.getByRole("alert").filter({ hasText: "Elija una foto: JPEG, PNG o WebP." }).waitFor();
      await expectSpanish(page, ENGLISH_COMPLETE_WORDS);
      // A file chooser has no keyboard path to script: the photo is set, the rest is the keyboard's.
      await photos.setInputFiles({ name: "terminado.png", mimeType: "image/png", buffer: PNG });
      await form.getByText("1 elegida.", { exact: false }).waitFor();
      await form.getByLabel("Nota para el cliente (opcional)").focus();
      await page.keyboard.type("Todo listo.");
      await form.getByRole("button", { name: "Terminar", exact: true }).focus();
      await page.keyboard.press("Enter");
      await expect.poll(() => toastText(page), { timeout: 10_000 }).toContain("Trabajo terminado");
      expect(await englishOnPage(page, ENGLISH_COMPLETE_WORDS)).toEqual([]);
      await owner.context.close();
      await crew.context.close();
    },
    WALK_TIMEOUT_MS,
  );
});
