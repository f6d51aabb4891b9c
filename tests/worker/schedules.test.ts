import { addDays, format, parseISO } from "date-fns";
import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { CHANGE_NOTICE_MESSAGE } from "#core/change-notice";
import { SLOT_PROBLEM_MESSAGES } from "#core/opening-hours";
import { ONE_SCHEDULE_MESSAGE, PLAN_VISITS_MESSAGE, type ScheduleListResponse, type ScheduleResponse } from "#core/schedule-schema";
import { slotHour, slotStart } from "#core/time-slots";
import { cleaningSchedules, emails } from "#worker/db/schema";
import { statusOf } from "#worker/errors";
import { DomainError } from "#worker/services/errors";
import { cancelSchedule, createSchedule, updateSchedule } from "#worker/services/schedules/schedule-changes";
import { listSchedules, SUBSCRIPTION_REQUIRED_MESSAGE } from "#worker/services/schedules/schedules";
import { asOwner, createViaApi, freshSlot, pinClockBeforeFreshSlots, scheduleBody } from "./schedule-support";
import { subscriber } from "./subscription-factory";
import { api, db, verifiedAccount } from "./support";

pinClockBeforeFreshSlots();

async function emailsOfKind(to: string, kind: string) {
  return db
    .select()
    .from(emails)
    .where(and(eq(emails.to, to), eq(emails.kind, kind)));
}

/** The business's emails of a kind whose subject names this customer and series (all test users are Ana Rivera). */
async function businessEmailsAbout(subjectPart: string, kind: string) {
  const rows = await db.select().from(emails).where(eq(emails.kind, kind));
  return rows.filter((row) => row.subject.includes(subjectPart));
}

async function storedRow(id: string) {
  const [row] = await db.select().from(cleaningSchedules).where(eq(cleaningSchedules.id, id));
  return row;
}

