import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { namedRowsWhere, rowsWhere, rowValues } from "#worker/db/rows-where";
import { bookings, type BookingRecord } from "#worker/db/schema";
import { named, templateStatement } from "#worker/db/statement-templates";
import { db } from "./support";

describe("statement templates", () => {
  it("builds a shape's text once and binds each statement's own values into it", async () => {
    let builds = 0;
    const build = (shape: { factor: number }) => {
      builds += 1;
      return sql`SELECT ${named("word")} AS word, ${named("number")} * ${shape.factor} AS product`;
    };
    const run = (factor: number, word: string, number: number) =>
      templateStatement(db, "test product", build, { factor }, { word, number }).first();
    expect(await run(2, "one", 3)).toEqual({ word: "one", product: 6 });
    expect(await run(2, "two", 5)).toEqual({ word: "two", product: 10 });
    expect(builds).toBe(1);
    // Another shape is another text, never the one kept for the first.
    expect(await run(10, "three", 5)).toEqual({ word: "three", product: 50 });
    expect(builds).toBe(2);
  });

  it("refuses a statement missing one of its values", () => {
    expect(() =>
      templateStatement(db, "test missing", () => sql`SELECT ${named("present")}, ${named("absent")}`, null, { present: 1 }),
    ).toThrow(/No value for the statement's "absent"/);
  });

  it("stores a row exactly as drizzle's own insert of it does: dates, flags, JSON and NULLs encoded alike", async () => {
    const now = new Date("2026-11-24T15:30:00.000Z");
    const row = (id: string): BookingRecord => ({
      id,
      reference: `SFB-T${id.slice(0, 5).toUpperCase()}`,
      serviceId: "barber-service",
      serviceTitle: "Barber Service",
      servicePrice: "$50",
      status: "pending",
      appointmentDate: "2027-01-05",
      appointmentTime: "10:00 AM",
      startsAt: new Date("2027-01-05T15:00:00.000Z"),
      customerName: 'Ana "Template" Díaz',
      customerEmail: `${id}@example.com`,
      customerPhone: "3055550100",
      textPhone: null,
      locale: "en",
      emailKey: "ana@example.com",
      phoneKey: "3055550100",
      addressKey: null,
      specialNotes: null,
      priceInputs: { bedrooms: 2, bathrooms: 1 },
      estimate: null,
      firstCleaningOffer: true,
      userId: null,
      idempotencyKey: `key-${id}`,
      customerEmailId: null,
      businessEmailId: null,
      reminderSentAt: null,
      completionNote: null,
      createdAt: now,
      updatedAt: now,
      lengthHours: 1,
      area: null,
      serviceAddress: "1 Template Way, Miami, FL 33131",
      addressParts: null,
      accessNotesSealed: null,
    });
    const byDrizzle = row(crypto.randomUUID());
    const byTemplate = row(crypto.randomUUID());
    await db.insert(bookings).select(rowsWhere(bookings, [byDrizzle], sql`1`));
    await templateStatement(
      db,
      "test booking row",
      () => db.insert(bookings).select(namedRowsWhere(bookings, ["row"], sql`1`)),
      null,
      rowValues(bookings, "row", byTemplate),
    ).run();
    const stored = async (id: string) => {
      const raw = await db.$client.prepare("SELECT * FROM bookings WHERE id = ?").bind(id).first<Record<string, unknown>>();
      const { id: _id, reference: _reference, customer_email: _email, idempotency_key: _key, ...rest } = raw ?? {};
      return rest;
    };
    expect(await stored(byTemplate.id)).toEqual(await stored(byDrizzle.id));
    const [readBack] = await db.select().from(bookings).where(eq(bookings.id, byTemplate.id));
    expect(readBack).toEqual(byTemplate);
  });
});
