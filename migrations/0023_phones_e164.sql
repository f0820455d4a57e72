-- Mobiles become E.164: a stored 10-digit number is a US one (spec §5), so it gains +1; numbers already starting with + stay.
UPDATE `users` SET `phone` = '+1' || `phone` WHERE `phone` GLOB '[0-9][0-9][0-9][0-9][0-9][0-9][0-9][0-9][0-9][0-9]';--> statement-breakpoint
UPDATE `vendor_logins` SET `phone` = '+1' || `phone` WHERE `phone` GLOB '[0-9][0-9][0-9][0-9][0-9][0-9][0-9][0-9][0-9][0-9]';--> statement-breakpoint
UPDATE `forgot_password` SET `mobile` = '+1' || `mobile` WHERE `mobile` GLOB '[0-9][0-9][0-9][0-9][0-9][0-9][0-9][0-9][0-9][0-9]';--> statement-breakpoint
UPDATE `vendors` SET `details` = json_set(`details`, '$.mobile', '+1' || json_extract(`details`, '$.mobile'))
  WHERE json_type(`details`, '$.mobile') = 'text' AND json_extract(`details`, '$.mobile') GLOB '[0-9][0-9][0-9][0-9][0-9][0-9][0-9][0-9][0-9][0-9]';--> statement-breakpoint
UPDATE `bookings` SET `details` = json_set(`details`, '$.user.phone', '+1' || json_extract(`details`, '$.user.phone'))
  WHERE json_type(`details`, '$.user.phone') = 'text' AND json_extract(`details`, '$.user.phone') GLOB '[0-9][0-9][0-9][0-9][0-9][0-9][0-9][0-9][0-9][0-9]';--> statement-breakpoint
-- The one-time-code limits are counted per number: the counts in their windows follow the number to its new form.
UPDATE `throttle_events` SET `key` = substr(`key`, 1, length(`key`) - 10) || '+1' || substr(`key`, -10)
  WHERE (`key` LIKE 'otp:send:mobile:%' OR `key` LIKE 'otp:resend:mobile:%') AND substr(`key`, -10) GLOB '[0-9][0-9][0-9][0-9][0-9][0-9][0-9][0-9][0-9][0-9]' AND substr(`key`, -11, 1) = ':';
