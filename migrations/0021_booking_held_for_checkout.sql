-- A subscription's first cleaning held while its checkout is open was "awaiting_payment",
-- the same word a visit payment uses for "a pay link is out". It is now "held_for_checkout".
UPDATE bookings SET status = 'held_for_checkout' WHERE status = 'awaiting_payment';
