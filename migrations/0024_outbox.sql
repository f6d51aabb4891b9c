ALTER TABLE `emails` ADD `channel` text DEFAULT 'email' NOT NULL;--> statement-breakpoint
ALTER TABLE `emails` ADD `language` text DEFAULT 'en' NOT NULL;--> statement-breakpoint
ALTER TABLE `emails` ADD `template` text;--> statement-breakpoint
ALTER TABLE `emails` ADD `template_values` text;--> statement-breakpoint
ALTER TABLE `emails` ADD `booking_reference` text;--> statement-breakpoint
CREATE INDEX `emails_booking_reference_idx` ON `emails` (`booking_reference`);