CREATE TABLE `waitlist_entries` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`user_id` integer NOT NULL,
	`pet_id` integer,
	`vendor_id` integer NOT NULL,
	`vendor_listing_id` integer NOT NULL,
	`type` integer NOT NULL,
	`date_from` text NOT NULL,
	`date_to` text NOT NULL,
	`state` text DEFAULT 'waiting' NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	`updated_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`pet_id`) REFERENCES `pets`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`vendor_id`) REFERENCES `vendors`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`vendor_listing_id`) REFERENCES `vendor_listings`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE INDEX `waitlist_entries_listing_state` ON `waitlist_entries` (`vendor_listing_id`,`state`,`id`);--> statement-breakpoint
CREATE INDEX `waitlist_entries_user` ON `waitlist_entries` (`user_id`,`state`);--> statement-breakpoint
CREATE TABLE `waitlist_offers` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`entry_id` integer NOT NULL,
	`vendor_listing_id` integer NOT NULL,
	`slot` text NOT NULL,
	`slot_end` text NOT NULL,
	`booking_id` integer,
	`token` text NOT NULL,
	`expires_at` text NOT NULL,
	`state` text DEFAULT 'open' NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	`updated_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	FOREIGN KEY (`entry_id`) REFERENCES `waitlist_entries`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`vendor_listing_id`) REFERENCES `vendor_listings`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE UNIQUE INDEX `waitlist_offers_token` ON `waitlist_offers` (`token`);--> statement-breakpoint
CREATE UNIQUE INDEX `waitlist_offers_open_entry` ON `waitlist_offers` (`entry_id`) WHERE state = 'open';--> statement-breakpoint
CREATE UNIQUE INDEX `waitlist_offers_open_slot` ON `waitlist_offers` (`vendor_listing_id`,`slot`) WHERE state = 'open';--> statement-breakpoint
CREATE INDEX `waitlist_offers_state_expires` ON `waitlist_offers` (`state`,`expires_at`);--> statement-breakpoint
CREATE INDEX `waitlist_offers_entry` ON `waitlist_offers` (`entry_id`);