-- Quote lines were stored as English sentences; they become a code and its values, written
-- in each reader's language (core/i18n/quote-line-text.ts). Every form the pricing models have
-- written is read back here; a line none matches (a line the business typed, or an unknown
-- form) keeps its words as a `text` line, so nothing is lost. Amounts are never changed.
UPDATE `bookings` SET `estimate` = json_set(`estimate`, '$.lines', json((
  SELECT json_group_array(json(
  CASE
    WHEN l IS NULL THEN v
    WHEN l = t THEN json_object('code', 'service', 'values', json_object(), 'amount_cents', a)
    WHEN l = 'Service fee' THEN json_object('code', 'service_fee', 'values', json_object(), 'amount_cents', a)
    WHEN l = 'Tip for the crew' THEN json_object('code', 'tip', 'values', json_object(), 'amount_cents', a)
    WHEN l LIKE '%, 1 bedroom and 1 bathroom' THEN json_object('code', 'rooms_base', 'values', json_object(), 'amount_cents', a)
    WHEN l GLOB '[0-9]* extra bedroom* at $[0-9]*' THEN json_object('code', 'extra_bedrooms', 'values', json_object('count', CAST(l AS INTEGER), 'rate_cents', CAST(ROUND(CAST(replace(substr(l, instr(l, ' at $') + 5), ',', '') AS REAL) * 100) AS INTEGER)), 'amount_cents', a)
    WHEN l GLOB '[0-9]* extra bathroom* at $[0-9]*' THEN json_object('code', 'extra_bathrooms', 'values', json_object('count', CAST(l AS INTEGER), 'rate_cents', CAST(ROUND(CAST(replace(substr(l, instr(l, ' at $') + 5), ',', '') AS REAL) * 100) AS INTEGER)), 'amount_cents', a)
    WHEN l GLOB '[0-9]* extra guest* at $[0-9]*' THEN json_object('code', 'extra_guests', 'values', json_object('count', CAST(l AS INTEGER), 'rate_cents', CAST(ROUND(CAST(replace(substr(l, instr(l, ' at $') + 5), ',', '') AS REAL) * 100) AS INTEGER)), 'amount_cents', a)
    WHEN l GLOB '*, [0-9]* hour* at $[0-9]*/hour' THEN json_object('code', 'hours', 'values', json_object('hours', ROUND(a * 2.0 / CAST(ROUND(CAST(replace(substr(l, instr(l, ' at $') + 5), ',', '') AS REAL) * 100) AS INTEGER)) / 2.0, 'rate_cents', CAST(ROUND(CAST(replace(substr(l, instr(l, ' at $') + 5), ',', '') AS REAL) * 100) AS INTEGER)), 'amount_cents', a)
    WHEN l GLOB '*, [0-9]* hour* at $[0-9]*/hour (*' AND l GLOB '* hour* minimum)' THEN json_object('code', 'hours', 'values', json_object('hours', ROUND(a * 2.0 / CAST(ROUND(CAST(replace(substr(l, instr(l, ' at $') + 5), ',', '') AS REAL) * 100) AS INTEGER)) / 2.0, 'rate_cents', CAST(ROUND(CAST(replace(substr(l, instr(l, ' at $') + 5), ',', '') AS REAL) * 100) AS INTEGER), 'minimum_hours', CAST(substr(l, instr(l, '/hour (') + 7) AS REAL)), 'amount_cents', a)
    WHEN l GLOB '*, [0-9]* day* at $[0-9]*/day' THEN json_object('code', 'days', 'values', json_object('days', CAST(ROUND(a * 1.0 / CAST(ROUND(CAST(replace(substr(l, instr(l, ' at $') + 5), ',', '') AS REAL) * 100) AS INTEGER)) AS INTEGER), 'rate_cents', CAST(ROUND(CAST(replace(substr(l, instr(l, ' at $') + 5), ',', '') AS REAL) * 100) AS INTEGER)), 'amount_cents', a)
    WHEN (substr(l, 1, 9) = 'Standard ' OR substr(l, 1, 8) = 'Express ') AND l GLOB '* wash and fold, [0-9]* lb at $[0-9]*/lb' THEN json_object('code', 'wash_fold', 'values', json_object('speed', lower(substr(l, 1, instr(l, ' ') - 1)), 'pounds', CAST(substr(l, instr(l, ', ') + 2) AS REAL), 'rate_cents', CAST(ROUND(CAST(replace(substr(l, instr(l, ' at $') + 5), ',', '') AS REAL) * 100) AS INTEGER)), 'amount_cents', a)
    WHEN (substr(l, 1, 9) = 'Standard ' OR substr(l, 1, 8) = 'Express ') AND l GLOB '* wash and fold, [0-9]* lb ($[0-9]* minimum)' THEN json_object('code', 'wash_fold_minimum', 'values', json_object('speed', lower(substr(l, 1, instr(l, ' ') - 1)), 'pounds', CAST(substr(l, instr(l, ', ') + 2) AS REAL), 'minimum_cents', CAST(ROUND(CAST(replace(substr(l, instr(l, ' lb ($') + 6), ',', '') AS REAL) * 100) AS INTEGER)), 'amount_cents', a)
    WHEN l GLOB '*, one meal for up to [0-9]* guests' THEN json_object('code', 'meal', 'values', json_object('guests', CAST(substr(l, instr(l, 'one meal for up to ') + 19) AS INTEGER)), 'amount_cents', a)
    ELSE json_object('code', 'text', 'values', json_object('text', l), 'amount_cents', a)
  END
  )) FROM (
    SELECT line.value AS v, json_extract(line.value, '$.label') AS l, json_extract(line.value, '$.amount_cents') AS a, `bookings`.`service_title` AS t
    FROM json_each(`bookings`.`estimate`, '$.lines') AS line ORDER BY line.key
  )
)))
WHERE `estimate` IS NOT NULL AND EXISTS (SELECT 1 FROM json_each(`bookings`.`estimate`, '$.lines') WHERE json_extract(value, '$.label') IS NOT NULL);
--> statement-breakpoint
UPDATE `booking_payments` SET `lines` = json_set(`lines`, '$.lines', json((
  SELECT json_group_array(json(
  CASE
    WHEN l IS NULL THEN v
    WHEN l = t THEN json_object('code', 'service', 'values', json_object(), 'amount_cents', a)
    WHEN l = 'Service fee' THEN json_object('code', 'service_fee', 'values', json_object(), 'amount_cents', a)
    WHEN l = 'Tip for the crew' THEN json_object('code', 'tip', 'values', json_object(), 'amount_cents', a)
    WHEN l LIKE '%, 1 bedroom and 1 bathroom' THEN json_object('code', 'rooms_base', 'values', json_object(), 'amount_cents', a)
    WHEN l GLOB '[0-9]* extra bedroom* at $[0-9]*' THEN json_object('code', 'extra_bedrooms', 'values', json_object('count', CAST(l AS INTEGER), 'rate_cents', CAST(ROUND(CAST(replace(substr(l, instr(l, ' at $') + 5), ',', '') AS REAL) * 100) AS INTEGER)), 'amount_cents', a)
    WHEN l GLOB '[0-9]* extra bathroom* at $[0-9]*' THEN json_object('code', 'extra_bathrooms', 'values', json_object('count', CAST(l AS INTEGER), 'rate_cents', CAST(ROUND(CAST(replace(substr(l, instr(l, ' at $') + 5), ',', '') AS REAL) * 100) AS INTEGER)), 'amount_cents', a)
    WHEN l GLOB '[0-9]* extra guest* at $[0-9]*' THEN json_object('code', 'extra_guests', 'values', json_object('count', CAST(l AS INTEGER), 'rate_cents', CAST(ROUND(CAST(replace(substr(l, instr(l, ' at $') + 5), ',', '') AS REAL) * 100) AS INTEGER)), 'amount_cents', a)
    WHEN l GLOB '*, [0-9]* hour* at $[0-9]*/hour' THEN json_object('code', 'hours', 'values', json_object('hours', ROUND(a * 2.0 / CAST(ROUND(CAST(replace(substr(l, instr(l, ' at $') + 5), ',', '') AS REAL) * 100) AS INTEGER)) / 2.0, 'rate_cents', CAST(ROUND(CAST(replace(substr(l, instr(l, ' at $') + 5), ',', '') AS REAL) * 100) AS INTEGER)), 'amount_cents', a)
    WHEN l GLOB '*, [0-9]* hour* at $[0-9]*/hour (*' AND l GLOB '* hour* minimum)' THEN json_object('code', 'hours', 'values', json_object('hours', ROUND(a * 2.0 / CAST(ROUND(CAST(replace(substr(l, instr(l, ' at $') + 5), ',', '') AS REAL) * 100) AS INTEGER)) / 2.0, 'rate_cents', CAST(ROUND(CAST(replace(substr(l, instr(l, ' at $') + 5), ',', '') AS REAL) * 100) AS INTEGER), 'minimum_hours', CAST(substr(l, instr(l, '/hour (') + 7) AS REAL)), 'amount_cents', a)
    WHEN l GLOB '*, [0-9]* day* at $[0-9]*/day' THEN json_object('code', 'days', 'values', json_object('days', CAST(ROUND(a * 1.0 / CAST(ROUND(CAST(replace(substr(l, instr(l, ' at $') + 5), ',', '') AS REAL) * 100) AS INTEGER)) AS INTEGER), 'rate_cents', CAST(ROUND(CAST(replace(substr(l, instr(l, ' at $') + 5), ',', '') AS REAL) * 100) AS INTEGER)), 'amount_cents', a)
    WHEN (substr(l, 1, 9) = 'Standard ' OR substr(l, 1, 8) = 'Express ') AND l GLOB '* wash and fold, [0-9]* lb at $[0-9]*/lb' THEN json_object('code', 'wash_fold', 'values', json_object('speed', lower(substr(l, 1, instr(l, ' ') - 1)), 'pounds', CAST(substr(l, instr(l, ', ') + 2) AS REAL), 'rate_cents', CAST(ROUND(CAST(replace(substr(l, instr(l, ' at $') + 5), ',', '') AS REAL) * 100) AS INTEGER)), 'amount_cents', a)
    WHEN (substr(l, 1, 9) = 'Standard ' OR substr(l, 1, 8) = 'Express ') AND l GLOB '* wash and fold, [0-9]* lb ($[0-9]* minimum)' THEN json_object('code', 'wash_fold_minimum', 'values', json_object('speed', lower(substr(l, 1, instr(l, ' ') - 1)), 'pounds', CAST(substr(l, instr(l, ', ') + 2) AS REAL), 'minimum_cents', CAST(ROUND(CAST(replace(substr(l, instr(l, ' lb ($') + 6), ',', '') AS REAL) * 100) AS INTEGER)), 'amount_cents', a)
    WHEN l GLOB '*, one meal for up to [0-9]* guests' THEN json_object('code', 'meal', 'values', json_object('guests', CAST(substr(l, instr(l, 'one meal for up to ') + 19) AS INTEGER)), 'amount_cents', a)
    ELSE json_object('code', 'text', 'values', json_object('text', l), 'amount_cents', a)
  END
  )) FROM (
    SELECT line.value AS v, json_extract(line.value, '$.label') AS l, json_extract(line.value, '$.amount_cents') AS a, (SELECT `service_title` FROM `bookings` WHERE `bookings`.`id` = `booking_payments`.`booking_id`) AS t
    FROM json_each(`booking_payments`.`lines`, '$.lines') AS line ORDER BY line.key
  )
)))
WHERE `lines` IS NOT NULL AND EXISTS (SELECT 1 FROM json_each(`booking_payments`.`lines`, '$.lines') WHERE json_extract(value, '$.label') IS NOT NULL);
