CREATE TABLE `booking_requests` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`vendor_id` integer NOT NULL,
	`user_id` integer NOT NULL,
	`status` text DEFAULT 'pending' NOT NULL,
	`token_hash` text NOT NULL,
	`details` text NOT NULL,
	`expires_at` text NOT NULL,
	`booking_id` integer,
	`idempotency_key` text NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	`updated_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	FOREIGN KEY (`vendor_id`) REFERENCES `vendors`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`booking_id`) REFERENCES `bookings`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE UNIQUE INDEX `booking_requests_token_unique` ON `booking_requests` (`token_hash`);--> statement-breakpoint
CREATE UNIQUE INDEX `booking_requests_idempotency_unique` ON `booking_requests` (`idempotency_key`);--> statement-breakpoint
CREATE INDEX `booking_requests_vendor` ON `booking_requests` (`vendor_id`,`created_at`);--> statement-breakpoint
CREATE TABLE `practice_customers` (
	`vendor_id` integer NOT NULL,
	`user_id` integer NOT NULL,
	`source` text NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	PRIMARY KEY(`vendor_id`, `user_id`),
	FOREIGN KEY (`vendor_id`) REFERENCES `vendors`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE INDEX `practice_customers_user` ON `practice_customers` (`user_id`);--> statement-breakpoint
-- Customers that practices registered before this table existed.
INSERT OR IGNORE INTO `practice_customers` (`vendor_id`, `user_id`, `source`) SELECT `vendor_id`, `id`, 'registered' FROM `users` WHERE `vendor_id` IS NOT NULL AND json_extract(`source`, '$.medium') = 'Practice';
