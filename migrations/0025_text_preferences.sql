CREATE TABLE `text_preferences` (
	`user_id` text PRIMARY KEY NOT NULL,
	`mobile_phone` text,
	`reminder_texts` integer DEFAULT false NOT NULL,
	`updated_at` integer NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