describe("/api/schedules access", () => {
  it("answers 401 to a signed-out visitor on every route", async () => {
    const answers = await Promise.all([
      api("/api/schedules"),
      api("/api/schedules", { method: "POST", json: scheduleBody() }),
      api("/api/schedules/some-id", { method: "PATCH", json: scheduleBody() }),
      api("/api/schedules/some-id", { method: "DELETE" }),
    ]);
    for (const answer of answers) {
      expect(answer.status).toBe(401);
      expect(await answer.json()).toMatchObject({ error: { code: "unauthenticated" } });
    }
  });

  it("refuses a signed-in user without a serving subscription, and lets a past-due one in", async () => {
    const stranger = await verifiedAccount();
    const list = (await (await api("/api/schedules", { cookie: stranger.cookie })).json()) as ScheduleListResponse;
    expect(list).toEqual({ schedules: [], can_schedule: false });
    const refused = await createViaApi(stranger.cookie, scheduleBody());
    expect(refused.status).toBe(403);
    expect(await refused.json()).toEqual({ error: { code: "subscription_required", message: SUBSCRIPTION_REQUIRED_MESSAGE } });
    expect(await db.select().from(cleaningSchedules).where(eq(cleaningSchedules.email, stranger.email))).toHaveLength(0);

    const graced = await subscriber("past_due");
    expect((await createViaApi(graced.cookie, scheduleBody())).status).toBe(201);
  });

  it("answers invalid dates, times and frequencies with 400 and a message per field", async () => {
    const user = await subscriber();
    const missing = await createViaApi(user.cookie, { frequency: "biweekly" });
    expect(missing.status).toBe(400);
    expect(await missing.json()).toMatchObject({
      error: {
        code: "invalid_input",
        fields: { scheduled_date: "Please select both date and time.", scheduled_time: "Please select both date and time." },
      },
    });
    const wrong = await createViaApi(user.cookie, { scheduled_date: "2030-02-30", scheduled_time: "9:00 PM", frequency: "daily" });
    expect(wrong.status).toBe(400);
    expect(((await wrong.json()) as { error: { fields: Record<string, string> } }).error.fields).toEqual({
      scheduled_date: "This date does not exist.",
      scheduled_time: "Please choose a time from 8:00 AM to 8:00 PM.",
      frequency: "Please choose bi-weekly or monthly.",
    });
    // The clock is pinned to 2029-11-07: a series can start until 2030-11-07.
    for (const date of ["2030-11-08", "9999-12-31"]) {
      const tooFar = await createViaApi(user.cookie, scheduleBody({ scheduled_date: date }));
      expect(tooFar.status, date).toBe(400);
      expect(await tooFar.json()).toMatchObject({
        error: { fields: { scheduled_date: "Schedules can start up to 12 months ahead. Please choose an earlier date." } },
      });
    }
    // The plan's 3-hour visits end by that day's closing, where the crews' shifts end: 5 PM at the latest on a Thursday.
    const late = await createViaApi(user.cookie, scheduleBody({ scheduled_date: "2030-11-07", scheduled_time: "6:00 PM" }));
    expect(late.status).toBe(400);
    const lateMessage = "Your plan's 3-hour visits must start by 5:00 PM that day. Please choose an earlier time.";
    expect(await late.json()).toMatchObject({ error: { fields: { scheduled_time: lateMessage } } });
    // The same refusal for a Spanish reader, message and field alike, the time as Spanish writes it.
    const lateInSpanish = await api("/api/schedules", {
      method: "POST",
      cookie: user.cookie,
      json: scheduleBody({ scheduled_date: "2030-11-07", scheduled_time: "6:00 PM" }),
      headers: { "Idempotency-Key": crypto.randomUUID(), "Accept-Language": "es-US,es;q=0.9" },
    });
    expect(lateInSpanish.status).toBe(400);
    const { error: spanish } = (await lateInSpanish.json()) as { error: { message: string; fields: Record<string, string> } };
    expect(spanish.message).toMatch(/^Las visitas de 3 horas de su plan deben comenzar a más tardar a las 5:00\s?p\.\s?m\. ese día\./);
    expect(spanish.fields.scheduled_time).toBe(spanish.message);
    // A Saturday closes at 6 PM, and a Sunday opens at 10 AM.
    const saturday = await createViaApi(user.cookie, scheduleBody({ scheduled_date: "2030-11-02", scheduled_time: "4:00 PM" }));
    expect(saturday.status).toBe(400);
    expect(await saturday.json()).toMatchObject({
      error: { fields: { scheduled_time: "Your plan's 3-hour visits must start by 3:00 PM that day. Please choose an earlier time." } },
    });
    const sunday = await createViaApi(user.cookie, scheduleBody({ scheduled_date: "2030-11-03", scheduled_time: "8:00 AM" }));
    expect(sunday.status).toBe(400);
    expect(await sunday.json()).toMatchObject({ error: { fields: { scheduled_time: SLOT_PROBLEM_MESSAGES.closed } } });
    expect((await createViaApi(user.cookie, scheduleBody({ scheduled_date: "2030-11-07", scheduled_time: "5:00 PM" }))).status).toBe(201);
    const past = await createViaApi(user.cookie, scheduleBody({ scheduled_date: "2020-03-03" }));
    expect(past.status).toBe(400);
    expect(await past.json()).toMatchObject({ error: { fields: { scheduled_time: "This time has already passed." } } });
  });
});

