CREATE TABLE `prescriptions` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`vendor_id` integer NOT NULL,
	`pet_id` integer NOT NULL,
	`user_id` integer NOT NULL,
	`vet_login_id` integer NOT NULL,
	`booking_id` integer NOT NULL,
	`drug` text NOT NULL,
	`strength` text NOT NULL,
	`dose` text NOT NULL,
	`frequency` text NOT NULL,
	`duration_days` integer NOT NULL,
	`quantity` text NOT NULL,
	`refills_allowed` integer DEFAULT 0 NOT NULL,
	`refills_used` integer DEFAULT 0 NOT NULL,
	`instructions` text DEFAULT '' NOT NULL,
	`issued_at` text NOT NULL,
	`status` text DEFAULT 'active' NOT NULL,
	`refill_of` integer,
	`signature` text DEFAULT '' NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	`updated_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	FOREIGN KEY (`vendor_id`) REFERENCES `vendors`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`pet_id`) REFERENCES `pets`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`vet_login_id`) REFERENCES `vendor_logins`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`booking_id`) REFERENCES `bookings`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE INDEX `prescriptions_pet` ON `prescriptions` (`pet_id`,`issued_at`);--> statement-breakpoint
CREATE INDEX `prescriptions_vendor` ON `prescriptions` (`vendor_id`,`issued_at`);--> statement-breakpoint
CREATE TABLE `refill_requests` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`prescription_id` integer NOT NULL,
	`vendor_id` integer NOT NULL,
	`user_id` integer NOT NULL,
	`record_id` integer NOT NULL,
	`note` text DEFAULT '' NOT NULL,
	`status` text DEFAULT 'pending' NOT NULL,
	`reason` text DEFAULT '' NOT NULL,
	`decided_by` integer,
	`decided_at` text,
	`issued_id` integer,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	`updated_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	FOREIGN KEY (`prescription_id`) REFERENCES `prescriptions`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`vendor_id`) REFERENCES `vendors`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`decided_by`) REFERENCES `vendor_logins`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE INDEX `refill_requests_vendor` ON `refill_requests` (`vendor_id`,`status`,`created_at`);--> statement-breakpoint
CREATE INDEX `refill_requests_user` ON `refill_requests` (`user_id`,`created_at`);