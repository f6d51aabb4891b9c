import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { slotLabel } from "#core/time-slots";
import { cleaningSchedules, emails } from "#worker/db/schema";
import { scheduleReminderEmail, schedulesEndedEmails } from "#worker/emails/schedule";
import { createViaApi, pinClockBeforeFreshSlots, scheduleBody } from "./schedule-support";
import { subscriber } from "./subscription-factory";
import { expectSpanishEmail } from "./spanish-email-checks";
import { api, appNow, db } from "./support";

pinClockBeforeFreshSlots();

/** Words of the English schedule emails that no Spanish one may carry. */
const ENGLISH = [
  "Hello",
  "Cleaning schedule",
  "Bi-weekly",
  "bi-weekly",
  "Eastern Time",
  "First visit",
  "Next visits",
  "Special instructions",
  "Add the series",
  "Reminder",
  "tomorrow",
  "Questions? Call",
  "Bed /",
];

function expectSpanish(email: Parameters<typeof expectSpanishEmail>[0]) {
  expectSpanishEmail(email, ENGLISH);
}

async function spanishScheduleOwner() {
  const owner = await subscriber("active");
  expect((await api("/api/me", { method: "PATCH", cookie: owner.cookie, json: { locale: "es" } })).status).toBe(200);
  const created = await createViaApi(owner.cookie, scheduleBody({ special_instructions: "Llave en <b>recepción</b>" }));
  expect(created.status).toBe(201);
  const [schedule] = await db.select().from(cleaningSchedules).where(eq(cleaningSchedules.email, owner.email));
  return { owner, schedule: schedule! };
}

describe("a Spanish customer's schedule emails", () => {
  it("confirms a new schedule in Spanish, the instructions escaped, and tells the business in English which language", async () => {
    const { owner } = await spanishScheduleOwner();
    const [created] = await db
      .select()
      .from(emails)
      .where(and(eq(emails.to, owner.email), eq(emails.kind, "schedule-new-customer")));
    expect(created?.subject).toMatch(/^Calendario de limpieza creado: quincenal desde el \p{L}+, \d+ de \p{L}+ de \d{4} a las? /u);
    expect(created?.html).toContain("Llave en &lt;b&gt;recepción&lt;/b&gt;");
    expect(created?.html).toContain("Agregar la serie a su calendario");
    expectSpanish(created!);
    const business = await db.select().from(emails).where(eq(emails.kind, "schedule-new-business"));
    const mine = business.find((row) => row.text.includes(owner.email));
    expect(mine?.subject).toMatch(/^New cleaning schedule: /);
    expect(mine?.text).toContain("Language: Spanish");
  });

  it("writes the day-before reminder and the stopped-schedules email in Spanish", async () => {
    const { schedule } = await spanishScheduleOwner();
    const visit = { date: schedule.scheduledDate, time: schedule.scheduledTime, startsAt: appNow() };
    const reminder = scheduleReminderEmail(schedule, visit, "Gloria", "es");
    expect(reminder.subject).toMatch(/^Recordatorio: su limpieza mañana a las? \d+:\d{2} [ap]\. ?m\.$/);
    expectSpanish(reminder);
    const [stopped, business] = schedulesEndedEmails(
      [{ schedule, nextVisit: visit }],
      "Gloria",
      "https://example.com",
      "b@example.com",
      "es",
    );
    expect(stopped.subject).toBe("Sus visitas de limpieza se detuvieron");
    expectSpanish(stopped);
    expect(business.language ?? "en").toBe("en");
    expect(business.text).toContain("Language: Spanish");
  });

  it("keeps an English reminder word for word", async () => {
    const { schedule } = await spanishScheduleOwner();
    const visit = { date: schedule.scheduledDate, time: schedule.scheduledTime, startsAt: appNow() };
    const reminder = scheduleReminderEmail(schedule, visit, "Ann");
    expect(reminder.subject).toBe(`Reminder: your cleaning tomorrow at ${slotLabel(schedule.scheduledTime)}`);
    expect(reminder.text).toContain(
      "This is a friendly reminder of your cleaning visit tomorrow. Please let your front desk or concierge know we are coming.",
    );
  });
});
