CREATE TABLE `billing_customers` (
	`user_id` text PRIMARY KEY NOT NULL,
	`stripe_customer_id` text NOT NULL,
	`created_at` integer NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `billing_customers_stripe_customer_id_idx` ON `billing_customers` (`stripe_customer_id`);--> statement-breakpoint
CREATE TABLE `checkouts` (
	`id` text PRIMARY KEY NOT NULL,
	`user_id` text NOT NULL,
	`package_id` text NOT NULL,
	`booking_id` text,
	`stripe_session_id` text,
	`url` text,
	`status` text NOT NULL,
	`idempotency_key` text NOT NULL,
	`expires_at` integer,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`booking_id`) REFERENCES `bookings`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE UNIQUE INDEX `checkouts_stripe_session_id_idx` ON `checkouts` (`stripe_session_id`);--> statement-breakpoint
CREATE UNIQUE INDEX `checkouts_idempotency_key_idx` ON `checkouts` (`idempotency_key`);--> statement-breakpoint
CREATE UNIQUE INDEX `checkouts_one_in_flight_per_user_idx` ON `checkouts` (`user_id`) WHERE status in ('creating', 'open');--> statement-breakpoint
CREATE TABLE `emergency_requests` (
	`id` text PRIMARY KEY NOT NULL,
	`user_id` text NOT NULL,
	`package_id` text NOT NULL,
	`notes` text,
	`created_at` integer NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `emergency_requests_user_id_idx` ON `emergency_requests` (`user_id`);--> statement-breakpoint
CREATE TABLE `stripe_events` (
	`id` text PRIMARY KEY NOT NULL,
	`type` text NOT NULL,
	`status` text NOT NULL,
	`received_at` integer NOT NULL,
	`processed_at` integer
);
--> statement-breakpoint
ALTER TABLE `subscriptions` ADD `first_booking_id` text;--> statement-breakpoint
ALTER TABLE `subscriptions` ADD `stripe_event_at` integer DEFAULT 0 NOT NULL;