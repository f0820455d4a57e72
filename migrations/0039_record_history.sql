CREATE TABLE `phr_amendments` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`phr_id` integer NOT NULL,
	`kind` text NOT NULL,
	`before` text NOT NULL,
	`after` text NOT NULL,
	`reason` text,
	`author_user_id` integer,
	`author_login_id` integer,
	`author_vendor_id` integer,
	`author_name` text NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	FOREIGN KEY (`phr_id`) REFERENCES `phr`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE INDEX `phr_amendments_entry` ON `phr_amendments` (`phr_id`,`id`);--> statement-breakpoint
ALTER TABLE `phr` ADD `made_at` text;--> statement-breakpoint
ALTER TABLE `phr` ADD `error_reason` text;--> statement-breakpoint
ALTER TABLE `phr` ADD `amended_at` text;--> statement-breakpoint
-- The history is append-only: no route may change an amendment.
CREATE TRIGGER `phr_amendments_no_update` BEFORE UPDATE ON `phr_amendments` BEGIN SELECT RAISE(ABORT, 'phr_amendments is append-only'); END;
