DROP INDEX `crew_assignments_provider_idx`;--> statement-breakpoint
ALTER TABLE `crew_assignments` ADD `visit_starts_at` integer;--> statement-breakpoint
-- A booking's starts_at, kept beside the member it was given to (docs/decisions/0108): the work
-- portal reads a member's jobs a page at a time in visit order from the index below, where it read
-- and sorted every visit the member was ever given. Copied in the statement that writes either
-- side, whichever comes first: a visit given before its booking is written (one batch) is filled
-- when the booking is. A subscription cleaning's row keeps NULL: its time is its schedule's.
--> statement-breakpoint
UPDATE crew_assignments SET visit_starts_at = (SELECT b.starts_at FROM bookings b WHERE b.id = crew_assignments.visit_id)
WHERE visit_type = 'booking';
--> statement-breakpoint
CREATE INDEX `crew_assignments_provider_starts_idx` ON `crew_assignments` (`provider_id`,`visit_type`,`visit_starts_at`,`visit_id`);--> statement-breakpoint
CREATE TRIGGER crew_visit_starts_assignment_insert AFTER INSERT ON crew_assignments
WHEN NEW.visit_type = 'booking'
BEGIN
  UPDATE crew_assignments SET visit_starts_at = (SELECT b.starts_at FROM bookings b WHERE b.id = NEW.visit_id)
  WHERE visit_type = NEW.visit_type AND visit_id = NEW.visit_id;
END;
--> statement-breakpoint
CREATE TRIGGER crew_visit_starts_assignment_update AFTER UPDATE OF visit_type, visit_id ON crew_assignments
WHEN NEW.visit_type = 'booking'
BEGIN
  UPDATE crew_assignments SET visit_starts_at = (SELECT b.starts_at FROM bookings b WHERE b.id = NEW.visit_id)
  WHERE visit_type = NEW.visit_type AND visit_id = NEW.visit_id;
END;
--> statement-breakpoint
CREATE TRIGGER crew_visit_starts_booking_insert AFTER INSERT ON bookings
BEGIN
  UPDATE crew_assignments SET visit_starts_at = NEW.starts_at WHERE visit_type = 'booking' AND visit_id = NEW.id;
END;
--> statement-breakpoint
CREATE TRIGGER crew_visit_starts_booking_moved AFTER UPDATE OF starts_at ON bookings
WHEN NEW.starts_at IS NOT OLD.starts_at
BEGIN
  UPDATE crew_assignments SET visit_starts_at = NEW.starts_at WHERE visit_type = 'booking' AND visit_id = NEW.id;
END;
