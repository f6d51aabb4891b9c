CREATE TABLE `late_paid_figures` (
	`visit_day` text NOT NULL,
	`paid_day` text NOT NULL,
	`amount_cents` integer NOT NULL,
	`payments` integer NOT NULL,
	PRIMARY KEY(`visit_day`, `paid_day`)
);
--> statement-breakpoint
-- Kept as the day figures are (docs/decisions/0051-day-figures-by-trigger.md): each trigger takes a
-- row's old pair out and adds its new one in the statement that changes it. Only visit payments
-- taken after their visit's New York day have a row (docs/decisions/0078-owed-at-a-day-from-late-payments.md).
--> statement-breakpoint
CREATE TRIGGER late_paid_figures_payment_insert AFTER INSERT ON booking_payments
BEGIN
  INSERT INTO late_paid_figures (visit_day, paid_day, amount_cents, payments)
  SELECT b.appointment_date, date((NEW.paid_at / 1000) - 3600 * (5 - ((NEW.paid_at / 1000) >= CAST(strftime('%s', date(strftime('%Y', (NEW.paid_at / 1000), 'unixepoch') || '-03-01', 'weekday 0', '+7 days')) AS INTEGER) + 25200 AND (NEW.paid_at / 1000) < CAST(strftime('%s', date(strftime('%Y', (NEW.paid_at / 1000), 'unixepoch') || '-11-01', 'weekday 0')) AS INTEGER) + 21600)), 'unixepoch'), NEW.amount_cents, 1
  FROM bookings b WHERE b.id = NEW.booking_id AND NEW.kind = 'visit' AND NEW.status = 'paid' AND NEW.paid_at IS NOT NULL
    AND date((NEW.paid_at / 1000) - 3600 * (5 - ((NEW.paid_at / 1000) >= CAST(strftime('%s', date(strftime('%Y', (NEW.paid_at / 1000), 'unixepoch') || '-03-01', 'weekday 0', '+7 days')) AS INTEGER) + 25200 AND (NEW.paid_at / 1000) < CAST(strftime('%s', date(strftime('%Y', (NEW.paid_at / 1000), 'unixepoch') || '-11-01', 'weekday 0')) AS INTEGER) + 21600)), 'unixepoch') > b.appointment_date
  ON CONFLICT (visit_day, paid_day) DO UPDATE SET amount_cents = amount_cents + excluded.amount_cents, payments = payments + excluded.payments;
END;
--> statement-breakpoint
CREATE TRIGGER late_paid_figures_payment_update AFTER UPDATE OF booking_id, kind, amount_cents, status, paid_at ON booking_payments
BEGIN
  INSERT INTO late_paid_figures (visit_day, paid_day, amount_cents, payments)
  SELECT b.appointment_date, date((OLD.paid_at / 1000) - 3600 * (5 - ((OLD.paid_at / 1000) >= CAST(strftime('%s', date(strftime('%Y', (OLD.paid_at / 1000), 'unixepoch') || '-03-01', 'weekday 0', '+7 days')) AS INTEGER) + 25200 AND (OLD.paid_at / 1000) < CAST(strftime('%s', date(strftime('%Y', (OLD.paid_at / 1000), 'unixepoch') || '-11-01', 'weekday 0')) AS INTEGER) + 21600)), 'unixepoch'), -OLD.amount_cents, -1
  FROM bookings b WHERE b.id = OLD.booking_id AND OLD.kind = 'visit' AND OLD.status = 'paid' AND OLD.paid_at IS NOT NULL
    AND date((OLD.paid_at / 1000) - 3600 * (5 - ((OLD.paid_at / 1000) >= CAST(strftime('%s', date(strftime('%Y', (OLD.paid_at / 1000), 'unixepoch') || '-03-01', 'weekday 0', '+7 days')) AS INTEGER) + 25200 AND (OLD.paid_at / 1000) < CAST(strftime('%s', date(strftime('%Y', (OLD.paid_at / 1000), 'unixepoch') || '-11-01', 'weekday 0')) AS INTEGER) + 21600)), 'unixepoch') > b.appointment_date
  ON CONFLICT (visit_day, paid_day) DO UPDATE SET amount_cents = amount_cents + excluded.amount_cents, payments = payments + excluded.payments;
  INSERT INTO late_paid_figures (visit_day, paid_day, amount_cents, payments)
  SELECT b.appointment_date, date((NEW.paid_at / 1000) - 3600 * (5 - ((NEW.paid_at / 1000) >= CAST(strftime('%s', date(strftime('%Y', (NEW.paid_at / 1000), 'unixepoch') || '-03-01', 'weekday 0', '+7 days')) AS INTEGER) + 25200 AND (NEW.paid_at / 1000) < CAST(strftime('%s', date(strftime('%Y', (NEW.paid_at / 1000), 'unixepoch') || '-11-01', 'weekday 0')) AS INTEGER) + 21600)), 'unixepoch'), NEW.amount_cents, 1
  FROM bookings b WHERE b.id = NEW.booking_id AND NEW.kind = 'visit' AND NEW.status = 'paid' AND NEW.paid_at IS NOT NULL
    AND date((NEW.paid_at / 1000) - 3600 * (5 - ((NEW.paid_at / 1000) >= CAST(strftime('%s', date(strftime('%Y', (NEW.paid_at / 1000), 'unixepoch') || '-03-01', 'weekday 0', '+7 days')) AS INTEGER) + 25200 AND (NEW.paid_at / 1000) < CAST(strftime('%s', date(strftime('%Y', (NEW.paid_at / 1000), 'unixepoch') || '-11-01', 'weekday 0')) AS INTEGER) + 21600)), 'unixepoch') > b.appointment_date
  ON CONFLICT (visit_day, paid_day) DO UPDATE SET amount_cents = amount_cents + excluded.amount_cents, payments = payments + excluded.payments;
