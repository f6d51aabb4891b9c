CREATE TABLE `vendor_applications` (
	`id` text PRIMARY KEY NOT NULL,
	`name` text NOT NULL,
	`company` text,
	`service_type` text NOT NULL,
	`email` text NOT NULL,
	`phone` text NOT NULL,
	`hear_about_us` text,
	`message` text NOT NULL,
	`status` text NOT NULL,
	`idempotency_key` text NOT NULL,
	`decided_at` integer,
	`decided_by` text,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `vendor_applications_idempotency_key_idx` ON `vendor_applications` (`idempotency_key`);--> statement-breakpoint
CREATE INDEX `vendor_applications_status_idx` ON `vendor_applications` (`status`,`created_at`);--> statement-breakpoint
CREATE TABLE `admin_actions` (
	`id` text PRIMARY KEY NOT NULL,
	`actor_id` text NOT NULL,
	`actor_email` text NOT NULL,
	`action` text NOT NULL,
	`target_type` text NOT NULL,
	`target_id` text NOT NULL,
	`detail` text,
	`created_at` integer NOT NULL
);
--> statement-breakpoint
CREATE INDEX `admin_actions_target_idx` ON `admin_actions` (`target_type`,`target_id`,`created_at`);--> statement-breakpoint
CREATE TABLE `crew_assignments` (
	`visit_type` text NOT NULL,
	`visit_id` text NOT NULL,
	`crew_name` text NOT NULL,
	`assigned_by` text NOT NULL,
	`assigned_at` integer NOT NULL,
	PRIMARY KEY(`visit_type`, `visit_id`)
);
