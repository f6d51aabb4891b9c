ALTER TABLE `staff_members` ADD `invitation_id` text;--> statement-breakpoint
ALTER TABLE `staff_members` ADD `invitation_expires_at` integer;--> statement-breakpoint
CREATE UNIQUE INDEX `staff_members_invitation_idx` ON `staff_members` (`invitation_id`);