CREATE TABLE `daily_paid_figures` (
	`day` text NOT NULL,
	`kind` text NOT NULL,
	`service_id` text NOT NULL,
	`area` text NOT NULL,
	`paid_cents` integer NOT NULL,
	`refunded_cents` integer NOT NULL,
	`payments` integer NOT NULL,
	PRIMARY KEY(`day`, `kind`, `service_id`, `area`)
);
--> statement-breakpoint
CREATE TABLE `daily_visit_figures` (
	`day` text NOT NULL,
	`service_id` text NOT NULL,
	`area` text NOT NULL,
	`bookings` integer NOT NULL,
	`paid_cents` integer NOT NULL,
	`outstanding_cents` integer NOT NULL,
	`refunded_cents` integer NOT NULL,
	`net_cents` integer NOT NULL,
	`tips_cents` integer NOT NULL,
	`payment_rows` integer NOT NULL,
	PRIMARY KEY(`day`, `service_id`, `area`)
);
--> statement-breakpoint
-- The day figures are kept by the database itself: each trigger takes a row's old values out of
-- its day's figures and adds its new ones, in the statement that makes the change
-- (docs/decisions/0051-day-figures-by-trigger.md). A New York day is worked out in SQL: UTC-4
-- from the second Sunday of March, 2:00 (07:00 UTC), to the first Sunday of November, 2:00
-- (06:00 UTC), UTC-5 otherwise. Trigger bodies use iif() and no conditional expression with a
-- closing keyword, which the D1 migration splitter can take for the close of the trigger body.
--> statement-breakpoint
CREATE TRIGGER daily_figures_payment_insert AFTER INSERT ON booking_payments
BEGIN
  INSERT INTO daily_paid_figures (day, kind, service_id, area, paid_cents, refunded_cents, payments)
  SELECT date((NEW.paid_at / 1000) - 3600 * (5 - ((NEW.paid_at / 1000) >= CAST(strftime('%s', date(strftime('%Y', (NEW.paid_at / 1000), 'unixepoch') || '-03-01', 'weekday 0', '+7 days')) AS INTEGER) + 25200 AND (NEW.paid_at / 1000) < CAST(strftime('%s', date(strftime('%Y', (NEW.paid_at / 1000), 'unixepoch') || '-11-01', 'weekday 0')) AS INTEGER) + 21600)), 'unixepoch'), NEW.kind, b.service_id, COALESCE(b.area, ''), NEW.paid_cents, NEW.refunded_cents, 1
  FROM bookings b WHERE b.id = NEW.booking_id AND NEW.paid_at IS NOT NULL
  ON CONFLICT (day, kind, service_id, area) DO UPDATE SET paid_cents = paid_cents + excluded.paid_cents,
    refunded_cents = refunded_cents + excluded.refunded_cents, payments = payments + excluded.payments;
  INSERT INTO daily_visit_figures (day, service_id, area, bookings, paid_cents, outstanding_cents, refunded_cents, net_cents, tips_cents, payment_rows)
  SELECT b.appointment_date, b.service_id, COALESCE(b.area, ''), 0, NEW.paid_cents, iif(NEW.status != 'paid', NEW.amount_cents, 0),
    NEW.refunded_cents, iif(NEW.kind = 'visit', NEW.paid_cents - NEW.refunded_cents, 0),
    iif(NEW.kind = 'tip', NEW.paid_cents - NEW.refunded_cents, 0), 1
  FROM bookings b WHERE b.id = NEW.booking_id AND NOT (NEW.kind = 'tip' AND NEW.status != 'paid')
  ON CONFLICT (day, service_id, area) DO UPDATE SET bookings = bookings + excluded.bookings,
    paid_cents = paid_cents + excluded.paid_cents, outstanding_cents = outstanding_cents + excluded.outstanding_cents,
    refunded_cents = refunded_cents + excluded.refunded_cents, net_cents = net_cents + excluded.net_cents,
    tips_cents = tips_cents + excluded.tips_cents, payment_rows = payment_rows + excluded.payment_rows;
