CREATE TABLE `job_photos` (
	`id` text PRIMARY KEY NOT NULL,
	`booking_id` text NOT NULL,
	`object_key` text NOT NULL,
	`content_type` text NOT NULL,
	`size_bytes` integer NOT NULL,
	`uploaded_by` text NOT NULL,
	`idempotency_key` text NOT NULL,
	`created_at` integer NOT NULL,
	FOREIGN KEY (`booking_id`) REFERENCES `bookings`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE UNIQUE INDEX `job_photos_idempotency_key_unique` ON `job_photos` (`idempotency_key`);--> statement-breakpoint
CREATE INDEX `job_photos_booking_idx` ON `job_photos` (`booking_id`);