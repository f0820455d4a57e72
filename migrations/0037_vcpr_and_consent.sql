CREATE TABLE `booking_telehealth` (
	`booking_id` integer PRIMARY KEY NOT NULL,
	`vendor_id` integer NOT NULL,
	`user_id` integer NOT NULL,
	`country` text,
	`region` text,
	`kind` text,
	`vet_login_id` integer,
	`consent_version` integer,
	`consent_at` text,
	`consent_ip` text,
	`consent_user_id` integer,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	`updated_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	FOREIGN KEY (`vendor_id`) REFERENCES `vendors`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`consent_user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE INDEX `booking_telehealth_user` ON `booking_telehealth` (`user_id`,`booking_id`);--> statement-breakpoint
CREATE INDEX `booking_telehealth_consent` ON `booking_telehealth` (`user_id`,`vendor_id`,`consent_version`) WHERE consent_version IS NOT NULL;--> statement-breakpoint
CREATE TABLE `pet_exams` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`vendor_id` integer NOT NULL,
	`pet_id` integer NOT NULL,
	`examined_at` text NOT NULL,
	`by_login_id` integer NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	`updated_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	FOREIGN KEY (`vendor_id`) REFERENCES `vendors`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`pet_id`) REFERENCES `pets`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE INDEX `pet_exams_vendor_pet` ON `pet_exams` (`vendor_id`,`pet_id`,`examined_at`);--> statement-breakpoint
CREATE TABLE `telehealth_consent_versions` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`vendor_id` integer NOT NULL,
	`version` integer NOT NULL,
	`text` text NOT NULL,
	`by_login_id` integer,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	FOREIGN KEY (`vendor_id`) REFERENCES `vendors`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE UNIQUE INDEX `telehealth_consent_versions_vendor_version` ON `telehealth_consent_versions` (`vendor_id`,`version`);--> statement-breakpoint
CREATE TABLE `telehealth_settings` (
	`vendor_id` integer PRIMARY KEY NOT NULL,
	`vcpr_months` integer DEFAULT 12 NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	`updated_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	FOREIGN KEY (`vendor_id`) REFERENCES `vendors`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE TABLE `vet_licences` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`vendor_id` integer NOT NULL,
	`login_id` integer NOT NULL,
	`country` text NOT NULL,
	`region` text DEFAULT '' NOT NULL,
	`number` text,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	`updated_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	FOREIGN KEY (`vendor_id`) REFERENCES `vendors`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE UNIQUE INDEX `vet_licences_login_place` ON `vet_licences` (`login_id`,`country`,`region`);--> statement-breakpoint
CREATE INDEX `vet_licences_vendor` ON `vet_licences` (`vendor_id`);