END;
--> statement-breakpoint
CREATE TRIGGER daily_figures_payment_update AFTER UPDATE OF booking_id, kind, amount_cents, status, paid_cents, refunded_cents, paid_at ON booking_payments
BEGIN
  INSERT INTO daily_paid_figures (day, kind, service_id, area, paid_cents, refunded_cents, payments)
  SELECT date((OLD.paid_at / 1000) - 3600 * (5 - ((OLD.paid_at / 1000) >= CAST(strftime('%s', date(strftime('%Y', (OLD.paid_at / 1000), 'unixepoch') || '-03-01', 'weekday 0', '+7 days')) AS INTEGER) + 25200 AND (OLD.paid_at / 1000) < CAST(strftime('%s', date(strftime('%Y', (OLD.paid_at / 1000), 'unixepoch') || '-11-01', 'weekday 0')) AS INTEGER) + 21600)), 'unixepoch'), OLD.kind, b.service_id, COALESCE(b.area, ''), -OLD.paid_cents, -OLD.refunded_cents, -1
  FROM bookings b WHERE b.id = OLD.booking_id AND OLD.paid_at IS NOT NULL
  ON CONFLICT (day, kind, service_id, area) DO UPDATE SET paid_cents = paid_cents + excluded.paid_cents,
    refunded_cents = refunded_cents + excluded.refunded_cents, payments = payments + excluded.payments;
  INSERT INTO daily_paid_figures (day, kind, service_id, area, paid_cents, refunded_cents, payments)
  SELECT date((NEW.paid_at / 1000) - 3600 * (5 - ((NEW.paid_at / 1000) >= CAST(strftime('%s', date(strftime('%Y', (NEW.paid_at / 1000), 'unixepoch') || '-03-01', 'weekday 0', '+7 days')) AS INTEGER) + 25200 AND (NEW.paid_at / 1000) < CAST(strftime('%s', date(strftime('%Y', (NEW.paid_at / 1000), 'unixepoch') || '-11-01', 'weekday 0')) AS INTEGER) + 21600)), 'unixepoch'), NEW.kind, b.service_id, COALESCE(b.area, ''), NEW.paid_cents, NEW.refunded_cents, 1
  FROM bookings b WHERE b.id = NEW.booking_id AND NEW.paid_at IS NOT NULL
  ON CONFLICT (day, kind, service_id, area) DO UPDATE SET paid_cents = paid_cents + excluded.paid_cents,
    refunded_cents = refunded_cents + excluded.refunded_cents, payments = payments + excluded.payments;
  INSERT INTO daily_visit_figures (day, service_id, area, bookings, paid_cents, outstanding_cents, refunded_cents, net_cents, tips_cents, payment_rows)
  SELECT b.appointment_date, b.service_id, COALESCE(b.area, ''), 0, -OLD.paid_cents, -iif(OLD.status != 'paid', OLD.amount_cents, 0),
    -OLD.refunded_cents, -iif(OLD.kind = 'visit', OLD.paid_cents - OLD.refunded_cents, 0),
    -iif(OLD.kind = 'tip', OLD.paid_cents - OLD.refunded_cents, 0), -1
  FROM bookings b WHERE b.id = OLD.booking_id AND NOT (OLD.kind = 'tip' AND OLD.status != 'paid')
  ON CONFLICT (day, service_id, area) DO UPDATE SET bookings = bookings + excluded.bookings,
    paid_cents = paid_cents + excluded.paid_cents, outstanding_cents = outstanding_cents + excluded.outstanding_cents,
    refunded_cents = refunded_cents + excluded.refunded_cents, net_cents = net_cents + excluded.net_cents,
    tips_cents = tips_cents + excluded.tips_cents, payment_rows = payment_rows + excluded.payment_rows;
  INSERT INTO daily_visit_figures (day, service_id, area, bookings, paid_cents, outstanding_cents, refunded_cents, net_cents, tips_cents, payment_rows)
  SELECT b.appointment_date, b.service_id, COALESCE(b.area, ''), 0, NEW.paid_cents, iif(NEW.status != 'paid', NEW.amount_cents, 0),
    NEW.refunded_cents, iif(NEW.kind = 'visit', NEW.paid_cents - NEW.refunded_cents, 0),
    iif(NEW.kind = 'tip', NEW.paid_cents - NEW.refunded_cents, 0), 1
  FROM bookings b WHERE b.id = NEW.booking_id AND NOT (NEW.kind = 'tip' AND NEW.status != 'paid')
  ON CONFLICT (day, service_id, area) DO UPDATE SET bookings = bookings + excluded.bookings,
    paid_cents = paid_cents + excluded.paid_cents, outstanding_cents = outstanding_cents + excluded.outstanding_cents,
    refunded_cents = refunded_cents + excluded.refunded_cents, net_cents = net_cents + excluded.net_cents,
    tips_cents = tips_cents + excluded.tips_cents, payment_rows = payment_rows + excluded.payment_rows;
