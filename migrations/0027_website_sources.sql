ALTER TABLE `websites` ADD `header_source` text;--> statement-breakpoint
ALTER TABLE `websites` ADD `body_source` text;--> statement-breakpoint
ALTER TABLE `websites` ADD `source_format` text;