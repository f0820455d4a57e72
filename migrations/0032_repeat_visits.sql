CREATE TABLE `booking_series` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`vendor_id` integer NOT NULL,
	`user_id` integer NOT NULL,
	`vendor_listing_id` integer NOT NULL,
	`type` integer NOT NULL,
	`every` integer NOT NULL,
	`unit` text NOT NULL,
	`count` integer NOT NULL,
	`pay` text NOT NULL,
	`booked_by` text NOT NULL,
	`charge_reference` text,
	`charge_amount` integer DEFAULT 0 NOT NULL,
	`idempotency_key` text NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	`updated_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	FOREIGN KEY (`vendor_id`) REFERENCES `vendors`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`vendor_listing_id`) REFERENCES `vendor_listings`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE UNIQUE INDEX `booking_series_idempotency_unique` ON `booking_series` (`idempotency_key`);--> statement-breakpoint
CREATE INDEX `booking_series_vendor` ON `booking_series` (`vendor_id`,`created_at`);--> statement-breakpoint
ALTER TABLE `vendor_listings` ADD `owner_series` integer DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE `bookings` ADD `series_id` integer REFERENCES booking_series(id);--> statement-breakpoint
ALTER TABLE `bookings` ADD `series_visit` integer;--> statement-breakpoint
CREATE INDEX `bookings_series` ON `bookings` (`series_id`) WHERE series_id IS NOT NULL;