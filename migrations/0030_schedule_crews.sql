CREATE TABLE `schedule_crews` (
	`schedule_id` text PRIMARY KEY NOT NULL,
	`user_id` text NOT NULL,
	`area` text,
	`kept_at` integer NOT NULL,
	FOREIGN KEY (`schedule_id`) REFERENCES `cleaning_schedules`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
