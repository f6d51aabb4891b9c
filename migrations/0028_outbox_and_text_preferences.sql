CREATE TABLE `text_preferences` (
	`user_id` text PRIMARY KEY NOT NULL,
	`mobile_phone` text,
	`reminder_texts` integer DEFAULT false NOT NULL,
	`updated_at` integer NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
ALTER TABLE `emails` ADD `channel` text DEFAULT 'email' NOT NULL;--> statement-breakpoint
ALTER TABLE `emails` ADD `language` text DEFAULT 'en' NOT NULL;--> statement-breakpoint
ALTER TABLE `emails` ADD `template` text;--> statement-breakpoint
ALTER TABLE `emails` ADD `template_values` text;--> statement-breakpoint
ALTER TABLE `emails` ADD `booking_reference` text;--> statement-breakpoint
CREATE INDEX `emails_booking_reference_idx` ON `emails` (`booking_reference`);