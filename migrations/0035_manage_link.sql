CREATE TABLE `booking_cancellations` (
	`booking_id` integer PRIMARY KEY NOT NULL,
	`by` text NOT NULL,
	`at` text NOT NULL,
	FOREIGN KEY (`booking_id`) REFERENCES `bookings`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE TABLE `manage_link_uses` (
	`token_hash` text NOT NULL,
	`action` text NOT NULL,
	`booking_id` integer NOT NULL,
	`result_booking_id` integer,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	PRIMARY KEY(`token_hash`, `action`),
	FOREIGN KEY (`booking_id`) REFERENCES `bookings`(`id`) ON UPDATE no action ON DELETE no action
);
