CREATE INDEX `bookings_user_created_idx` ON `bookings` (`user_id`,`created_at`);--> statement-breakpoint
CREATE INDEX `subscriptions_updated_at_idx` ON `subscriptions` (`updated_at`);--> statement-breakpoint
CREATE INDEX `booking_payments_unpaid_idx` ON `booking_payments` (`booking_id`) WHERE status != 'paid';