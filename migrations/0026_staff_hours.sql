CREATE TABLE `staff_areas` (
	`user_id` text NOT NULL,
	`area` text NOT NULL,
	PRIMARY KEY(`user_id`, `area`),
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `staff_areas_area_idx` ON `staff_areas` (`area`);--> statement-breakpoint
CREATE TABLE `staff_shifts` (
	`user_id` text NOT NULL,
	`weekday` integer NOT NULL,
	`start_minute` integer NOT NULL,
	`end_minute` integer NOT NULL,
	PRIMARY KEY(`user_id`, `weekday`, `start_minute`),
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE TABLE `staff_time_off` (
	`id` text PRIMARY KEY NOT NULL,
	`user_id` text NOT NULL,
	`from_date` text NOT NULL,
	`to_date` text NOT NULL,
	`start_minute` integer NOT NULL,
	`end_minute` integer NOT NULL,
	`reason` text NOT NULL,
	`added_by` text NOT NULL,
	`created_at` integer NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `staff_time_off_once_idx` ON `staff_time_off` (`user_id`,`from_date`,`to_date`,`start_minute`,`end_minute`);--> statement-breakpoint
CREATE INDEX `staff_time_off_dates_idx` ON `staff_time_off` (`to_date`,`from_date`);