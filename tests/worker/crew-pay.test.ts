import { beforeAll, describe, expect, it } from "vitest";
import type { CrewPayResponse } from "#core/crew-pay-api";
import { businessToday } from "#core/time-slots";
import { bookingPayments, crewAssignments } from "#worker/db/schema";
import { addDays } from "./business-calendar";
import { insertVisit } from "./booking-rows";
import { adminAccount, api, appNow, db, verifiedAccount } from "./support";

/** Crew pay over a week two years back, on rows written straight into this file's D1. */

const monday = (() => {
  const today = businessToday(appNow());
  return addDays(today, -((new Date(`${today}T00:00:00Z`).getUTCDay() + 6) % 7) - 7 * 104);
})();
const sunday = addDays(monday, 6);

async function visit(values: {
  date: string;
  hours: number;
  crew?: string;
  status?: "completed" | "cancelled";
  tip?: { cents: number; refunded?: number; paid?: boolean };
}) {
  const { id, at } = await insertVisit(values.date, {
    lengthHours: values.hours,
    customerName: "Crew Pay Customer",
    status: values.status ?? "completed",
  });
  // The visit's own payment is revenue, never crew pay.
  await db.insert(bookingPayments).values({
    id: crypto.randomUUID(),
    bookingId: id,
    kind: "visit",
    amountCents: 9_000,
    lines: { service_id: "regular-cleaning", lines: [], discount_cents: 0, total_cents: 9_000 },
    status: "paid",
    paidCents: 9_000,
    paidAt: at,
    createdAt: at,
    updatedAt: at,
  });
  if (values.tip) {
    const paid = values.tip.paid ?? true;
    await db.insert(bookingPayments).values({
      id: crypto.randomUUID(),
      bookingId: id,
      kind: "tip",
      amountCents: values.tip.cents,
      lines: { service_id: "regular-cleaning", lines: [], discount_cents: 0, total_cents: values.tip.cents },
      status: paid ? "paid" : "awaiting_payment",
      paidCents: paid ? values.tip.cents : 0,
      refundedCents: values.tip.refunded ?? 0,
      paidAt: paid ? at : null,
      createdAt: at,
      updatedAt: at,
    });
  }
  if (values.crew)
    await db
      .insert(crewAssignments)
      .values({ visitType: "booking", visitId: id, crewName: values.crew, assignedBy: "owner@example.com", assignedAt: at });
}

beforeAll(async () => {
  await visit({ date: monday, hours: 3, crew: "Team Blue", tip: { cents: 1_500, refunded: 500 } });
  await visit({ date: addDays(monday, 2), hours: 2, crew: "Team Blue", tip: { cents: 2_000, paid: false } });
  await visit({ date: sunday, hours: 4, crew: "=Team Green", tip: { cents: 2_000 } });
  await visit({ date: addDays(monday, 3), hours: 1 });
  // Neither a cancelled visit nor one the week after is paid from this week.
  await visit({ date: addDays(monday, 4), hours: 3, crew: "Team Blue", status: "cancelled", tip: { cents: 900 } });
  await visit({ date: addDays(sunday, 1), hours: 3, crew: "Team Blue", tip: { cents: 900 } });
});

describe("GET /api/admin/metrics/crew-pay", () => {
  it("counts each crew's completed visits, hours and the tips paid on them, less refunds; never the visits' revenue", async () => {
    const { cookie } = await adminAccount();
    const response = await api(`/api/admin/metrics/crew-pay?from=${monday}&to=${sunday}`, { cookie });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual<CrewPayResponse>({
      from: monday,
      to: sunday,
      rows: [
        { crew_name: "=Team Green", visits: 1, hours: 4, tips_cents: 2_000 },
        { crew_name: "Team Blue", visits: 2, hours: 5, tips_cents: 1_000 },
        { crew_name: null, visits: 1, hours: 1, tips_cents: 0 },
      ],
      totals: { visits: 4, hours: 10, tips_cents: 3_000 },
    });
  });

  it("writes the same table as CSV the owner pays from, a typed crew name neutralised", async () => {
    const { cookie } = await adminAccount();
    const response = await api(`/api/admin/metrics/crew-pay.csv?from=${monday}&to=${sunday}`, { cookie });
    expect(response.headers.get("Content-Disposition")).toBe(`attachment; filename="crew-pay-${monday}-to-${sunday}.csv"`);
    expect((await response.text()).split("\r\n")).toEqual([
      "crew,visits,hours,tips",
      "'=Team Green,1,4,20.00",
      "Team Blue,2,5,10.00",
      "No crew recorded,1,1,0.00",
      "total,4,10,30.00",
      "",
    ]);
  });

  it("refuses anyone but an admin", async () => {
    const customer = await verifiedAccount();
    expect((await api(`/api/admin/metrics/crew-pay?from=${monday}&to=${sunday}`, { cookie: customer.cookie })).status).toBe(403);
    expect((await api(`/api/admin/metrics/crew-pay.csv?from=${monday}&to=${sunday}`)).status).toBe(401);
  });
});
