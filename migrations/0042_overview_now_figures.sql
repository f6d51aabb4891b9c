CREATE TABLE `open_booking_figures` (
	`day` text PRIMARY KEY NOT NULL,
	`bookings` integer NOT NULL,
	`value_cents` integer NOT NULL,
	`unpriced` integer NOT NULL
);
--> statement-breakpoint
CREATE INDEX `subscriptions_figures_idx` ON `subscriptions` (`package_id`,`status`,`cancel_at_period_end`,`created_at`,`stripe_event_at`,`updated_at`);--> statement-breakpoint
CREATE INDEX `booking_payments_owed_idx` ON `booking_payments` (`created_at`,`id`,`booking_id`,`amount_cents`,`status`,`declined_payment_method_id`,`pay_url`) WHERE kind = 'visit' AND status != 'paid';--> statement-breakpoint
-- Kept as the day figures are (docs/decisions/0051-day-figures-by-trigger.md): each trigger takes a
-- booking's old contribution out and adds its new one, in the statement that changes it. Only a
-- booking pending or confirmed counts; the WHEN of each trigger lets every other write (a
-- reminder sent, a visit done and paid, a cancelled booking edited) through at no cost.
--> statement-breakpoint
CREATE TRIGGER open_booking_figures_insert AFTER INSERT ON bookings
WHEN NEW.status IN ('pending', 'confirmed')
BEGIN
  INSERT INTO open_booking_figures (day, bookings, value_cents, unpriced)
  VALUES (NEW.appointment_date, 1, COALESCE(json_extract(NEW.estimate, '$.total_cents'), 0), NEW.estimate IS NULL)
  ON CONFLICT (day) DO UPDATE SET bookings = bookings + excluded.bookings, value_cents = value_cents + excluded.value_cents,
    unpriced = unpriced + excluded.unpriced;
END;
--> statement-breakpoint
CREATE TRIGGER open_booking_figures_update AFTER UPDATE OF appointment_date, status, estimate ON bookings
WHEN (OLD.status IN ('pending', 'confirmed') OR NEW.status IN ('pending', 'confirmed'))
  AND (OLD.appointment_date IS NOT NEW.appointment_date OR OLD.status IS NOT NEW.status OR OLD.estimate IS NOT NEW.estimate)
BEGIN
  INSERT INTO open_booking_figures (day, bookings, value_cents, unpriced)
  SELECT OLD.appointment_date, -1, -COALESCE(json_extract(OLD.estimate, '$.total_cents'), 0), -(OLD.estimate IS NULL)
  WHERE OLD.status IN ('pending', 'confirmed')
  ON CONFLICT (day) DO UPDATE SET bookings = bookings + excluded.bookings, value_cents = value_cents + excluded.value_cents,
    unpriced = unpriced + excluded.unpriced;
  INSERT INTO open_booking_figures (day, bookings, value_cents, unpriced)
  SELECT NEW.appointment_date, 1, COALESCE(json_extract(NEW.estimate, '$.total_cents'), 0), NEW.estimate IS NULL
  WHERE NEW.status IN ('pending', 'confirmed')
  ON CONFLICT (day) DO UPDATE SET bookings = bookings + excluded.bookings, value_cents = value_cents + excluded.value_cents,
    unpriced = unpriced + excluded.unpriced;
END;
--> statement-breakpoint
CREATE TRIGGER open_booking_figures_delete AFTER DELETE ON bookings
WHEN OLD.status IN ('pending', 'confirmed')
BEGIN
  INSERT INTO open_booking_figures (day, bookings, value_cents, unpriced)
  VALUES (OLD.appointment_date, -1, -COALESCE(json_extract(OLD.estimate, '$.total_cents'), 0), -(OLD.estimate IS NULL))
  ON CONFLICT (day) DO UPDATE SET bookings = bookings + excluded.bookings, value_cents = value_cents + excluded.value_cents,
    unpriced = unpriced + excluded.unpriced;
END;
--> statement-breakpoint
-- What the site held before the triggers existed.
INSERT INTO open_booking_figures (day, bookings, value_cents, unpriced)
SELECT appointment_date, COUNT(*), COALESCE(SUM(json_extract(estimate, '$.total_cents')), 0), SUM(estimate IS NULL)
FROM bookings WHERE status IN ('pending', 'confirmed')
GROUP BY appointment_date;