END;
--> statement-breakpoint
-- A payment deleted with its booking finds no booking here: the booking's own trigger took it out.
CREATE TRIGGER daily_figures_payment_delete AFTER DELETE ON booking_payments
BEGIN
  INSERT INTO daily_paid_figures (day, kind, service_id, area, paid_cents, refunded_cents, payments)
  SELECT date((OLD.paid_at / 1000) - 3600 * (5 - ((OLD.paid_at / 1000) >= CAST(strftime('%s', date(strftime('%Y', (OLD.paid_at / 1000), 'unixepoch') || '-03-01', 'weekday 0', '+7 days')) AS INTEGER) + 25200 AND (OLD.paid_at / 1000) < CAST(strftime('%s', date(strftime('%Y', (OLD.paid_at / 1000), 'unixepoch') || '-11-01', 'weekday 0')) AS INTEGER) + 21600)), 'unixepoch'), OLD.kind, b.service_id, COALESCE(b.area, ''), -OLD.paid_cents, -OLD.refunded_cents, -1
  FROM bookings b WHERE b.id = OLD.booking_id AND OLD.paid_at IS NOT NULL
  ON CONFLICT (day, kind, service_id, area) DO UPDATE SET paid_cents = paid_cents + excluded.paid_cents,
    refunded_cents = refunded_cents + excluded.refunded_cents, payments = payments + excluded.payments;
  INSERT INTO daily_visit_figures (day, service_id, area, bookings, paid_cents, outstanding_cents, refunded_cents, net_cents, tips_cents, payment_rows)
  SELECT b.appointment_date, b.service_id, COALESCE(b.area, ''), 0, -OLD.paid_cents, -iif(OLD.status != 'paid', OLD.amount_cents, 0),
    -OLD.refunded_cents, -iif(OLD.kind = 'visit', OLD.paid_cents - OLD.refunded_cents, 0),
    -iif(OLD.kind = 'tip', OLD.paid_cents - OLD.refunded_cents, 0), -1
  FROM bookings b WHERE b.id = OLD.booking_id AND NOT (OLD.kind = 'tip' AND OLD.status != 'paid')
  ON CONFLICT (day, service_id, area) DO UPDATE SET bookings = bookings + excluded.bookings,
    paid_cents = paid_cents + excluded.paid_cents, outstanding_cents = outstanding_cents + excluded.outstanding_cents,
    refunded_cents = refunded_cents + excluded.refunded_cents, net_cents = net_cents + excluded.net_cents,
    tips_cents = tips_cents + excluded.tips_cents, payment_rows = payment_rows + excluded.payment_rows;
