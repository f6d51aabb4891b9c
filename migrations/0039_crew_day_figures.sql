CREATE TABLE `crew_day_figures` (
	`day` text NOT NULL,
	`crew_name` text NOT NULL,
	`visits` integer NOT NULL,
	`hours` integer NOT NULL,
	`tips_cents` integer NOT NULL,
	PRIMARY KEY(`day`, `crew_name`)
);
--> statement-breakpoint
-- Kept as the day figures are (docs/decisions/0051-day-figures-by-trigger.md): each trigger takes a
-- completed visit's old contribution out and adds its new one, in the statement that changes it.
-- A visit's crew is its booking's crew_assignments row ('' when none); its tip the paid tip less refunds.
-- Every trigger is guarded by a WHEN, so writes that cannot change crew pay (a reminder sent, an
-- email address, a booking not completed) cost nothing (docs/decisions/0089-crew-pay-from-kept-figures.md).
--> statement-breakpoint
CREATE TRIGGER crew_day_figures_booking_insert AFTER INSERT ON bookings
WHEN NEW.status = 'completed'
BEGIN
  INSERT INTO crew_day_figures (day, crew_name, visits, hours, tips_cents)
  VALUES (NEW.appointment_date,
    COALESCE((SELECT a.crew_name FROM crew_assignments a WHERE a.visit_type = 'booking' AND a.visit_id = NEW.id), ''),
    1, NEW.length_hours,
    COALESCE((SELECT t.paid_cents - t.refunded_cents FROM booking_payments t WHERE t.booking_id = NEW.id AND t.kind = 'tip' AND t.status = 'paid'), 0))
  ON CONFLICT (day, crew_name) DO UPDATE SET visits = visits + excluded.visits, hours = hours + excluded.hours, tips_cents = tips_cents + excluded.tips_cents;
END;
--> statement-breakpoint
CREATE TRIGGER crew_day_figures_booking_update AFTER UPDATE OF appointment_date, status, length_hours ON bookings
WHEN (OLD.status = 'completed' OR NEW.status = 'completed')
  AND (OLD.appointment_date IS NOT NEW.appointment_date OR OLD.status IS NOT NEW.status OR OLD.length_hours IS NOT NEW.length_hours)
BEGIN
  INSERT INTO crew_day_figures (day, crew_name, visits, hours, tips_cents)
  SELECT OLD.appointment_date,
    COALESCE((SELECT a.crew_name FROM crew_assignments a WHERE a.visit_type = 'booking' AND a.visit_id = OLD.id), ''),
    -1, -OLD.length_hours,
    -COALESCE((SELECT t.paid_cents - t.refunded_cents FROM booking_payments t WHERE t.booking_id = OLD.id AND t.kind = 'tip' AND t.status = 'paid'), 0)
  WHERE OLD.status = 'completed'
  ON CONFLICT (day, crew_name) DO UPDATE SET visits = visits + excluded.visits, hours = hours + excluded.hours, tips_cents = tips_cents + excluded.tips_cents;
  INSERT INTO crew_day_figures (day, crew_name, visits, hours, tips_cents)
  SELECT NEW.appointment_date,
    COALESCE((SELECT a.crew_name FROM crew_assignments a WHERE a.visit_type = 'booking' AND a.visit_id = NEW.id), ''),
    1, NEW.length_hours,
    COALESCE((SELECT t.paid_cents - t.refunded_cents FROM booking_payments t WHERE t.booking_id = NEW.id AND t.kind = 'tip' AND t.status = 'paid'), 0)
  WHERE NEW.status = 'completed'
  ON CONFLICT (day, crew_name) DO UPDATE SET visits = visits + excluded.visits, hours = hours + excluded.hours, tips_cents = tips_cents + excluded.tips_cents;
END;
--> statement-breakpoint
CREATE TRIGGER crew_day_figures_booking_delete BEFORE DELETE ON bookings
WHEN OLD.status = 'completed'
BEGIN
  INSERT INTO crew_day_figures (day, crew_name, visits, hours, tips_cents)
  VALUES (OLD.appointment_date,
    COALESCE((SELECT a.crew_name FROM crew_assignments a WHERE a.visit_type = 'booking' AND a.visit_id = OLD.id), ''),
    -1, -OLD.length_hours,
    -COALESCE((SELECT t.paid_cents - t.refunded_cents FROM booking_payments t WHERE t.booking_id = OLD.id AND t.kind = 'tip' AND t.status = 'paid'), 0))
  ON CONFLICT (day, crew_name) DO UPDATE SET visits = visits + excluded.visits, hours = hours + excluded.hours, tips_cents = tips_cents + excluded.tips_cents;
