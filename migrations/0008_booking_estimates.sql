ALTER TABLE `bookings` ADD `price_inputs` text;--> statement-breakpoint
ALTER TABLE `bookings` ADD `estimate` text;--> statement-breakpoint
ALTER TABLE `bookings` ADD `first_cleaning_offer` integer DEFAULT false NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX `bookings_first_cleaning_idx` ON `bookings` (lower("customer_email")) WHERE first_cleaning_offer = 1 AND status <> 'cancelled';