describe("a subscriber's schedules", () => {
  it("creates a bi-weekly schedule by default, lists it with its next visits, and emails both sides with the series' calendar", async () => {
    const user = await subscriber();
    const later = freshSlot();
    const body = scheduleBody({
      frequency: undefined,
      scheduled_date: "2030-01-08",
      special_instructions: '<b onclick="x">Ring twice</b>',
    });
    const created = await createViaApi(user.cookie, body);
    expect(created.status).toBe(201);
    const { schedule } = (await created.json()) as ScheduleResponse;
    expect(schedule).toMatchObject({
      scheduled_date: "2030-01-08",
      frequency: "biweekly",
      status: "active",
      subscription_tier: "2bed2bath",
      can_change: true,
    });
    expect(schedule.next_visits.map((visit) => visit.date)).toEqual(["2030-01-08", "2030-01-22", "2030-02-05", "2030-02-19"]);
    // The plan's visits are all in that series: a second one is refused.
    const second = await createViaApi(
      user.cookie,
      scheduleBody({ scheduled_date: "2030-01-02", scheduled_time: later.time, frequency: "monthly" }),
    );
    expect(second.status).toBe(409);
    expect(await second.json()).toEqual({ error: { code: "schedule_exists", message: ONE_SCHEDULE_MESSAGE } });

    const list = (await (await api("/api/schedules", { cookie: user.cookie })).json()) as ScheduleListResponse;
    expect(list.can_schedule).toBe(true);
    expect(list.schedules.map((item) => item.scheduled_date)).toEqual(["2030-01-08"]);

    const [customer] = await emailsOfKind(user.email, "schedule-new-customer");
    expect(customer?.subject).toBe(`Cleaning schedule created: bi-weekly from Tuesday, January 8, 2030 at ${body.scheduled_time}`);
    expect(customer?.text).toContain("Next visits: Tue Jan 8, Tue Jan 22, Tue Feb 5, Tue Feb 19");
    const [business] = await businessEmailsAbout("Ana Rivera, bi-weekly from Tuesday, January 8, 2030", "schedule-new-business");
    expect(business?.to).toBe("bookings@sflconcierge.com");
    for (const email of [customer!, business!]) {
      expect(email.html).not.toContain("<b onclick");
      expect(email.html).toContain("&lt;b onclick=&quot;x&quot;&gt;Ring twice&lt;/b&gt;");
      expect(email.html).toContain(schedule.calendar_url.replace(/&/g, "&amp;"));
    }

    const url = new URL(schedule.calendar_url);
    const ics = await (await api(url.pathname + url.search)).text();
    expect(ics).toContain(`DTSTART;TZID=America/New_York:20300108T${String(slotHour(body.scheduled_time!)).padStart(2, "0")}0000\r\n`);
    expect(ics).toContain("RRULE:FREQ=WEEKLY;INTERVAL=2\r\n");
    expect(ics).toContain("BEGIN:VTIMEZONE");
    expect((await api(`${url.pathname}?token=guess`)).status).toBe(404);
  });

  it("refuses a weekly series on create and on edit, at the frequency field, offering a one-off booking", async () => {
    const user = await subscriber();
    const refused = await createViaApi(user.cookie, scheduleBody({ frequency: "weekly" }));
    expect(refused.status).toBe(400);
    expect(await refused.json()).toMatchObject({ error: { code: "invalid_input", fields: { frequency: PLAN_VISITS_MESSAGE } } });
    expect(PLAN_VISITS_MESSAGE).toContain("book a one-off cleaning");
    expect(await db.select().from(cleaningSchedules).where(eq(cleaningSchedules.email, user.email))).toHaveLength(0);

    // Noon: a monthly series meets weekends too, and every day's crews are on shift from noon to 3 PM.
    const { schedule } = (await (
      await createViaApi(user.cookie, scheduleBody({ frequency: "monthly", scheduled_time: "12:00 PM" }))
    ).json()) as ScheduleResponse;
    expect(schedule.frequency).toBe("monthly");
    const weekly = { scheduled_date: schedule.scheduled_date, scheduled_time: schedule.scheduled_time, frequency: "weekly" as const };
    const edit = await api(`/api/schedules/${schedule.id}`, { method: "PATCH", cookie: user.cookie, json: weekly });
    expect(edit.status).toBe(400);
    expect(await edit.json()).toMatchObject({ error: { fields: { frequency: PLAN_VISITS_MESSAGE } } });
    // The services hold the same rule for callers that skip the request schema.
    const owner = { id: user.userId, email: user.email };
    const direct = await updateSchedule(asOwner(owner), schedule.id, { ...weekly, special_instructions: null }).catch(
      (error: unknown) => error,
    );
    expect(direct).toBeInstanceOf(DomainError);
    expect((direct as DomainError).fields).toEqual({ frequency: PLAN_VISITS_MESSAGE });
    expect(await storedRow(schedule.id)).toMatchObject({ frequency: "monthly", revision: 0 });
  });

  it("keeps one active series per subscriber: a second is refused with 409, a new one is allowed once it is cancelled", async () => {
    const user = await subscriber();
    const first = await createViaApi(user.cookie, scheduleBody());
    expect(first.status).toBe(201);
    const [a, b] = await Promise.all([
      createViaApi(user.cookie, scheduleBody()),
      createViaApi(user.cookie, scheduleBody({ frequency: "monthly" })),
    ]);
    expect([a.status, b.status]).toEqual([409, 409]);
    const { schedule } = (await first.json()) as ScheduleResponse;
    expect((await api(`/api/schedules/${schedule.id}`, { method: "DELETE", cookie: user.cookie })).status).toBe(200);
    expect((await createViaApi(user.cookie, scheduleBody())).status).toBe(201);
    const rows = await db.select().from(cleaningSchedules).where(eq(cleaningSchedules.email, user.email));
    expect(rows.map((row) => row.status).sort()).toEqual(["active", "cancelled"]);
  });

  it("saves one schedule for one idempotency key, however often it is sent", async () => {
    const user = await subscriber();
    const body = scheduleBody();
    const key = crypto.randomUUID();
    const [first, second] = await Promise.all([createViaApi(user.cookie, body, key), createViaApi(user.cookie, body, key)]);
    expect([first.status, second.status].sort()).toEqual([200, 201]);
    expect(await db.select().from(cleaningSchedules).where(eq(cleaningSchedules.email, user.email))).toHaveLength(1);
    expect(await emailsOfKind(user.email, "schedule-new-customer")).toHaveLength(1);
  });

  it("edits a schedule and emails the old and the new date and time to both sides", async () => {
    const user = await subscriber();
    const { schedule } = (await (
      await createViaApi(user.cookie, scheduleBody({ scheduled_date: "2030-01-09", scheduled_time: "10:00 AM" }))
    ).json()) as ScheduleResponse;
    // 1 PM: the monthly visits meet a Sunday (2030-08-18), whose crews are on shift until 4 PM.
    const moved = await api(`/api/schedules/${schedule.id}`, {
      method: "PATCH",
      cookie: user.cookie,
      json: { scheduled_date: "2030-01-18", scheduled_time: "1:00 PM", frequency: "monthly", special_instructions: "Use the side door." },
    });
    expect(moved.status).toBe(200);
    const { schedule: updated } = (await moved.json()) as ScheduleResponse;
    expect(updated).toMatchObject({
      scheduled_date: "2030-01-18",
      scheduled_time: "1:00 PM",
      frequency: "monthly",
      special_instructions: "Use the side door.",
    });
    expect(updated.next_visits.map((visit) => visit.date)).toEqual(["2030-01-18", "2030-02-18", "2030-03-18", "2030-04-18"]);

    const [customer] = await emailsOfKind(user.email, "schedule-update-customer");
    expect(customer?.text).toContain("Previous date: Wednesday, January 9, 2030");
    expect(customer?.text).toContain("Previous time: 10:00 AM (Eastern Time)");
    expect(customer?.text).toContain("New date: Friday, January 18, 2030");
    expect(customer?.text).toContain("New time: 1:00 PM (Eastern Time)");
    expect(customer?.html).toContain("/calendar.ics?token=");
    const [business] = await businessEmailsAbout(
      "Ana Rivera, now monthly from Friday, January 18, 2030 at 1:00 PM",
      "schedule-update-business",
    );
    expect(business?.subject).toContain("(was bi-weekly from Wednesday, January 9, 2030 at 10:00 AM)");
    expect(business?.text).toContain(`Email: ${user.email}`);
  });

  it("keeps a series whose first visit has passed when only the instructions change, and restarts it on a later date", async () => {
    const user = await subscriber();
    const owner = { id: user.userId, email: user.email };
    const slot = freshSlot();
    const input = { scheduled_date: slot.date, scheduled_time: slot.time, frequency: "biweekly" as const, special_instructions: null };
    const { schedule } = await createSchedule(asOwner(owner, new Date("2029-12-01T12:00:00Z")), input, {
      idempotencyKey: crypto.randomUUID(),
    });
    // Six weeks later the page sends back the next visit's date with new instructions.
    const later = new Date(new Date(schedule.next_visits[0]!.starts_at).getTime() + 40 * 24 * 60 * 60 * 1000);
    const next = (await updateSchedule(asOwner(owner, later), schedule.id, { ...input, special_instructions: "New code 1234" }))
      .next_visits[0]!;
    const updated = await updateSchedule(asOwner(owner, later), schedule.id, {
      ...input,
      scheduled_date: next.date,
      special_instructions: "New code 5678",
    });
    expect(updated.scheduled_date).toBe(slot.date);
    expect(updated.special_instructions).toBe("New code 5678");

    // A later visit's date, same time and frequency: the series starts anew there.
    const skipped = updated.next_visits[2]!.date;
    const restarted = await updateSchedule(asOwner(owner, later), schedule.id, { ...input, scheduled_date: skipped });
    expect(restarted.scheduled_date).toBe(skipped);
    expect(restarted.next_visits[0]?.date).toBe(skipped);
  });

  it("cancels softly: the row stays, the list drops it, both sides are told once", async () => {
    const user = await subscriber();
    const { schedule } = (await (await createViaApi(user.cookie, scheduleBody())).json()) as ScheduleResponse;
    const [first, second] = await Promise.all([
      api(`/api/schedules/${schedule.id}`, { method: "DELETE", cookie: user.cookie }),
      api(`/api/schedules/${schedule.id}`, { method: "DELETE", cookie: user.cookie }),
    ]);
    expect([first.status, second.status]).toEqual([200, 200]);
    expect(((await first.json()) as ScheduleResponse).schedule.status).toBe("cancelled");
    expect(await storedRow(schedule.id)).toMatchObject({ status: "cancelled", cancelReason: "customer" });
    const list = (await (await api("/api/schedules", { cookie: user.cookie })).json()) as ScheduleListResponse;
    expect(list.schedules).toEqual([]);
    expect(await emailsOfKind(user.email, "schedule-cancel-customer")).toHaveLength(1);
    const edit = await api(`/api/schedules/${schedule.id}`, { method: "PATCH", cookie: user.cookie, json: scheduleBody() });
    expect(edit.status).toBe(409);

    // The calendar link still answers for 30 days, so calendar apps learn of the end, then stops.
    const calendar = new URL(schedule.calendar_url);
    const openCalendar = () => api(`${calendar.pathname}${calendar.search}`);
    expect((await openCalendar()).status).toBe(200);
    const dayMs = 24 * 60 * 60 * 1000;
    await db
      .update(cleaningSchedules)
      .set({ cancelledAt: new Date(Date.now() - 31 * dayMs) })
      .where(eq(cleaningSchedules.id, schedule.id));
    const expired = await openCalendar();
    expect(expired.status).toBe(404);
    expect(await expired.json()).toMatchObject({ error: { code: "link_expired" } });
  });
});