END;
--> statement-breakpoint
CREATE TRIGGER daily_figures_booking_insert AFTER INSERT ON bookings
BEGIN
  INSERT INTO daily_visit_figures (day, service_id, area, bookings, paid_cents, outstanding_cents, refunded_cents, net_cents, tips_cents, payment_rows)
  SELECT NEW.appointment_date, NEW.service_id, COALESCE(NEW.area, ''), (NEW.status != 'cancelled'),
    COALESCE(SUM(p.paid_cents), 0), COALESCE(SUM(iif(p.status != 'paid', p.amount_cents, 0)), 0), COALESCE(SUM(p.refunded_cents), 0),
    COALESCE(SUM(iif(p.kind = 'visit', p.paid_cents - p.refunded_cents, 0)), 0),
    COALESCE(SUM(iif(p.kind = 'tip', p.paid_cents - p.refunded_cents, 0)), 0), COUNT(p.id)
  FROM (SELECT 1) LEFT JOIN booking_payments p ON p.booking_id = NEW.id AND NOT (p.kind = 'tip' AND p.status != 'paid')
  WHERE true
  ON CONFLICT (day, service_id, area) DO UPDATE SET bookings = bookings + excluded.bookings,
    paid_cents = paid_cents + excluded.paid_cents, outstanding_cents = outstanding_cents + excluded.outstanding_cents,
    refunded_cents = refunded_cents + excluded.refunded_cents, net_cents = net_cents + excluded.net_cents,
    tips_cents = tips_cents + excluded.tips_cents, payment_rows = payment_rows + excluded.payment_rows;
END;
--> statement-breakpoint
CREATE TRIGGER daily_figures_booking_update AFTER UPDATE OF appointment_date, status, service_id, area ON bookings
WHEN OLD.appointment_date IS NOT NEW.appointment_date OR OLD.status IS NOT NEW.status OR OLD.service_id IS NOT NEW.service_id OR OLD.area IS NOT NEW.area
BEGIN
  INSERT INTO daily_visit_figures (day, service_id, area, bookings, paid_cents, outstanding_cents, refunded_cents, net_cents, tips_cents, payment_rows)
  SELECT OLD.appointment_date, OLD.service_id, COALESCE(OLD.area, ''), -(OLD.status != 'cancelled'),
    -COALESCE(SUM(p.paid_cents), 0), -COALESCE(SUM(iif(p.status != 'paid', p.amount_cents, 0)), 0), -COALESCE(SUM(p.refunded_cents), 0),
    -COALESCE(SUM(iif(p.kind = 'visit', p.paid_cents - p.refunded_cents, 0)), 0),
    -COALESCE(SUM(iif(p.kind = 'tip', p.paid_cents - p.refunded_cents, 0)), 0), -COUNT(p.id)
  FROM (SELECT 1) LEFT JOIN booking_payments p ON p.booking_id = OLD.id AND NOT (p.kind = 'tip' AND p.status != 'paid')
  WHERE true
  ON CONFLICT (day, service_id, area) DO UPDATE SET bookings = bookings + excluded.bookings,
    paid_cents = paid_cents + excluded.paid_cents, outstanding_cents = outstanding_cents + excluded.outstanding_cents,
    refunded_cents = refunded_cents + excluded.refunded_cents, net_cents = net_cents + excluded.net_cents,
    tips_cents = tips_cents + excluded.tips_cents, payment_rows = payment_rows + excluded.payment_rows;
  INSERT INTO daily_visit_figures (day, service_id, area, bookings, paid_cents, outstanding_cents, refunded_cents, net_cents, tips_cents, payment_rows)
  SELECT NEW.appointment_date, NEW.service_id, COALESCE(NEW.area, ''), (NEW.status != 'cancelled'),
    COALESCE(SUM(p.paid_cents), 0), COALESCE(SUM(iif(p.status != 'paid', p.amount_cents, 0)), 0), COALESCE(SUM(p.refunded_cents), 0),
    COALESCE(SUM(iif(p.kind = 'visit', p.paid_cents - p.refunded_cents, 0)), 0),
    COALESCE(SUM(iif(p.kind = 'tip', p.paid_cents - p.refunded_cents, 0)), 0), COUNT(p.id)
  FROM (SELECT 1) LEFT JOIN booking_payments p ON p.booking_id = NEW.id AND NOT (p.kind = 'tip' AND p.status != 'paid')
  WHERE true
  ON CONFLICT (day, service_id, area) DO UPDATE SET bookings = bookings + excluded.bookings,
    paid_cents = paid_cents + excluded.paid_cents, outstanding_cents = outstanding_cents + excluded.outstanding_cents,
    refunded_cents = refunded_cents + excluded.refunded_cents, net_cents = net_cents + excluded.net_cents,
    tips_cents = tips_cents + excluded.tips_cents, payment_rows = payment_rows + excluded.payment_rows;
