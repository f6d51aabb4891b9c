import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import type { BookingResponse } from "#core/booking-schema";
import type { ScheduleResponse } from "#core/schedule-schema";
import { createViaApi, scheduleBody } from "./schedule-support";
import { subscriber } from "./subscription-factory";
import { bookings } from "#worker/db/schema";
import { api, bookingBody, db, futureDate } from "./support";

/** Every way a typed line break can look, and one that tries to add an attendee. */
const TYPED = "Tower A\rLobby\r\nDesk\nGate\rATTENDEE:mailto:x@evil.test";

async function calendarFile(url: string): Promise<string> {
  const { pathname, search } = new URL(url);
  const response = await api(pathname + search);
  expect(response.status).toBe(200);
  return response.text();
}

/** The file's logical lines: CRLF ends a line, CRLF and a space continue it (RFC 5545 folding). */
function unfoldedLines(ics: string): string[] {
  return ics.replace(/\r\n /g, "").split("\r\n");
}

function expectNoInjection(ics: string) {
  // The only CR and LF left are the CRLF that end lines.
  expect(ics.replace(/\r\n/g, "")).not.toMatch(/[\r\n]/);
  // Not even a lenient reader, which also ends lines at a bare CR or LF, finds a new property.
  const lenientLines = ics.replace(/(\r\n|\r|\n)[ \t]/g, "").split(/\r\n|\r|\n/);
  expect(lenientLines.filter((line) => line.startsWith("ATTENDEE"))).toEqual([]);
}

describe("a line break typed into a field of a calendar file", () => {
  it("stays inside the booking's LOCATION, escaped as \\n", async () => {
    const response = await api("/api/bookings", {
      method: "POST",
      json: bookingBody(),
      headers: { "Idempotency-Key": crypto.randomUUID() },
    });
    expect(response.status).toBe(201);
    const { booking } = (await response.json()) as BookingResponse;
    // The one-line address refuses line breaks at the form now (core/text-fields.ts); one
    // stored before that rule still reaches the calendar file.
    await db
      .update(bookings)
      .set({ serviceAddress: `1200 Brickell Bay Dr, ${TYPED}` })
      .where(eq(bookings.reference, booking.reference));
    const ics = await calendarFile(booking.calendar_url);
    expectNoInjection(ics);
    expect(unfoldedLines(ics)).toContain("LOCATION:1200 Brickell Bay Dr\\, Tower A\\nLobby\\nDesk\\nGate\\nATTENDEE:mailto:x@evil.test");
  });

  it("stays inside the schedule's DESCRIPTION, escaped as \\n", async () => {
    const user = await subscriber();
    const created = await createViaApi(
      user.cookie,
      scheduleBody({ scheduled_date: futureDate(), special_instructions: `Code 12; ${TYPED}` }),
    );
    expect(created.status).toBe(201);
    const ics = await calendarFile(((await created.json()) as ScheduleResponse).schedule.calendar_url);
    expectNoInjection(ics);
    expect(unfoldedLines(ics).find((line) => line.startsWith("DESCRIPTION:"))).toContain(
      "Your instructions: Code 12\\; Tower A\\nLobby\\nDesk\\nGate\\nATTENDEE:mailto:x@evil.test\\n",
    );
  });
});