END;
--> statement-breakpoint
-- A crew given to a completed visit takes it from '' (nobody recorded); the booking's own triggers read the assignment otherwise.
CREATE TRIGGER crew_day_figures_assignment_insert AFTER INSERT ON crew_assignments
WHEN NEW.visit_type = 'booking'
BEGIN
  INSERT INTO crew_day_figures (day, crew_name, visits, hours, tips_cents)
  SELECT b.appointment_date, '', -1, -b.length_hours,
    -COALESCE((SELECT t.paid_cents - t.refunded_cents FROM booking_payments t WHERE t.booking_id = b.id AND t.kind = 'tip' AND t.status = 'paid'), 0)
  FROM bookings b WHERE b.id = NEW.visit_id AND b.status = 'completed'
  ON CONFLICT (day, crew_name) DO UPDATE SET visits = visits + excluded.visits, hours = hours + excluded.hours, tips_cents = tips_cents + excluded.tips_cents;
  INSERT INTO crew_day_figures (day, crew_name, visits, hours, tips_cents)
  SELECT b.appointment_date, NEW.crew_name, 1, b.length_hours,
    COALESCE((SELECT t.paid_cents - t.refunded_cents FROM booking_payments t WHERE t.booking_id = b.id AND t.kind = 'tip' AND t.status = 'paid'), 0)
  FROM bookings b WHERE b.id = NEW.visit_id AND b.status = 'completed'
  ON CONFLICT (day, crew_name) DO UPDATE SET visits = visits + excluded.visits, hours = hours + excluded.hours, tips_cents = tips_cents + excluded.tips_cents;
END;
--> statement-breakpoint
CREATE TRIGGER crew_day_figures_assignment_update AFTER UPDATE OF visit_type, visit_id, crew_name ON crew_assignments
WHEN OLD.visit_type IS NOT NEW.visit_type OR OLD.visit_id IS NOT NEW.visit_id OR OLD.crew_name IS NOT NEW.crew_name
BEGIN
  INSERT INTO crew_day_figures (day, crew_name, visits, hours, tips_cents)
  SELECT b.appointment_date, OLD.crew_name, -1, -b.length_hours,
    -COALESCE((SELECT t.paid_cents - t.refunded_cents FROM booking_payments t WHERE t.booking_id = b.id AND t.kind = 'tip' AND t.status = 'paid'), 0)
  FROM bookings b WHERE OLD.visit_type = 'booking' AND b.id = OLD.visit_id AND b.status = 'completed'
  ON CONFLICT (day, crew_name) DO UPDATE SET visits = visits + excluded.visits, hours = hours + excluded.hours, tips_cents = tips_cents + excluded.tips_cents;
  INSERT INTO crew_day_figures (day, crew_name, visits, hours, tips_cents)
  SELECT b.appointment_date, '', 1, b.length_hours,
    COALESCE((SELECT t.paid_cents - t.refunded_cents FROM booking_payments t WHERE t.booking_id = b.id AND t.kind = 'tip' AND t.status = 'paid'), 0)
  FROM bookings b WHERE OLD.visit_type = 'booking' AND b.id = OLD.visit_id AND b.status = 'completed'
  ON CONFLICT (day, crew_name) DO UPDATE SET visits = visits + excluded.visits, hours = hours + excluded.hours, tips_cents = tips_cents + excluded.tips_cents;
  INSERT INTO crew_day_figures (day, crew_name, visits, hours, tips_cents)
  SELECT b.appointment_date, '', -1, -b.length_hours,
    -COALESCE((SELECT t.paid_cents - t.refunded_cents FROM booking_payments t WHERE t.booking_id = b.id AND t.kind = 'tip' AND t.status = 'paid'), 0)
  FROM bookings b WHERE NEW.visit_type = 'booking' AND b.id = NEW.visit_id AND b.status = 'completed'
  ON CONFLICT (day, crew_name) DO UPDATE SET visits = visits + excluded.visits, hours = hours + excluded.hours, tips_cents = tips_cents + excluded.tips_cents;
  INSERT INTO crew_day_figures (day, crew_name, visits, hours, tips_cents)
  SELECT b.appointment_date, NEW.crew_name, 1, b.length_hours,
    COALESCE((SELECT t.paid_cents - t.refunded_cents FROM booking_payments t WHERE t.booking_id = b.id AND t.kind = 'tip' AND t.status = 'paid'), 0)
  FROM bookings b WHERE NEW.visit_type = 'booking' AND b.id = NEW.visit_id AND b.status = 'completed'
  ON CONFLICT (day, crew_name) DO UPDATE SET visits = visits + excluded.visits, hours = hours + excluded.hours, tips_cents = tips_cents + excluded.tips_cents;
