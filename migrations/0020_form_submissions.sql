CREATE TABLE `form_submissions` (
	`key` text PRIMARY KEY NOT NULL,
	`answer` text,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
);
--> statement-breakpoint
CREATE INDEX `form_submissions_created` ON `form_submissions` (`created_at`);