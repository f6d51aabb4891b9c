-- Slots were stored as the English label the pages show ("3:00 PM"); they become the New York
-- wall clock ("15:00"), shown in each reader's language (docs/decisions/0085-slots-stored-as-clocks.md).
-- Only rows still written as a label change: a second run changes nothing.
UPDATE `bookings` SET `appointment_time` = printf('%02d:%s',
  (CAST(substr(trim(`appointment_time`), 1, instr(trim(`appointment_time`), ':') - 1) AS INTEGER) % 12)
    + (CASE upper(substr(trim(`appointment_time`), -2)) WHEN 'PM' THEN 12 ELSE 0 END),
  substr(trim(`appointment_time`), instr(trim(`appointment_time`), ':') + 1, 2))
WHERE upper(trim(`appointment_time`)) GLOB '*[0-9]:[0-9][0-9]*[AP]M';
--> statement-breakpoint
UPDATE `cleaning_schedules` SET `scheduled_time` = printf('%02d:%s',
  (CAST(substr(trim(`scheduled_time`), 1, instr(trim(`scheduled_time`), ':') - 1) AS INTEGER) % 12)
    + (CASE upper(substr(trim(`scheduled_time`), -2)) WHEN 'PM' THEN 12 ELSE 0 END),
  substr(trim(`scheduled_time`), instr(trim(`scheduled_time`), ':') + 1, 2))
WHERE upper(trim(`scheduled_time`)) GLOB '*[0-9]:[0-9][0-9]*[AP]M';