END;
--> statement-breakpoint
CREATE TRIGGER crew_day_figures_assignment_delete AFTER DELETE ON crew_assignments
WHEN OLD.visit_type = 'booking'
BEGIN
  INSERT INTO crew_day_figures (day, crew_name, visits, hours, tips_cents)
  SELECT b.appointment_date, OLD.crew_name, -1, -b.length_hours,
    -COALESCE((SELECT t.paid_cents - t.refunded_cents FROM booking_payments t WHERE t.booking_id = b.id AND t.kind = 'tip' AND t.status = 'paid'), 0)
  FROM bookings b WHERE b.id = OLD.visit_id AND b.status = 'completed'
  ON CONFLICT (day, crew_name) DO UPDATE SET visits = visits + excluded.visits, hours = hours + excluded.hours, tips_cents = tips_cents + excluded.tips_cents;
  INSERT INTO crew_day_figures (day, crew_name, visits, hours, tips_cents)
  SELECT b.appointment_date, '', 1, b.length_hours,
    COALESCE((SELECT t.paid_cents - t.refunded_cents FROM booking_payments t WHERE t.booking_id = b.id AND t.kind = 'tip' AND t.status = 'paid'), 0)
  FROM bookings b WHERE b.id = OLD.visit_id AND b.status = 'completed'
  ON CONFLICT (day, crew_name) DO UPDATE SET visits = visits + excluded.visits, hours = hours + excluded.hours, tips_cents = tips_cents + excluded.tips_cents;
END;
--> statement-breakpoint
-- A tip counts once it is paid and its visit completed; a payment deleted with its booking finds no booking here.
CREATE TRIGGER crew_day_figures_tip_insert AFTER INSERT ON booking_payments
WHEN NEW.kind = 'tip' AND NEW.status = 'paid'
BEGIN
  INSERT INTO crew_day_figures (day, crew_name, visits, hours, tips_cents)
  SELECT b.appointment_date,
    COALESCE((SELECT a.crew_name FROM crew_assignments a WHERE a.visit_type = 'booking' AND a.visit_id = b.id), ''),
    0, 0, NEW.paid_cents - NEW.refunded_cents
  FROM bookings b WHERE b.id = NEW.booking_id AND b.status = 'completed'
  ON CONFLICT (day, crew_name) DO UPDATE SET visits = visits + excluded.visits, hours = hours + excluded.hours, tips_cents = tips_cents + excluded.tips_cents;
END;
--> statement-breakpoint
CREATE TRIGGER crew_day_figures_tip_update AFTER UPDATE OF booking_id, kind, status, paid_cents, refunded_cents ON booking_payments
WHEN (OLD.kind = 'tip' AND OLD.status = 'paid') OR (NEW.kind = 'tip' AND NEW.status = 'paid')
BEGIN
  INSERT INTO crew_day_figures (day, crew_name, visits, hours, tips_cents)
  SELECT b.appointment_date,
    COALESCE((SELECT a.crew_name FROM crew_assignments a WHERE a.visit_type = 'booking' AND a.visit_id = b.id), ''),
    0, 0, -(OLD.paid_cents - OLD.refunded_cents)
  FROM bookings b WHERE OLD.kind = 'tip' AND OLD.status = 'paid' AND b.id = OLD.booking_id AND b.status = 'completed'
  ON CONFLICT (day, crew_name) DO UPDATE SET visits = visits + excluded.visits, hours = hours + excluded.hours, tips_cents = tips_cents + excluded.tips_cents;
  INSERT INTO crew_day_figures (day, crew_name, visits, hours, tips_cents)
  SELECT b.appointment_date,
    COALESCE((SELECT a.crew_name FROM crew_assignments a WHERE a.visit_type = 'booking' AND a.visit_id = b.id), ''),
    0, 0, NEW.paid_cents - NEW.refunded_cents
  FROM bookings b WHERE NEW.kind = 'tip' AND NEW.status = 'paid' AND b.id = NEW.booking_id AND b.status = 'completed'
  ON CONFLICT (day, crew_name) DO UPDATE SET visits = visits + excluded.visits, hours = hours + excluded.hours, tips_cents = tips_cents + excluded.tips_cents;
END;
--> statement-breakpoint
CREATE TRIGGER crew_day_figures_tip_delete AFTER DELETE ON booking_payments
WHEN OLD.kind = 'tip' AND OLD.status = 'paid'
BEGIN
  INSERT INTO crew_day_figures (day, crew_name, visits, hours, tips_cents)
  SELECT b.appointment_date,
    COALESCE((SELECT a.crew_name FROM crew_assignments a WHERE a.visit_type = 'booking' AND a.visit_id = b.id), ''),
    0, 0, -(OLD.paid_cents - OLD.refunded_cents)
  FROM bookings b WHERE b.id = OLD.booking_id AND b.status = 'completed'
  ON CONFLICT (day, crew_name) DO UPDATE SET visits = visits + excluded.visits, hours = hours + excluded.hours, tips_cents = tips_cents + excluded.tips_cents;
END;
--> statement-breakpoint
-- What the site held before the triggers existed.
INSERT INTO crew_day_figures (day, crew_name, visits, hours, tips_cents)
SELECT b.appointment_date, COALESCE(a.crew_name, ''), COUNT(*), SUM(b.length_hours), COALESCE(SUM(t.paid_cents - t.refunded_cents), 0)
FROM bookings b
LEFT JOIN crew_assignments a ON a.visit_type = 'booking' AND a.visit_id = b.id
LEFT JOIN booking_payments t ON t.booking_id = b.id AND t.kind = 'tip' AND t.status = 'paid'
WHERE b.status = 'completed'
GROUP BY 1, 2;
