-- Listing prices were whole US dollars; every amount is now integer minor units of the practice's currency. Every practice so far is USD: ×100.
UPDATE `vendor_listings` SET `consultations` = (
  SELECT json_group_array(json(json_set(c.value, '$.price', CAST(round(json_extract(c.value, '$.price') * 100) AS INTEGER))))
  FROM (SELECT `value` FROM json_each(`vendor_listings`.`consultations`) ORDER BY `key`) AS c
) WHERE json_valid(`consultations`) AND json_array_length(`consultations`) > 0;--> statement-breakpoint
UPDATE `bookings` SET `details` = json_set(`details`, '$.listing.price', CAST(round(json_extract(`details`, '$.listing.price') * 100) AS INTEGER))
WHERE json_valid(`details`) AND json_type(`details`, '$.listing.price') IN ('integer', 'real');--> statement-breakpoint
UPDATE `bookings` SET `details` = json_set(`details`, '$.promo.list_price', CAST(round(json_extract(`details`, '$.promo.list_price') * 100) AS INTEGER))
WHERE json_valid(`details`) AND json_type(`details`, '$.promo.list_price') IN ('integer', 'real');
