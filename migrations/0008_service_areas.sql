ALTER TABLE `bookings` ADD `area` text;--> statement-breakpoint
ALTER TABLE `bookings` ADD `address_parts` text;--> statement-breakpoint
ALTER TABLE `bookings` ADD `access_notes_sealed` text;