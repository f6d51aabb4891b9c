CREATE TABLE `customer_firsts` (
	`who` text PRIMARY KEY NOT NULL,
	`first_day` text NOT NULL,
	`service_id` text NOT NULL
);
--> statement-breakpoint
CREATE INDEX `customer_firsts_day_idx` ON `customer_firsts` (`first_day`,`service_id`,`who`);--> statement-breakpoint
-- Kept by triggers (docs/decisions/0090-top-services-of-new-customers.md): any change that can move
-- a person's first visit (a booking made, cancelled, moved, its service or email changed, deleted)
-- works that person's first visit out again from bookings_visitor_day_idx: one seek, whatever the
-- number of their bookings. Writes that cannot move it (a reminder sent, a note) fire nothing.
--> statement-breakpoint
CREATE TRIGGER customer_firsts_booking_insert AFTER INSERT ON bookings
WHEN NEW.status NOT IN ('cancelled', 'held_for_checkout')
BEGIN
  DELETE FROM customer_firsts WHERE who = COALESCE(NEW.email_key, lower(NEW.customer_email));
  INSERT INTO customer_firsts (who, first_day, service_id)
  SELECT COALESCE(email_key, lower(customer_email)), appointment_date, service_id FROM bookings
  WHERE COALESCE(email_key, lower(customer_email)) = COALESCE(NEW.email_key, lower(NEW.customer_email))
    AND status NOT IN ('cancelled', 'held_for_checkout')
  ORDER BY appointment_date, first_cleaning_offer, rowid LIMIT 1;
END;
--> statement-breakpoint
CREATE TRIGGER customer_firsts_booking_update AFTER UPDATE OF status, appointment_date, first_cleaning_offer, service_id, email_key, customer_email ON bookings
WHEN OLD.status IS NOT NEW.status OR OLD.appointment_date IS NOT NEW.appointment_date OR OLD.first_cleaning_offer IS NOT NEW.first_cleaning_offer
  OR OLD.service_id IS NOT NEW.service_id OR OLD.email_key IS NOT NEW.email_key OR OLD.customer_email IS NOT NEW.customer_email
BEGIN
  DELETE FROM customer_firsts WHERE who = COALESCE(OLD.email_key, lower(OLD.customer_email));
  INSERT INTO customer_firsts (who, first_day, service_id)
  SELECT COALESCE(email_key, lower(customer_email)), appointment_date, service_id FROM bookings
  WHERE COALESCE(email_key, lower(customer_email)) = COALESCE(OLD.email_key, lower(OLD.customer_email))
    AND status NOT IN ('cancelled', 'held_for_checkout')
  ORDER BY appointment_date, first_cleaning_offer, rowid LIMIT 1;
  DELETE FROM customer_firsts WHERE who = COALESCE(NEW.email_key, lower(NEW.customer_email));
  INSERT INTO customer_firsts (who, first_day, service_id)
  SELECT COALESCE(email_key, lower(customer_email)), appointment_date, service_id FROM bookings
  WHERE COALESCE(email_key, lower(customer_email)) = COALESCE(NEW.email_key, lower(NEW.customer_email))
    AND status NOT IN ('cancelled', 'held_for_checkout')
  ORDER BY appointment_date, first_cleaning_offer, rowid LIMIT 1;
END;
--> statement-breakpoint
CREATE TRIGGER customer_firsts_booking_delete AFTER DELETE ON bookings
WHEN OLD.status NOT IN ('cancelled', 'held_for_checkout')
BEGIN
  DELETE FROM customer_firsts WHERE who = COALESCE(OLD.email_key, lower(OLD.customer_email));
  INSERT INTO customer_firsts (who, first_day, service_id)
  SELECT COALESCE(email_key, lower(customer_email)), appointment_date, service_id FROM bookings
  WHERE COALESCE(email_key, lower(customer_email)) = COALESCE(OLD.email_key, lower(OLD.customer_email))
    AND status NOT IN ('cancelled', 'held_for_checkout')
  ORDER BY appointment_date, first_cleaning_offer, rowid LIMIT 1;
END;
--> statement-breakpoint
-- What the site held before the triggers existed.
INSERT INTO customer_firsts (who, first_day, service_id)
SELECT who, appointment_date, service_id FROM (
  SELECT COALESCE(email_key, lower(customer_email)) AS who, appointment_date, service_id,
    ROW_NUMBER() OVER (PARTITION BY COALESCE(email_key, lower(customer_email)) ORDER BY appointment_date, first_cleaning_offer, rowid) AS place
  FROM bookings WHERE status NOT IN ('cancelled', 'held_for_checkout'))
WHERE place = 1;
