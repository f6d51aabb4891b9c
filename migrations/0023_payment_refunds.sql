CREATE TABLE `payment_refunds` (
	`id` text PRIMARY KEY NOT NULL,
	`payment_id` text NOT NULL,
	`kind` text NOT NULL,
	`amount_cents` integer NOT NULL,
	`reason` text,
	`note` text,
	`request_key` text,
	`created_at` integer NOT NULL,
	FOREIGN KEY (`payment_id`) REFERENCES `booking_payments`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `payment_refunds_payment_idx` ON `payment_refunds` (`payment_id`);--> statement-breakpoint
-- Refunds made before this table are known only as each payment's total asked: one row per
-- payment, of that payment's kind ("visit" for every refund made in the console until now;
-- a tip refunded in Stripe's dashboard stays "tip"), and no reason, since nobody gave one
-- (docs/decisions/0029-refund-kind-and-reason.md).
INSERT INTO `payment_refunds` (`id`, `payment_id`, `kind`, `amount_cents`, `reason`, `note`, `request_key`, `created_at`)
SELECT lower(hex(randomblob(16))), `id`, `kind`, `refund_requested_cents`, NULL, NULL, `last_refund_key`, `updated_at`
FROM `booking_payments` WHERE `refund_requested_cents` > 0;
