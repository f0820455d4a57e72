ALTER TABLE `vendor_listings` ADD `availability_version` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE `websites` ADD `content_version` integer DEFAULT 0 NOT NULL;