import { readdirSync } from "node:fs";
import { join } from "node:path";

/**
 * The bookings a benchmark sends: every free slot of a service over some days, and one
 * booking's request for a slot, each with its own idempotency key and client address.
 */

/**
 * Every slot the server says is free on these dates, interleaved so that consecutive
 * bookings land on different dates and times (opening hours and notice are the server's).
 */
export async function bookableSlots(base, serviceId, days) {
  const byDay = [];
  for (const date of days) {
    const response = await fetch(`${base}/api/availability?service=${serviceId}&date=${date}`);
    if (!response.ok) throw new Error(`Availability of ${date}: ${response.status}`);
    const { slots } = await response.json();
    byDay.push(slots.filter((slot) => slot.available).map((slot) => ({ date, time: slot.time })));
  }
  const interleaved = [];
  for (let index = 0; byDay.some((day) => index < day.length); index += 1) {
    for (const day of byDay) if (index < day.length) interleaved.push(day[index]);
  }
  return interleaved;
}

/** The headers and body of the `number`th booking, of `serviceId` on `slot`. */
export function bookingRequest(base, serviceId, slot, number) {
  return {
    headers: {
      "content-type": "application/json",
      origin: base,
      "idempotency-key": `bench-${number}-${Math.random().toString(36).slice(2)}`,
      // A distinct client per request, as many customers would be; the per-client limit is not what is measured.
      "cf-connecting-ip": `10.${(number >> 16) & 255}.${(number >> 8) & 255}.${number & 255}`,
    },
    body: JSON.stringify({
      service_id: serviceId,
      appointment_date: slot.date,
      appointment_time: slot.time,
      customer_name: "Load Test",
      customer_email: `load-${number}@example.com`,
      customer_phone: "3055550100",
      service_address: "1 Load Test Way, Miami, FL",
    }),
  };
}

/**
 * Waits until the outbox's consumer has delivered every message the bookings stored, so that
 * the CPU counted for a booking includes its messages' delivery: the consumer runs in the same
 * workerd process, after the requests. The local D1's file is read from here (node:sqlite, the
 * npm package's Node 24), so the waiting costs the server nothing.
 */
export async function outboxDelivered(persistTo, timeoutMs = 180_000) {
  const folder = join(persistTo, "v3", "d1", "miniflare-D1DatabaseObject");
  const file = readdirSync(folder).find((name) => name.endsWith(".sqlite") && name !== "metadata.sqlite");
  const { DatabaseSync } = await import("node:sqlite");
  const database = new DatabaseSync(join(folder, file), { readOnly: true });
  try {
    const deadline = Date.now() + timeoutMs;
    while (Date.now() < deadline) {
      const { waiting } = database.prepare("SELECT COUNT(*) AS waiting FROM emails WHERE status != 'sent'").get();
      if (waiting === 0) return;
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  } finally {
    database.close();
  }
  throw new Error(`The outbox's consumer had not delivered every message ${timeoutMs / 1000} s after the load.`);
}
