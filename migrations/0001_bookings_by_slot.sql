CREATE INDEX `bookings_vendor_slot` ON `bookings` (`vendor_id`,`slot`);--> statement-breakpoint
CREATE INDEX `bookings_slot` ON `bookings` (`slot`);