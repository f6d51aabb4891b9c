CREATE TABLE `staff_time_off_requests` (
	`id` text PRIMARY KEY NOT NULL,
	`user_id` text NOT NULL,
	`from_date` text NOT NULL,
	`to_date` text NOT NULL,
	`start_minute` integer NOT NULL,
	`end_minute` integer NOT NULL,
	`reason` text NOT NULL,
	`status` text DEFAULT 'pending' NOT NULL,
	`created_at` integer NOT NULL,
	`decided_at` integer,
	`decided_by` text,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `staff_time_off_requests_pending_idx` ON `staff_time_off_requests` (`user_id`,`from_date`,`to_date`,`start_minute`,`end_minute`) WHERE status = 'pending';--> statement-breakpoint
CREATE INDEX `staff_time_off_requests_status_idx` ON `staff_time_off_requests` (`status`,`created_at`);