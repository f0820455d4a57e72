DROP INDEX `bookings_live_slot_unique`;--> statement-breakpoint
ALTER TABLE `bookings` ADD `marked_at` text;--> statement-breakpoint
CREATE UNIQUE INDEX `bookings_live_slot_unique` ON `bookings` (`vendor_listing_id`,`slot`) WHERE status IN (0, 1, 4, 5);--> statement-breakpoint
ALTER TABLE `payments` ADD `kind` text DEFAULT 'booking' NOT NULL;--> statement-breakpoint
ALTER TABLE `payments` ADD `customer_ref` text;--> statement-breakpoint
ALTER TABLE `payments` ADD `payment_method_ref` text;--> statement-breakpoint
ALTER TABLE `payments` ADD `consent_at` text;--> statement-breakpoint
ALTER TABLE `payments` ADD `consent_version` text;