CREATE TABLE `video_rooms` (
	`booking_id` integer PRIMARY KEY NOT NULL,
	`provider` text NOT NULL,
	`session_id` text NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	FOREIGN KEY (`booking_id`) REFERENCES `bookings`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
ALTER TABLE `messages` ADD `sender_name` text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE `messages` ADD `client_id` text DEFAULT '' NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX `messages_booking_client_unique` ON `messages` (`booking_id`,`client_id`);