import { sql } from "drizzle-orm";

/**
 * A visit is a booking not cancelled (a held checkout is not one yet); a person is known by
 * their email key. Both are written exactly as bookings_visitor_day_idx is, so that SQLite reads
 * each person's visits in date order from that index: each later-visit question is one seek.
 * A kept person key (customer_firsts.who, a TEXT column) is compared as `+f.who`: without the
 * plus, SQLite gives the comparison the column's text affinity and can no longer seek the
 * expression index with it.
 */
export const VISITOR = sql.raw("COALESCE(email_key, lower(customer_email))");
export const A_VISIT = sql.raw("status NOT IN ('cancelled', 'held_for_checkout')");
