CREATE TABLE `cleaning_schedules` (
	`id` text PRIMARY KEY NOT NULL,
	`user_id` text NOT NULL,
	`email` text NOT NULL,
	`scheduled_date` text NOT NULL,
	`scheduled_time` text NOT NULL,
	`starts_at` integer NOT NULL,
	`frequency` text NOT NULL,
	`special_instructions` text,
	`status` text NOT NULL,
	`subscription_tier` text,
	`idempotency_key` text,
	`revision` integer DEFAULT 0 NOT NULL,
	`cancel_reason` text,
	`cancelled_at` integer,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `cleaning_schedules_user_status_idx` ON `cleaning_schedules` (`user_id`,`status`);--> statement-breakpoint
CREATE INDEX `cleaning_schedules_status_time_idx` ON `cleaning_schedules` (`status`,`scheduled_time`);--> statement-breakpoint
CREATE UNIQUE INDEX `cleaning_schedules_idempotency_key_idx` ON `cleaning_schedules` (`idempotency_key`);--> statement-breakpoint
CREATE TABLE `schedule_visit_reminders` (
	`schedule_id` text NOT NULL,
	`visit_starts_at` integer NOT NULL,
	`email_id` text,
	`sent_at` integer NOT NULL,
	PRIMARY KEY(`schedule_id`, `visit_starts_at`),
	FOREIGN KEY (`schedule_id`) REFERENCES `cleaning_schedules`(`id`) ON UPDATE no action ON DELETE cascade
);
