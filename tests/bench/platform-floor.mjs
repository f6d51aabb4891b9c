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
import { storeFloorBooking } from "./floor-booking.mjs";

const CUSTOMER_HTML = `<p>${"x".repeat(3300)}</p>`;
const BUSINESS_HTML = `<p>${"y".repeat(3150)}</p>`;
const CUSTOMER_TEXT = "t".repeat(938);
const BUSINESS_TEXT = "u".repeat(462);
/** The stored template values: 1,136 and 989 characters on a booking's two emails. */
const CUSTOMER_VALUES = JSON.stringify([{ values: "v".repeat(1110) }]);
const BUSINESS_VALUES = JSON.stringify([{ values: "w".repeat(963) }]);

const EMAILS = `INSERT INTO emails (id, kind, "to", subject, html, text, template, template_values, status, attempts,
  next_attempt_at, created_at, updated_at)
  VALUES (?, 'booking-customer', ?, 'Booking received', ?, ?, 'customer-confirmation', ?, 'queued', 0, ?, ?, ?),
  (?, 'booking-business', 'bookings@example.com', 'New booking', ?, ?, 'business-notification', ?, 'queued', 0, ?, ?, ?)
  RETURNING id`;
/** When the cron would queue a stored email again (its next_attempt_at), as the app stores it. */
const EMAIL_STUCK_AFTER_MS = 10 * 60 * 1000;
const CLAIM = (count) => `UPDATE emails SET status = 'sending', attempts = attempts + 1, next_attempt_at = ?, updated_at = ?
  WHERE id IN (${Array(count).fill("?").join(", ")}) AND status = 'queued'
  RETURNING id, channel, "to", template, template_values, attempts, subject`;
const DELIVERED = `UPDATE emails SET status = 'sent', html = ?, text = ?, provider_id = ?, error = NULL,
  next_attempt_at = NULL, sent_at = ?, updated_at = ? WHERE id = ? AND status = 'sending'`;

export default {
  async fetch(request, env) {
    if (request.method !== "POST") return new Response("ready");
    await request.json();
    const { id, emailIds } = await storeFloorBooking(env.DB, ({ email, emailIds: [customer, business], now }) =>
      env.DB.prepare(EMAILS).bind(
        customer,
        email,
        CUSTOMER_HTML,
        CUSTOMER_TEXT,
        CUSTOMER_VALUES,
        now + EMAIL_STUCK_AFTER_MS,
        now,
        now,
        business,
        BUSINESS_HTML,
        BUSINESS_TEXT,
        BUSINESS_VALUES,
        now + EMAIL_STUCK_AFTER_MS,
        now,
        now,
      ),
    );
    await env.OUTBOX.sendBatch(emailIds.map((emailId) => ({ body: emailId })));
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