END;
--> statement-breakpoint
-- A payment deleted with its booking finds no booking here: the booking's own trigger took it out.
CREATE TRIGGER late_paid_figures_payment_delete AFTER DELETE ON booking_payments
BEGIN
  INSERT INTO late_paid_figures (visit_day, paid_day, amount_cents, payments)
  SELECT b.appointment_date, date((OLD.paid_at / 1000) - 3600 * (5 - ((OLD.paid_at / 1000) >= CAST(strftime('%s', date(strftime('%Y', (OLD.paid_at / 1000), 'unixepoch') || '-03-01', 'weekday 0', '+7 days')) AS INTEGER) + 25200 AND (OLD.paid_at / 1000) < CAST(strftime('%s', date(strftime('%Y', (OLD.paid_at / 1000), 'unixepoch') || '-11-01', 'weekday 0')) AS INTEGER) + 21600)), 'unixepoch'), -OLD.amount_cents, -1
  FROM bookings b WHERE b.id = OLD.booking_id AND OLD.kind = 'visit' AND OLD.status = 'paid' AND OLD.paid_at IS NOT NULL
    AND date((OLD.paid_at / 1000) - 3600 * (5 - ((OLD.paid_at / 1000) >= CAST(strftime('%s', date(strftime('%Y', (OLD.paid_at / 1000), 'unixepoch') || '-03-01', 'weekday 0', '+7 days')) AS INTEGER) + 25200 AND (OLD.paid_at / 1000) < CAST(strftime('%s', date(strftime('%Y', (OLD.paid_at / 1000), 'unixepoch') || '-11-01', 'weekday 0')) AS INTEGER) + 21600)), 'unixepoch') > b.appointment_date
  ON CONFLICT (visit_day, paid_day) DO UPDATE SET amount_cents = amount_cents + excluded.amount_cents, payments = payments + excluded.payments;
