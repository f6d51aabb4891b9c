CREATE TABLE `duplicate_payments` (
	`id` text PRIMARY KEY NOT NULL,
	`payment_id` text NOT NULL,
	`payment_intent_id` text NOT NULL,
	`checkout_session_id` text,
	`amount_cents` integer NOT NULL,
	`refund_status` text NOT NULL,
	`refunded_cents` integer DEFAULT 0 NOT NULL,
	`last_error` text,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL,
	FOREIGN KEY (`payment_id`) REFERENCES `booking_payments`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `duplicate_payments_payment_intent_idx` ON `duplicate_payments` (`payment_intent_id`);--> statement-breakpoint
CREATE INDEX `duplicate_payments_payment_idx` ON `duplicate_payments` (`payment_id`);--> statement-breakpoint
CREATE INDEX `duplicate_payments_refund_status_idx` ON `duplicate_payments` (`refund_status`);