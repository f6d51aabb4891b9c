CREATE TABLE `buildings` (
	`id` text PRIMARY KEY NOT NULL,
	`name` text NOT NULL,
	`name_key` text NOT NULL,
	`street` text NOT NULL,
	`city` text NOT NULL,
	`zip` text NOT NULL,
	`area` text,
	`concierge_phone` text,
	`service_elevator_hours` text,
	`parking_instructions` text,
	`entry_instructions` text,
	`notes` text,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `buildings_name_key_idx` ON `buildings` (`name_key`);--> statement-breakpoint
CREATE TABLE `job_offer_declines` (
	`booking_id` text NOT NULL,
	`user_id` text NOT NULL,
	`declined_at` integer NOT NULL,
	PRIMARY KEY(`booking_id`, `user_id`),
	FOREIGN KEY (`booking_id`) REFERENCES `bookings`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE TABLE `job_offer_notices` (
	`booking_id` text PRIMARY KEY NOT NULL,
	`sent_at` integer NOT NULL,
	FOREIGN KEY (`booking_id`) REFERENCES `bookings`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE TABLE `job_ratings` (
	`booking_id` text PRIMARY KEY NOT NULL,
	`provider_id` text,
	`stars` integer NOT NULL,
	`comment` text,
	`created_at` integer NOT NULL,
	FOREIGN KEY (`booking_id`) REFERENCES `bookings`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`provider_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE INDEX `job_ratings_provider_idx` ON `job_ratings` (`provider_id`,`created_at`);--> statement-breakpoint
CREATE TABLE `staff_members` (
	`user_id` text PRIMARY KEY NOT NULL,
	`role` text NOT NULL,
	`service_ids` text NOT NULL,
	`active` integer DEFAULT true NOT NULL,
	`vendor_application_id` text,
	`added_by` text NOT NULL,
	`deactivated_at` integer,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `staff_members_role_idx` ON `staff_members` (`role`,`active`);--> statement-breakpoint
ALTER TABLE `bookings` ADD `area` text;--> statement-breakpoint
ALTER TABLE `bookings` ADD `address_parts` text;--> statement-breakpoint
ALTER TABLE `bookings` ADD `access_notes_sealed` text;--> statement-breakpoint
ALTER TABLE `crew_assignments` ADD `provider_id` text REFERENCES users(id);--> statement-breakpoint
ALTER TABLE `crew_assignments` ADD `on_the_way_at` integer;--> statement-breakpoint
ALTER TABLE `crew_assignments` ADD `started_at` integer;--> statement-breakpoint
CREATE INDEX `crew_assignments_provider_idx` ON `crew_assignments` (`provider_id`);