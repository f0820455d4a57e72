ALTER TABLE `messages` ADD `file_key` text;--> statement-breakpoint
ALTER TABLE `messages` ADD `file_meta` text;--> statement-breakpoint
CREATE INDEX `messages_file_key` ON `messages` (`file_key`);