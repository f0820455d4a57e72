CREATE TABLE `reminders` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`key` text NOT NULL,
	`kind` text NOT NULL,
	`user_id` integer NOT NULL,
	`booking_id` integer,
	`phr_id` integer,
	`due_at` text NOT NULL,
	`status` text DEFAULT 'pending' NOT NULL,
	`claimed_by` text,
	`claimed_at` text,
	`sent_at` text,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	`updated_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE UNIQUE INDEX `reminders_key_unique` ON `reminders` (`key`);--> statement-breakpoint
CREATE INDEX `reminders_status_due` ON `reminders` (`status`,`due_at`);--> statement-breakpoint
CREATE INDEX `reminders_booking` ON `reminders` (`booking_id`);--> statement-breakpoint
ALTER TABLE `users` ADD `appointment_reminders` integer DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE `users` ADD `vaccine_reminders` integer DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE `bookings` ADD `rescheduled_to` integer REFERENCES bookings(id);--> statement-breakpoint
CREATE INDEX `phr_immunization_due` ON `phr` (json_extract("details", '$.due_date')) WHERE "category" = 'immunizations';