END;
--> statement-breakpoint
CREATE TRIGGER daily_figures_booking_moved_service AFTER UPDATE OF service_id, area ON bookings
WHEN OLD.service_id IS NOT NEW.service_id OR OLD.area IS NOT NEW.area
BEGIN
  INSERT INTO daily_paid_figures (day, kind, service_id, area, paid_cents, refunded_cents, payments)
  SELECT date((p.paid_at / 1000) - 3600 * (5 - ((p.paid_at / 1000) >= CAST(strftime('%s', date(strftime('%Y', (p.paid_at / 1000), 'unixepoch') || '-03-01', 'weekday 0', '+7 days')) AS INTEGER) + 25200 AND (p.paid_at / 1000) < CAST(strftime('%s', date(strftime('%Y', (p.paid_at / 1000), 'unixepoch') || '-11-01', 'weekday 0')) AS INTEGER) + 21600)), 'unixepoch'), p.kind, OLD.service_id, COALESCE(OLD.area, ''), -SUM(p.paid_cents), -SUM(p.refunded_cents), -COUNT(*)
  FROM booking_payments p WHERE p.booking_id = OLD.id AND p.paid_at IS NOT NULL
  GROUP BY 1, 2
  ON CONFLICT (day, kind, service_id, area) DO UPDATE SET paid_cents = paid_cents + excluded.paid_cents,
    refunded_cents = refunded_cents + excluded.refunded_cents, payments = payments + excluded.payments;
  INSERT INTO daily_paid_figures (day, kind, service_id, area, paid_cents, refunded_cents, payments)
  SELECT date((p.paid_at / 1000) - 3600 * (5 - ((p.paid_at / 1000) >= CAST(strftime('%s', date(strftime('%Y', (p.paid_at / 1000), 'unixepoch') || '-03-01', 'weekday 0', '+7 days')) AS INTEGER) + 25200 AND (p.paid_at / 1000) < CAST(strftime('%s', date(strftime('%Y', (p.paid_at / 1000), 'unixepoch') || '-11-01', 'weekday 0')) AS INTEGER) + 21600)), 'unixepoch'), p.kind, NEW.service_id, COALESCE(NEW.area, ''), SUM(p.paid_cents), SUM(p.refunded_cents), COUNT(*)
  FROM booking_payments p WHERE p.booking_id = NEW.id AND p.paid_at IS NOT NULL
  GROUP BY 1, 2
  ON CONFLICT (day, kind, service_id, area) DO UPDATE SET paid_cents = paid_cents + excluded.paid_cents,
    refunded_cents = refunded_cents + excluded.refunded_cents, payments = payments + excluded.payments;
