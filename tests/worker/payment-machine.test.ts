import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { bookingPayments, PAYMENT_STATUSES, type PaymentStatus } from "#worker/db/schema";
import { textLine } from "#core/pricing";
import {
  CUSTOMER_SEES,
  keepPayment,
  movePayment,
  PAYMENT_KEEPS,
  PAYMENT_MOVES,
  type PaymentKeep,
  type PaymentMove,
  REPORT_SHOWS,
  STALE_CHARGE_MS,
} from "#worker/services/payments/payment-machine";
import { bookLaundry } from "./payment-support";
import { appNow, db } from "./support";

// Walks the payment's table: every change from every status, run twice. An allowed change
// moves the row once; any other changes nothing, and neither does the second run.

let paymentId = "";

beforeAll(async () => {
  const booking = await bookLaundry();
  paymentId = crypto.randomUUID();
  const now = appNow();
  const lines = {
    service_id: "laundry-service",
    lines: [textLine("Wash and fold", 4000)],
    discount_cents: 0,
    total_cents: 4000,
  };
  await db.insert(bookingPayments).values({
    id: paymentId,
    bookingId: booking.id,
    kind: "visit",
    amountCents: 4000,
    lines,
    status: "pending",
    createdAt: now,
    updatedAt: now,
  });
});

/** Puts the payment in `status`, last touched at `touchedAt`, with no error noted. */
async function setStatus(status: PaymentStatus, touchedAt: Date) {
  await db.update(bookingPayments).set({ status, updatedAt: touchedAt, lastError: null }).where(eq(bookingPayments.id, paymentId));
}

async function stored() {
  const [row] = await db.select().from(bookingPayments).where(eq(bookingPayments.id, paymentId));
  if (!row) throw new Error("the payment is gone");
  return row;
}

const moves = Object.keys(PAYMENT_MOVES) as PaymentMove[];
const keeps = Object.keys(PAYMENT_KEEPS) as PaymentKeep[];

describe("the payment's changes of status", () => {
  for (const move of moves) {
    for (const status of PAYMENT_STATUSES) {
      const allowed = (PAYMENT_MOVES[move].from as readonly PaymentStatus[]).includes(status);
      it(`${move} from ${status} ${allowed ? `moves it to ${PAYMENT_MOVES[move].to}, once` : "changes nothing"}`, async () => {
        const now = appNow();
        await setStatus(status, now);
        const first = await movePayment(db, paymentId, move, { lastError: "moved" }, now).returning();
        const second = await movePayment(db, paymentId, move, { lastError: "moved again" }, now).returning();
        const row = await stored();
        expect([first.length, second.length]).toEqual([allowed ? 1 : 0, 0]);
        expect(row.status).toBe(allowed ? PAYMENT_MOVES[move].to : status);
        expect(row.lastError).toBe(allowed ? "moved" : null);
      });
    }
  }

  it("lets an attempt that died be claimed again after five minutes, and not before", async () => {
    const now = appNow();
    await setStatus("charging", new Date(now.getTime() - STALE_CHARGE_MS + 1000));
    expect(await movePayment(db, paymentId, "claim", {}, now).returning()).toHaveLength(0);
    await setStatus("charging", new Date(now.getTime() - STALE_CHARGE_MS - 1000));
    expect(await movePayment(db, paymentId, "claim", {}, now).returning()).toHaveLength(1);
    expect((await stored()).updatedAt.getTime()).toBe(now.getTime());
  });
});

describe("the writes that keep the status", () => {
  for (const keep of keeps) {
    for (const status of PAYMENT_STATUSES) {
      const allowed = (PAYMENT_KEEPS[keep] as readonly PaymentStatus[]).includes(status);
      it(`${keep} in ${status} ${allowed ? "writes, status unchanged" : "writes nothing"}`, async () => {
        const now = appNow();
        await setStatus(status, now);
        const written = await keepPayment(db, paymentId, keep, { lastError: "kept" }, now).returning();
        const row = await stored();
        expect(written).toHaveLength(allowed ? 1 : 0);
        expect([row.status, row.lastError]).toEqual([status, allowed ? "kept" : null]);
      });
    }
  }
});

describe("what each status shows", () => {
  it("shows the customer a paid visit only once it is paid, and the owner an attempt under way as pending", () => {
    expect(PAYMENT_STATUSES.filter((status) => CUSTOMER_SEES[status] === "paid")).toEqual(["paid"]);
    expect(REPORT_SHOWS.charging).toBe("pending");
    expect(PAYMENT_STATUSES.filter((status) => status !== "charging").every((status) => REPORT_SHOWS[status] === status)).toBe(true);
  });
});
