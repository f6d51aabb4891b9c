CREATE TABLE `account_cards` (
	`id` text PRIMARY KEY NOT NULL,
	`user_id` text NOT NULL,
	`stripe_customer_id` text NOT NULL,
	`setup_session_id` text,
	`setup_url` text,
	`setup_expires_at` integer,
	`payment_method_id` text,
	`brand` text,
	`last4` text,
	`exp_month` integer,
	`exp_year` integer,
	`removed_at` integer,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `account_cards_user_idx` ON `account_cards` (`user_id`);--> statement-breakpoint
CREATE UNIQUE INDEX `account_cards_setup_session_idx` ON `account_cards` (`setup_session_id`) WHERE setup_session_id IS NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX `account_cards_payment_method_idx` ON `account_cards` (`user_id`,`payment_method_id`) WHERE payment_method_id IS NOT NULL;