DROP INDEX `bookings_user_idx`;--> statement-breakpoint
CREATE INDEX `bookings_user_starts_idx` ON `bookings` (`user_id`,`starts_at`);