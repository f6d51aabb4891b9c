ALTER TABLE `cleaning_schedules` ADD `area` text;--> statement-breakpoint
ALTER TABLE `cleaning_schedules` ADD `service_address` text;--> statement-breakpoint
ALTER TABLE `cleaning_schedules` ADD `address_parts` text;--> statement-breakpoint
ALTER TABLE `cleaning_schedules` ADD `access_notes_sealed` text;