CREATE INDEX `bookings_day_status_idx` ON `bookings` (`appointment_date`,`status`,`area`,`length_hours`,`id`);--> statement-breakpoint
-- Written by hand: drizzle-kit splits the expression at its comma. The reads write it the same way, so SQLite matches it.
CREATE INDEX `bookings_visitor_day_idx` ON `bookings` (COALESCE(email_key, lower(customer_email)),`appointment_date`,`first_cleaning_offer`) WHERE status NOT IN ('cancelled', 'held_for_checkout');