END;
--> statement-breakpoint
CREATE TRIGGER late_paid_figures_booking_moved AFTER UPDATE OF appointment_date ON bookings
WHEN OLD.appointment_date IS NOT NEW.appointment_date
BEGIN
  INSERT INTO late_paid_figures (visit_day, paid_day, amount_cents, payments)
  SELECT OLD.appointment_date, date((p.paid_at / 1000) - 3600 * (5 - ((p.paid_at / 1000) >= CAST(strftime('%s', date(strftime('%Y', (p.paid_at / 1000), 'unixepoch') || '-03-01', 'weekday 0', '+7 days')) AS INTEGER) + 25200 AND (p.paid_at / 1000) < CAST(strftime('%s', date(strftime('%Y', (p.paid_at / 1000), 'unixepoch') || '-11-01', 'weekday 0')) AS INTEGER) + 21600)), 'unixepoch'), -SUM(p.amount_cents), -COUNT(*)
  FROM booking_payments p WHERE p.booking_id = OLD.id AND p.kind = 'visit' AND p.status = 'paid' AND p.paid_at IS NOT NULL
    AND date((p.paid_at / 1000) - 3600 * (5 - ((p.paid_at / 1000) >= CAST(strftime('%s', date(strftime('%Y', (p.paid_at / 1000), 'unixepoch') || '-03-01', 'weekday 0', '+7 days')) AS INTEGER) + 25200 AND (p.paid_at / 1000) < CAST(strftime('%s', date(strftime('%Y', (p.paid_at / 1000), 'unixepoch') || '-11-01', 'weekday 0')) AS INTEGER) + 21600)), 'unixepoch') > OLD.appointment_date
  GROUP BY 2
  ON CONFLICT (visit_day, paid_day) DO UPDATE SET amount_cents = amount_cents + excluded.amount_cents, payments = payments + excluded.payments;
  INSERT INTO late_paid_figures (visit_day, paid_day, amount_cents, payments)
  SELECT NEW.appointment_date, date((p.paid_at / 1000) - 3600 * (5 - ((p.paid_at / 1000) >= CAST(strftime('%s', date(strftime('%Y', (p.paid_at / 1000), 'unixepoch') || '-03-01', 'weekday 0', '+7 days')) AS INTEGER) + 25200 AND (p.paid_at / 1000) < CAST(strftime('%s', date(strftime('%Y', (p.paid_at / 1000), 'unixepoch') || '-11-01', 'weekday 0')) AS INTEGER) + 21600)), 'unixepoch'), SUM(p.amount_cents), COUNT(*)
  FROM booking_payments p WHERE p.booking_id = NEW.id AND p.kind = 'visit' AND p.status = 'paid' AND p.paid_at IS NOT NULL
    AND date((p.paid_at / 1000) - 3600 * (5 - ((p.paid_at / 1000) >= CAST(strftime('%s', date(strftime('%Y', (p.paid_at / 1000), 'unixepoch') || '-03-01', 'weekday 0', '+7 days')) AS INTEGER) + 25200 AND (p.paid_at / 1000) < CAST(strftime('%s', date(strftime('%Y', (p.paid_at / 1000), 'unixepoch') || '-11-01', 'weekday 0')) AS INTEGER) + 21600)), 'unixepoch') > NEW.appointment_date
  GROUP BY 2
  ON CONFLICT (visit_day, paid_day) DO UPDATE SET amount_cents = amount_cents + excluded.amount_cents, payments = payments + excluded.payments;
END;
--> statement-breakpoint
CREATE TRIGGER late_paid_figures_booking_delete BEFORE DELETE ON bookings
BEGIN
  INSERT INTO late_paid_figures (visit_day, paid_day, amount_cents, payments)
  SELECT OLD.appointment_date, date((p.paid_at / 1000) - 3600 * (5 - ((p.paid_at / 1000) >= CAST(strftime('%s', date(strftime('%Y', (p.paid_at / 1000), 'unixepoch') || '-03-01', 'weekday 0', '+7 days')) AS INTEGER) + 25200 AND (p.paid_at / 1000) < CAST(strftime('%s', date(strftime('%Y', (p.paid_at / 1000), 'unixepoch') || '-11-01', 'weekday 0')) AS INTEGER) + 21600)), 'unixepoch'), -SUM(p.amount_cents), -COUNT(*)
  FROM booking_payments p WHERE p.booking_id = OLD.id AND p.kind = 'visit' AND p.status = 'paid' AND p.paid_at IS NOT NULL
    AND date((p.paid_at / 1000) - 3600 * (5 - ((p.paid_at / 1000) >= CAST(strftime('%s', date(strftime('%Y', (p.paid_at / 1000), 'unixepoch') || '-03-01', 'weekday 0', '+7 days')) AS INTEGER) + 25200 AND (p.paid_at / 1000) < CAST(strftime('%s', date(strftime('%Y', (p.paid_at / 1000), 'unixepoch') || '-11-01', 'weekday 0')) AS INTEGER) + 21600)), 'unixepoch') > OLD.appointment_date
  GROUP BY 2
  ON CONFLICT (visit_day, paid_day) DO UPDATE SET amount_cents = amount_cents + excluded.amount_cents, payments = payments + excluded.payments;
END;
--> statement-breakpoint
-- What the site held before the triggers existed.
INSERT INTO late_paid_figures (visit_day, paid_day, amount_cents, payments)
SELECT visit_day, paid_day, SUM(amount_cents), COUNT(*)
FROM (
  SELECT b.appointment_date AS visit_day, date((p.paid_at / 1000) - 3600 * (5 - ((p.paid_at / 1000) >= CAST(strftime('%s', date(strftime('%Y', (p.paid_at / 1000), 'unixepoch') || '-03-01', 'weekday 0', '+7 days')) AS INTEGER) + 25200 AND (p.paid_at / 1000) < CAST(strftime('%s', date(strftime('%Y', (p.paid_at / 1000), 'unixepoch') || '-11-01', 'weekday 0')) AS INTEGER) + 21600)), 'unixepoch') AS paid_day, p.amount_cents AS amount_cents
  FROM booking_payments p JOIN bookings b ON b.id = p.booking_id
  WHERE p.kind = 'visit' AND p.status = 'paid' AND p.paid_at IS NOT NULL
)
WHERE paid_day > visit_day
GROUP BY visit_day, paid_day;
