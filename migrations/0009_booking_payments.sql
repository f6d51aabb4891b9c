CREATE TABLE `booking_cards` (
	`booking_id` text PRIMARY KEY NOT NULL,
	`stripe_customer_id` text NOT NULL,
	`setup_session_id` text,
	`setup_url` text,
	`setup_expires_at` integer,
	`payment_method_id` text,
	`brand` text,
	`last4` text,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL,
	FOREIGN KEY (`booking_id`) REFERENCES `bookings`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE TABLE `booking_payments` (
	`id` text PRIMARY KEY NOT NULL,
	`booking_id` text NOT NULL,
	`kind` text NOT NULL,
	`amount_cents` integer NOT NULL,
	`lines` text NOT NULL,
	`status` text NOT NULL,
	`approval_required` integer DEFAULT false NOT NULL,
	`attempt` integer DEFAULT 0 NOT NULL,
	`declined_payment_method_id` text,
	`payment_intent_id` text,
	`checkout_session_id` text,
	`checkout_url` text,
	`paid_cents` integer DEFAULT 0 NOT NULL,
	`refund_requested_cents` integer DEFAULT 0 NOT NULL,
	`refunded_cents` integer DEFAULT 0 NOT NULL,
	`card_brand` text,
	`card_last4` text,
	`last_error` text,
	`paid_at` integer,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL,
	FOREIGN KEY (`booking_id`) REFERENCES `bookings`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `booking_payments_booking_kind_idx` ON `booking_payments` (`booking_id`,`kind`);--> statement-breakpoint
CREATE UNIQUE INDEX `booking_payments_payment_intent_idx` ON `booking_payments` (`payment_intent_id`) WHERE payment_intent_id IS NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX `booking_payments_checkout_session_idx` ON `booking_payments` (`checkout_session_id`) WHERE checkout_session_id IS NOT NULL;--> statement-breakpoint
CREATE INDEX `booking_payments_paid_at_idx` ON `booking_payments` (`paid_at`);