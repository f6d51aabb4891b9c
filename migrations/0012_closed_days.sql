CREATE TABLE `closed_days` (
	`date` text PRIMARY KEY NOT NULL,
	`reason` text NOT NULL,
	`created_by` text NOT NULL,
	`created_at` integer NOT NULL
);
