ALTER TABLE `emails` ADD `next_attempt_at` integer;--> statement-breakpoint
CREATE INDEX `emails_next_attempt_at_idx` ON `emails` (`next_attempt_at`);