END;
--> statement-breakpoint
CREATE TRIGGER daily_figures_booking_delete BEFORE DELETE ON bookings
BEGIN
  INSERT INTO daily_visit_figures (day, service_id, area, bookings, paid_cents, outstanding_cents, refunded_cents, net_cents, tips_cents, payment_rows)
  SELECT OLD.appointment_date, OLD.service_id, COALESCE(OLD.area, ''), -(OLD.status != 'cancelled'),
    -COALESCE(SUM(p.paid_cents), 0), -COALESCE(SUM(iif(p.status != 'paid', p.amount_cents, 0)), 0), -COALESCE(SUM(p.refunded_cents), 0),
    -COALESCE(SUM(iif(p.kind = 'visit', p.paid_cents - p.refunded_cents, 0)), 0),
    -COALESCE(SUM(iif(p.kind = 'tip', p.paid_cents - p.refunded_cents, 0)), 0), -COUNT(p.id)
  FROM (SELECT 1) LEFT JOIN booking_payments p ON p.booking_id = OLD.id AND NOT (p.kind = 'tip' AND p.status != 'paid')
  WHERE true
  ON CONFLICT (day, service_id, area) DO UPDATE SET bookings = bookings + excluded.bookings,
    paid_cents = paid_cents + excluded.paid_cents, outstanding_cents = outstanding_cents + excluded.outstanding_cents,
    refunded_cents = refunded_cents + excluded.refunded_cents, net_cents = net_cents + excluded.net_cents,
    tips_cents = tips_cents + excluded.tips_cents, payment_rows = payment_rows + excluded.payment_rows;
  INSERT INTO daily_paid_figures (day, kind, service_id, area, paid_cents, refunded_cents, payments)
  SELECT date((p.paid_at / 1000) - 3600 * (5 - ((p.paid_at / 1000) >= CAST(strftime('%s', date(strftime('%Y', (p.paid_at / 1000), 'unixepoch') || '-03-01', 'weekday 0', '+7 days')) AS INTEGER) + 25200 AND (p.paid_at / 1000) < CAST(strftime('%s', date(strftime('%Y', (p.paid_at / 1000), 'unixepoch') || '-11-01', 'weekday 0')) AS INTEGER) + 21600)), 'unixepoch'), p.kind, OLD.service_id, COALESCE(OLD.area, ''), -SUM(p.paid_cents), -SUM(p.refunded_cents), -COUNT(*)
  FROM booking_payments p WHERE p.booking_id = OLD.id AND p.paid_at IS NOT NULL
  GROUP BY 1, 2
  ON CONFLICT (day, kind, service_id, area) DO UPDATE SET paid_cents = paid_cents + excluded.paid_cents,
    refunded_cents = refunded_cents + excluded.refunded_cents, payments = payments + excluded.payments;
END;
--> statement-breakpoint
-- What the site held before the triggers existed.
INSERT INTO daily_paid_figures (day, kind, service_id, area, paid_cents, refunded_cents, payments)
SELECT date((p.paid_at / 1000) - 3600 * (5 - ((p.paid_at / 1000) >= CAST(strftime('%s', date(strftime('%Y', (p.paid_at / 1000), 'unixepoch') || '-03-01', 'weekday 0', '+7 days')) AS INTEGER) + 25200 AND (p.paid_at / 1000) < CAST(strftime('%s', date(strftime('%Y', (p.paid_at / 1000), 'unixepoch') || '-11-01', 'weekday 0')) AS INTEGER) + 21600)), 'unixepoch'), p.kind, b.service_id, COALESCE(b.area, ''), SUM(p.paid_cents), SUM(p.refunded_cents), COUNT(*)
FROM booking_payments p JOIN bookings b ON b.id = p.booking_id WHERE p.paid_at IS NOT NULL
GROUP BY 1, 2, 3, 4;
--> statement-breakpoint
INSERT INTO daily_visit_figures (day, service_id, area, bookings, paid_cents, outstanding_cents, refunded_cents, net_cents, tips_cents, payment_rows)
SELECT day, service_id, area, SUM(bookings), SUM(paid), SUM(outstanding), SUM(refunded), SUM(net), SUM(tips), SUM(payment_rows)
FROM (
  SELECT b.appointment_date AS day, b.service_id AS service_id, COALESCE(b.area, '') AS area, b.status != 'cancelled' AS bookings,
    0 AS paid, 0 AS outstanding, 0 AS refunded, 0 AS net, 0 AS tips, 0 AS payment_rows
  FROM bookings b
  UNION ALL
  SELECT b.appointment_date, b.service_id, COALESCE(b.area, ''), 0, p.paid_cents, iif(p.status != 'paid', p.amount_cents, 0), p.refunded_cents,
    iif(p.kind = 'visit', p.paid_cents - p.refunded_cents, 0), iif(p.kind = 'tip', p.paid_cents - p.refunded_cents, 0), 1
  FROM bookings b JOIN booking_payments p ON p.booking_id = b.id
  WHERE NOT (p.kind = 'tip' AND p.status != 'paid')
)
GROUP BY day, service_id, area;
