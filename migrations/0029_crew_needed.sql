CREATE TABLE `crew_needed` (
	`booking_id` text PRIMARY KEY NOT NULL,
	`left_by` text,
	`created_at` integer NOT NULL,
	FOREIGN KEY (`booking_id`) REFERENCES `bookings`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`left_by`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null
);
