import { index, sqliteTable, text } from "drizzle-orm/sqlite-core";

/**
 * Each customer's first visit: its New York date and its service. A customer is the booking's
 * person key (COALESCE(email_key, lower(customer_email)), as the customer figures know them)
 * and a visit a booking neither cancelled nor held for a checkout; of visits on the same first
 * day, the earliest. The period's new customers and the services they came for are then the
 * rows whose first_day falls in it, never every booking. Kept by database triggers on bookings
 * (migrations/*_customer_firsts.sql, docs/decisions/0090-top-services-of-new-customers.md).
 */
export const customerFirsts = sqliteTable(
  "customer_firsts",
  {
    who: text("who").primaryKey(),
    firstDay: text("first_day").notNull(),
    serviceId: text("service_id").notNull(),
  },
  // The span's new customers, their service and who they are, read from the index alone.
  (table) => [index("customer_firsts_day_idx").on(table.firstDay, table.serviceId, table.who)],
);
