DROP INDEX `bookings_first_cleaning_idx`;--> statement-breakpoint
ALTER TABLE `bookings` ADD `email_key` text;--> statement-breakpoint
ALTER TABLE `bookings` ADD `phone_key` text;--> statement-breakpoint
ALTER TABLE `bookings` ADD `address_key` text;--> statement-breakpoint
CREATE INDEX `bookings_email_key_idx` ON `bookings` (`email_key`);--> statement-breakpoint
CREATE INDEX `bookings_phone_key_idx` ON `bookings` (`phone_key`);--> statement-breakpoint
CREATE INDEX `bookings_address_key_idx` ON `bookings` (`address_key`);--> statement-breakpoint
CREATE INDEX `bookings_user_idx` ON `bookings` (`user_id`);--> statement-breakpoint
-- The keys of the bookings made before them, as worker/services/person-keys.ts computes them.
-- The email: lower case, then without the +tag, then Gmail's without dots, at gmail.com.
UPDATE `bookings` SET `email_key` = lower(trim(`customer_email`));--> statement-breakpoint
UPDATE `bookings` SET `email_key` = substr(`email_key`, 1, instr(`email_key`, '+') - 1) || substr(`email_key`, instr(`email_key`, '@'))
  WHERE instr(`email_key`, '+') > 0 AND instr(`email_key`, '+') < instr(`email_key`, '@');--> statement-breakpoint
UPDATE `bookings` SET `email_key` = replace(substr(`email_key`, 1, instr(`email_key`, '@') - 1), '.', '') || '@gmail.com'
  WHERE substr(`email_key`, instr(`email_key`, '@') + 1) IN ('gmail.com', 'googlemail.com');--> statement-breakpoint
-- The phone: the digits before an extension (the only letters a valid number has are its
-- "ext", "extension" or "x"), then without the US country code.
UPDATE `bookings` SET `phone_key` = replace(replace(replace(replace(replace(replace(replace(
    CASE
      WHEN instr(lower(`customer_phone`), 'e') > 0 THEN substr(`customer_phone`, 1, instr(lower(`customer_phone`), 'e') - 1)
      WHEN instr(lower(`customer_phone`), 'x') > 0 THEN substr(`customer_phone`, 1, instr(lower(`customer_phone`), 'x') - 1)
      ELSE `customer_phone`
    END, ' ', ''), '(', ''), ')', ''), '-', ''), '.', ''), '+', ''), char(9), '');--> statement-breakpoint
UPDATE `bookings` SET `phone_key` = substr(`phone_key`, 2) WHERE length(`phone_key`) = 11 AND substr(`phone_key`, 1, 1) = '1';