describe("another user's schedule", () => {
  it("is not listed, cannot be edited or cancelled (404), and stays as it was", async () => {
    const owner = await subscriber();
    const intruder = await subscriber();
    const body = scheduleBody({ special_instructions: "Alarm code #4321" });
    const { schedule } = (await (await createViaApi(owner.cookie, body)).json()) as ScheduleResponse;
    const before = await storedRow(schedule.id);

    const list = await api("/api/schedules", { cookie: intruder.cookie });
    expect(await list.text()).not.toContain(schedule.id);
    const answers = [
      await api(`/api/schedules/${schedule.id}`, {
        method: "PATCH",
        cookie: intruder.cookie,
        json: scheduleBody({ special_instructions: "mine now" }),
      }),
      await api(`/api/schedules/${schedule.id}`, { method: "DELETE", cookie: intruder.cookie }),
      await api(`/api/schedules/availability?date=${body.scheduled_date}&exclude=${schedule.id}`, { cookie: intruder.cookie }),
    ];
    expect(answers.map((answer) => answer.status)).toEqual([404, 404, 200]);
    for (const answer of answers.slice(0, 2)) {
      const text = await answer.text();
      expect(JSON.parse(text)).toEqual({ error: { code: "not_found", message: "This schedule does not exist." } });
      expect(text).not.toContain("#4321");
    }
    const slots = (await answers[2]!.json()) as { slots: { time: string; remaining: number }[] };
    expect(slots.slots.find((slot) => slot.time === body.scheduled_time)?.remaining).toBe(1);
    expect(await storedRow(schedule.id)).toEqual(before);
  });
});

