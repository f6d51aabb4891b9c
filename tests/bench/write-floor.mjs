/**
 * `npm run bench:api`'s second reference: a booking's write and nothing else. One D1 batch on
 * the app's own schema (its migrations, its indexes), as a booking's is: the request counted
 * against its limit, the booking's row, and its two emails with the HTML and text sizes a
 * booking's have (3.3 and 3.1 KB of HTML). No validation, no pricing, no rendering, no signed
 * links: what any implementation of the route pays the platform for storing a booking.
 */
const CUSTOMER_HTML = `<p>${"x".repeat(3300)}</p>`;
const BUSINESS_HTML = `<p>${"y".repeat(3050)}</p>`;
const CUSTOMER_TEXT = "t".repeat(940);
const BUSINESS_TEXT = "u".repeat(440);
const WINDOW_MS = 10 * 60 * 1000;

const COUNT = `INSERT INTO request_limits (key, window_start, count) VALUES (?, ?, 1)
  ON CONFLICT (key) DO UPDATE SET count = count + 1 RETURNING count`;
const BOOKING = `INSERT INTO bookings (id, reference, service_id, service_title, service_price, appointment_date,
  appointment_time, starts_at, customer_name, customer_email, customer_phone, service_address, status, idempotency_key,
  customer_email_id, business_email_id, created_at, updated_at, first_cleaning_offer, length_hours)
  VALUES (?, ?, 'barber-service', 'Barber Service', '$50', ?, '10:00 AM', ?, 'Load Test', ?, '3055550100',
  '1 Load Test Way, Miami, FL', 'pending', ?, ?, ?, ?, ?, 0, 1) RETURNING id`;
const EMAILS = `INSERT INTO emails (id, kind, "to", subject, html, text, status, attempts, created_at, updated_at)
  VALUES (?, 'booking-customer', ?, 'Booking received', ?, ?, 'stored', 0, ?, ?),
  (?, 'booking-business', 'bookings@example.com', 'New booking', ?, ?, 'stored', 0, ?, ?)`;

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
        now,
        now,
        businessEmailId,
        BUSINESS_HTML,
        BUSINESS_TEXT,
        now,
        now,
      ),
    ]);
    return Response.json({ booking: { id } }, { status: 201 });
  },
};
