/**
 * `npm run bench:api`'s third reference: every call a booking makes to the platform, and
 * nothing of the app's own. The bench's booking (a one-hour visit with no ZIP and no
 * first-time offer) makes these: one D1 batch (the request counted against its limit, the
 * booking's row, its two emails with their bodies and template values, the sizes a booking's
 * have), one queue send of the two emails' ids; then the queue's consumer claims a batch's
 * messages in one statement and writes each one's outcome with its body (as the local
 * mailbox keeps it) in one statement each. No validation, pricing, capacity, rendering or
 * signed links: what any implementation of the booking and its delivery pays the platform,
 * counted like the booking until every email is delivered.
 */
const CUSTOMER_HTML = `<p>${"x".repeat(3300)}</p>`;
const BUSINESS_HTML = `<p>${"y".repeat(3150)}</p>`;
const CUSTOMER_TEXT = "t".repeat(938);
const BUSINESS_TEXT = "u".repeat(462);
/** The stored template values: 1,136 and 989 characters on a booking's two emails. */
const CUSTOMER_VALUES = JSON.stringify([{ values: "v".repeat(1110) }]);
const BUSINESS_VALUES = JSON.stringify([{ values: "w".repeat(963) }]);
const WINDOW_MS = 10 * 60 * 1000;

const COUNT = `INSERT INTO request_limits (key, window_start, count) VALUES (?, ?, 1)
  ON CONFLICT (key) DO UPDATE SET count = count + 1 RETURNING count`;
const BOOKING = `INSERT INTO bookings (id, reference, service_id, service_title, service_price, appointment_date,
  appointment_time, starts_at, customer_name, customer_email, customer_phone, service_address, status, idempotency_key,
  customer_email_id, business_email_id, created_at, updated_at, first_cleaning_offer, length_hours)
  VALUES (?, ?, 'barber-service', 'Barber Service', '$50', ?, '10:00 AM', ?, 'Load Test', ?, '3055550100',
  '1 Load Test Way, Miami, FL', 'pending', ?, ?, ?, ?, ?, 0, 1) RETURNING id`;
const EMAILS = `INSERT INTO emails (id, kind, "to", subject, html, text, template, template_values, status, attempts,
  next_attempt_at, created_at, updated_at)
  VALUES (?, 'booking-customer', ?, 'Booking received', ?, ?, 'customer-confirmation', ?, 'queued', 0, ?, ?, ?),
  (?, 'booking-business', 'bookings@example.com', 'New booking', ?, ?, 'business-notification', ?, 'queued', 0, ?, ?, ?)
  RETURNING id`;
const CLAIM = (count) => `UPDATE emails SET status = 'sending', attempts = attempts + 1, next_attempt_at = ?, updated_at = ?
  WHERE id IN (${Array(count).fill("?").join(", ")}) AND status = 'queued'
  RETURNING id, channel, "to", template, template_values, attempts, subject`;
const DELIVERED = `UPDATE emails SET status = 'sent', html = ?, text = ?, provider_id = ?, error = NULL,
  next_attempt_at = NULL, sent_at = ?, updated_at = ? WHERE id = ? AND status = 'sending'`;

export default {
  async fetch(request, env) {
    if (request.method !== "POST") return new Response("ready");
    await request.json();
    const id = crypto.randomUUID();
    const [customerEmailId, businessEmailId] = [crypto.randomUUID(), crypto.randomUUID()];
    const now = Date.now();
    const email = `load-${id}@example.com`;
    await env.DB.batch([
      env.DB.prepare(COUNT).bind(`bookings:${id}`, now - (now % WINDOW_MS)),
      env.DB.prepare(BOOKING).bind(
        id,
        `SFB-${id.slice(0, 8)}`,
        "2027-01-05",
        now,
        email,
        `key-${id}`,
        customerEmailId,
        businessEmailId,
        now,
        now,
      ),
      env.DB.prepare(EMAILS).bind(
        customerEmailId,
        email,
        CUSTOMER_HTML,
        CUSTOMER_TEXT,
        CUSTOMER_VALUES,
        now + WINDOW_MS,
        now,
        now,
        businessEmailId,
        BUSINESS_HTML,
        BUSINESS_TEXT,
        BUSINESS_VALUES,
        now + WINDOW_MS,
        now,
        now,
      ),
    ]);
    await env.OUTBOX.sendBatch([{ body: customerEmailId }, { body: businessEmailId }]);
    return Response.json({ booking: { id } }, { status: 201 });
  },

  async queue(batch, env) {
    const now = Date.now();
    const ids = batch.messages.map((message) => message.body);
    const { results } = await env.DB.prepare(CLAIM(ids.length))
      .bind(now + 2 * 60_000, now, ...ids)
      .all();
    for (const row of results) {
      const customer = row.template === "customer-confirmation";
      await env.DB.prepare(DELIVERED)
        .bind(customer ? CUSTOMER_HTML : BUSINESS_HTML, customer ? CUSTOMER_TEXT : BUSINESS_TEXT, `local-${row.id}`, now, now, row.id)
        .run();
    }
    batch.ackAll();
  },
};
