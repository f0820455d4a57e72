CREATE INDEX `users_vendor` ON `users` (`vendor_id`);--> statement-breakpoint
CREATE INDEX `users_first_name_lower` ON `users` (lower("first_name"));--> statement-breakpoint
CREATE INDEX `users_last_name_lower` ON `users` (lower("last_name"));--> statement-breakpoint
CREATE INDEX `users_phone` ON `users` (`phone`);--> statement-breakpoint
CREATE INDEX `bookings_vendor_user_slot` ON `bookings` (`vendor_id`,`user_id`,`slot`);