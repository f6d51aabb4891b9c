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
ALTER TABLE `bookings` ADD `area` text;--> statement-breakpoint
ALTER TABLE `bookings` ADD `address_parts` text;--> statement-breakpoint
ALTER TABLE `bookings` ADD `access_notes_sealed` text;