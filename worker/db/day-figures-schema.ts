import { integer, primaryKey, sqliteTable, text } from "drizzle-orm/sqlite-core";
import { PAYMENT_KINDS } from "./payment-schema";

/**
 * Money taken on each New York day (the day of paid_at), per payment kind, service and area:
 * the owner's figures read these few rows instead of every payment of the span. Kept by
 * database triggers (migrations/*_day_figures.sql) that take a changed row's old values out and add
 * its new ones, in the statement that changes it (docs/decisions/0051-day-figures-by-trigger.md).
 * `area` is '' for a booking without one, so that the key has no NULL.
 */
export const dailyPaidFigures = sqliteTable(
  "daily_paid_figures",
  {
    day: text("day").notNull(),
    kind: text("kind", { enum: PAYMENT_KINDS }).notNull(),
    serviceId: text("service_id").notNull(),
    area: text("area").notNull(),
    paidCents: integer("paid_cents").notNull(),
    refundedCents: integer("refunded_cents").notNull(),
    payments: integer("payments").notNull(),
  },
  (table) => [primaryKey({ columns: [table.day, table.kind, table.serviceId, table.area] })],
);

/**
 * Each visit date (already a New York date) per service and area: the bookings not cancelled,
 * and the payments of that date's bookings as the payments view totals them (a tip not paid
 * yet left out). Kept by the same triggers.
 */
export const dailyVisitFigures = sqliteTable(
  "daily_visit_figures",
  {
    day: text("day").notNull(),
    serviceId: text("service_id").notNull(),
    area: text("area").notNull(),
    bookings: integer("bookings").notNull(),
    paidCents: integer("paid_cents").notNull(),
    outstandingCents: integer("outstanding_cents").notNull(),
    refundedCents: integer("refunded_cents").notNull(),
    netCents: integer("net_cents").notNull(),
    tipsCents: integer("tips_cents").notNull(),
    paymentRows: integer("payment_rows").notNull(),
  },
  (table) => [primaryKey({ columns: [table.day, table.serviceId, table.area] })],
);

/**
 * Visit payments taken after their visit's day, summed per visit date and New York day of
 * payment: what the owner was owed at the end of a day D is the unpaid visits up to D plus
 * these pairs with visit_day <= D < paid_day, a few rows instead of every payment since D.
 * Payments taken on or before their visit's day never count as owed, so they have no row here.
 * Kept by triggers like the day figures (docs/decisions/0078-owed-at-a-day-from-late-payments.md).
 */
export const latePaidFigures = sqliteTable(
  "late_paid_figures",
  {
    visitDay: text("visit_day").notNull(),
    paidDay: text("paid_day").notNull(),
    amountCents: integer("amount_cents").notNull(),
    payments: integer("payments").notNull(),
  },
  (table) => [primaryKey({ columns: [table.visitDay, table.paidDay] })],
);
