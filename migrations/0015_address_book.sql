CREATE TABLE `address_book` (
	`user_id` text NOT NULL,
	`address_id` text NOT NULL,
	`label` text,
	`removed_at` integer,
	`updated_at` integer NOT NULL,
	PRIMARY KEY(`user_id`, `address_id`),
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
