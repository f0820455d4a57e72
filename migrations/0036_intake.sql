CREATE TABLE `intake_answers` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`booking_id` integer NOT NULL,
	`user_id` integer NOT NULL,
	`vendor_id` integer NOT NULL,
	`vendor_listing_id` integer NOT NULL,
	`answers` text DEFAULT '[]' NOT NULL,
	`red_flag` integer DEFAULT false NOT NULL,
	`answered_at` text NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	`updated_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	FOREIGN KEY (`booking_id`) REFERENCES `bookings`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`vendor_id`) REFERENCES `vendors`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`vendor_listing_id`) REFERENCES `vendor_listings`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE UNIQUE INDEX `intake_answers_booking` ON `intake_answers` (`booking_id`);--> statement-breakpoint
CREATE INDEX `intake_answers_user` ON `intake_answers` (`user_id`);--> statement-breakpoint
CREATE TABLE `intake_questions` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`vendor_listing_id` integer NOT NULL,
	`type` integer NOT NULL,
	`position` integer NOT NULL,
	`kind` text NOT NULL,
	`label` text NOT NULL,
	`required` integer DEFAULT false NOT NULL,
	`options` text DEFAULT '[]' NOT NULL,
	`min` integer,
	`max` integer,
	`red_flags` text DEFAULT '[]' NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	`updated_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	FOREIGN KEY (`vendor_listing_id`) REFERENCES `vendor_listings`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE INDEX `intake_questions_listing` ON `intake_questions` (`vendor_listing_id`,`type`,`position`);