ALTER TABLE `booking_payments` ADD `pay_link_sent_at` integer;--> statement-breakpoint
ALTER TABLE `booking_payments` ADD `pay_link_reminders` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE `booking_payments` ADD `owner_told_unpaid_at` integer;--> statement-breakpoint
ALTER TABLE `booking_payments` ADD `paid_outside` text;--> statement-breakpoint
ALTER TABLE `booking_payments` ADD `recorded_by` text;--> statement-breakpoint
-- Pay links already out: their reminders count from their last change.
UPDATE `booking_payments` SET `pay_link_sent_at` = `updated_at` WHERE `status` = 'awaiting_payment' AND `pay_url` IS NOT NULL;