describe("the 24-hour rule", () => {
  const MINUTE = 60 * 1000;

  async function scheduleWithVisitAt() {
    const user = await subscriber();
    const owner = { id: user.userId, email: user.email };
    const slot = freshSlot();
    const input = { scheduled_date: slot.date, scheduled_time: slot.time, frequency: "biweekly" as const, special_instructions: null };
    const { schedule } = await createSchedule(asOwner(owner, new Date("2029-12-01T12:00:00Z")), input, {
      idempotencyKey: crypto.randomUUID(),
    });
    return { owner, schedule, input, visit: new Date(schedule.next_visits[0]!.starts_at).getTime() };
  }

  async function refusal(promise: Promise<unknown>) {
    const error = await promise.then(
      () => null,
      (caught: unknown) => caught,
    );
    expect(error).toBeInstanceOf(DomainError);
    return error as DomainError;
  }

  it("refuses to move or cancel a visit 23 h 59 min away, and says to call", async () => {
    const { owner, schedule, input, visit } = await scheduleWithVisitAt();
    const now = new Date(visit - (24 * 60 - 1) * MINUTE);
    const moved = await refusal(updateSchedule(asOwner(owner, now), schedule.id, { ...input, scheduled_date: "2030-02-20" }));
    const cancelled = await refusal(cancelSchedule(asOwner(owner, now), schedule.id));
    for (const error of [moved, cancelled]) {
      expect(statusOf(error)).toBe(409);
      expect(error.code).toBe("change_notice");
      expect(error.message).toBe(CHANGE_NOTICE_MESSAGE);
      expect(error.message).toContain("(954) 555-0142");
    }
    expect(await storedRow(schedule.id)).toMatchObject({ status: "active", scheduledDate: input.scheduled_date });
  });

  it("asks the same minimum notice as a booking for a new series", async () => {
    const user = await subscriber();
    const slot = freshSlot();
    const input = { scheduled_date: slot.date, scheduled_time: slot.time, frequency: "biweekly" as const, special_instructions: null };
    const oneHourBefore = new Date(slotStart(slot.date, slot.time).getTime() - 60 * MINUTE);
    const error = await refusal(
      createSchedule(asOwner({ id: user.userId, email: user.email }, oneHourBefore), input, { idempotencyKey: crypto.randomUUID() }),
    );
    expect(statusOf(error)).toBe(400);
    expect(error.fields).toEqual({ scheduled_time: SLOT_PROBLEM_MESSAGES.too_soon });
  });

  it("allows both 24 h 01 min before the visit", async () => {
    const { owner, schedule, input, visit } = await scheduleWithVisitAt();
    const now = new Date(visit - (24 * 60 + 1) * MINUTE);
    const listed = await updateSchedule(asOwner(owner, now), schedule.id, { ...input, special_instructions: "Still fine" });
    expect(listed.can_change).toBe(true);
    const weekLater = format(addDays(parseISO(input.scheduled_date), 7), "yyyy-MM-dd");
    const moved = await updateSchedule(asOwner(owner, now), schedule.id, { ...input, scheduled_date: weekLater });
    expect(moved.scheduled_date).toBe(weekLater);
    expect(await storedRow(schedule.id)).toMatchObject({ scheduledDate: weekLater });
    expect((await cancelSchedule(asOwner(owner, now), schedule.id)).status).toBe("cancelled");
  });

  it("tells the page before the customer tries: can_change turns false inside the notice period", async () => {
    const { owner, visit } = await scheduleWithVisitAt();
    const before = await listSchedules(asOwner(owner, new Date(visit - 25 * 60 * MINUTE)));
    const inside = await listSchedules(asOwner(owner, new Date(visit - 23 * 60 * MINUTE)));
    expect(before.schedules.map((schedule) => schedule.can_change)).toEqual([true]);
    expect(inside.schedules.map((schedule) => schedule.can_change)).toEqual([false]);
  });
});
