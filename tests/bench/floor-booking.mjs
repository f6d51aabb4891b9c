/**
 * The part of a booking's D1 batch both floor workers store alike (write-floor.mjs,
 * platform-floor.mjs): the request counted against its limit and the booking's row, on the
 * app's own migrations. Each worker adds its two emails as its booking stores them.
 */
const WINDOW_MS = 10 * 60 * 1000;

const COUNT = `INSERT INTO request_limits (key, window_start, count) VALUES (?, ?, 1)
  ON CONFLICT (key) DO UPDATE SET count = count + 1 RETURNING count`;
const BOOKING = `INSERT INTO bookings (id, reference, service_id, service_title, service_price, appointment_date,
  appointment_time, starts_at, customer_name, customer_email, customer_phone, service_address, status, idempotency_key,
  customer_email_id, business_email_id, created_at, updated_at, first_cleaning_offer, length_hours)
  VALUES (?, ?, 'barber-service', 'Barber Service', '$50', ?, '10:00 AM', ?, 'Load Test', ?, '3055550100',
  '1 Load Test Way, Miami, FL', 'pending', ?, ?, ?, ?, ?, 0, 1) RETURNING id`;

/** A day 30 days after `now` (yyyy-MM-dd): the stored visit's, which nothing here checks, taken from the clock. */
function visitDay(now) {
  return new Date(now + 30 * 24 * 60 * 60 * 1000).toISOString().slice(0, 10);
}

/**
 * Stores a new booking in one batch, as a booking's is: the request counted against its
 * limit, the booking's row, then the statement `emailsOf` makes for its two emails. Answers
 * the booking's id and its emails' ids.
 */
export async function storeFloorBooking(db, emailsOf) {
  const now = Date.now();
  const id = crypto.randomUUID();
  const emailIds = [crypto.randomUUID(), crypto.randomUUID()];
  const email = `load-${id}@example.com`;
  await db.batch([
    db.prepare(COUNT).bind(`bookings:${id}`, now - (now % WINDOW_MS)),
    db.prepare(BOOKING).bind(id, `SFB-${id.slice(0, 8)}`, visitDay(now), now, email, `key-${id}`, ...emailIds, now, now),
    emailsOf({ email, emailIds, now }),
  ]);
  return { id, emailIds };
}
