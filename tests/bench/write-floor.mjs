/**
 * `npm run bench:api`'s second reference: a booking's write and nothing else. One D1 batch on
 * the app's own schema (its migrations, its indexes), as a booking's is: the request counted
 * against its limit, the booking's row, and its two emails with the HTML and text sizes a
 * booking's have (3.3 and 3.1 KB of HTML). No validation, no pricing, no rendering, no signed
 * links: what any implementation of the route pays the platform for storing a booking.
 */
import { storeFloorBooking } from "./floor-booking.mjs";

const CUSTOMER_HTML = `<p>${"x".repeat(3300)}</p>`;
const BUSINESS_HTML = `<p>${"y".repeat(3050)}</p>`;
const CUSTOMER_TEXT = "t".repeat(940);
const BUSINESS_TEXT = "u".repeat(440);

const EMAILS = `INSERT INTO emails (id, kind, "to", subject, html, text, status, attempts, created_at, updated_at)
  VALUES (?, 'booking-customer', ?, 'Booking received', ?, ?, 'stored', 0, ?, ?),
  (?, 'booking-business', 'bookings@example.com', 'New booking', ?, ?, 'stored', 0, ?, ?)`;

export default {
  async fetch(request, env) {
    if (request.method !== "POST") return new Response("ready");
    await request.json();
    const { id } = await storeFloorBooking(env.DB, ({ email, emailIds: [customer, business], now }) =>
      env.DB.prepare(EMAILS).bind(
        customer,
        email,
        CUSTOMER_HTML,
        CUSTOMER_TEXT,
        now,
        now,
        business,
        BUSINESS_HTML,
        BUSINESS_TEXT,
        now,
        now,
      ),
    );
    return Response.json({ booking: { id } }, { status: 201 });
  },
};
