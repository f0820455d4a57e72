CREATE TABLE `request_messages` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`request_id` integer NOT NULL,
	`author_role` text NOT NULL,
	`author_id` integer NOT NULL,
	`kind` text NOT NULL,
	`body` text NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	FOREIGN KEY (`request_id`) REFERENCES `requests`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE INDEX `request_messages_request` ON `request_messages` (`request_id`,`id`);--> statement-breakpoint
PRAGMA foreign_keys=OFF;--> statement-breakpoint
CREATE TABLE `__new_requests` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`kind` text NOT NULL,
	`user_id` integer NOT NULL,
	`vendor_id` integer,
	`vendor_listing_id` integer,
	`pet_id` integer,
	`status` text DEFAULT 'open' NOT NULL,
	`due_at` text,
	`booking_id` integer,
	`idempotency_key` text,
	`details` text NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	`updated_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`vendor_id`) REFERENCES `vendors`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`vendor_listing_id`) REFERENCES `vendor_listings`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
INSERT INTO `__new_requests`("id", "kind", "user_id", "vendor_id", "pet_id", "status", "details", "created_at", "updated_at") SELECT "id", "kind", "user_id", "vendor_id", "pet_id", "status", "details", "created_at", "updated_at" FROM `requests`;--> statement-breakpoint
DROP TABLE `requests`;--> statement-breakpoint
ALTER TABLE `__new_requests` RENAME TO `requests`;--> statement-breakpoint
PRAGMA foreign_keys=ON;--> statement-breakpoint
CREATE INDEX `requests_user` ON `requests` (`user_id`,`created_at`);--> statement-breakpoint
CREATE INDEX `requests_vendor_status` ON `requests` (`vendor_id`,`status`,`created_at`);--> statement-breakpoint
CREATE UNIQUE INDEX `requests_idempotency_unique` ON `requests` (`idempotency_key`);