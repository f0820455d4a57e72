-- An account is theirs (decision 0051): archives made in the background, e-mail changes confirmed by a link, deleted owners and closed practices marked.
CREATE TABLE `account_exports` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`user_id` integer NOT NULL,
	`status` text DEFAULT 'pending' NOT NULL,
	`requested_at` text NOT NULL,
	`zone` text DEFAULT 'UTC' NOT NULL,
	`claimed_by` text,
	`claimed_at` text,
	`attempts` integer DEFAULT 0 NOT NULL,
	`storage_key` text,
	`size` integer,
	`ready_at` text,
	`expires_at` text,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE INDEX `account_exports_user` ON `account_exports` (`user_id`,`requested_at`);--> statement-breakpoint
CREATE INDEX `account_exports_status` ON `account_exports` (`status`,`requested_at`);--> statement-breakpoint
CREATE TABLE `email_changes` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`account` text NOT NULL,
	`account_id` integer NOT NULL,
	`new_email` text NOT NULL,
	`code_hash` text NOT NULL,
	`expires_at` text NOT NULL,
	`used_at` text,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
);
--> statement-breakpoint
CREATE INDEX `email_changes_account` ON `email_changes` (`account`,`account_id`);--> statement-breakpoint
ALTER TABLE `users` ADD `deleted_at` text;--> statement-breakpoint
ALTER TABLE `vendors` ADD `closed_at` text;