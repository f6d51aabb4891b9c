-- A final price's reason for going without the first-time offer was stored as an English
-- sentence; it becomes a code and its values, written in each reader's language
-- (core/i18n/offer-note-text.ts). Only the four sentences completions wrote change: a second
-- run finds none of them, and any other text is left as it was.
UPDATE `booking_payments` SET `lines` = json_set(
  json_remove(`lines`, '$.offer_note'),
  '$.offer_reason',
  json_object('code', 'offer_used_earlier', 'values', json_object('found_by', CASE json_extract(`lines`, '$.offer_note')
    WHEN 'The first-time 20% off is not in this price: it is for a person''s first cleaning, and we found an earlier booking in your account.' THEN 'account'
    WHEN 'The first-time 20% off is not in this price: it is for a person''s first cleaning, and we found an earlier booking with the same email address.' THEN 'email'
    WHEN 'The first-time 20% off is not in this price: it is for a person''s first cleaning, and we found an earlier booking with the same phone number.' THEN 'phone'
    WHEN 'The first-time 20% off is not in this price: it is for a person''s first cleaning, and we found an earlier booking at the same address.' THEN 'address'
  END))
)
WHERE `kind` = 'visit' AND json_extract(`lines`, '$.offer_note') IN (
  'The first-time 20% off is not in this price: it is for a person''s first cleaning, and we found an earlier booking in your account.',
  'The first-time 20% off is not in this price: it is for a person''s first cleaning, and we found an earlier booking with the same email address.',
  'The first-time 20% off is not in this price: it is for a person''s first cleaning, and we found an earlier booking with the same phone number.',
  'The first-time 20% off is not in this price: it is for a person''s first cleaning, and we found an earlier booking at the same address.'
);
