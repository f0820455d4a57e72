CREATE TABLE `urgent_releases` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`vendor_listing_id` integer NOT NULL,
	`date` text NOT NULL,
	`released_by` integer,
	`created_at` text NOT NULL,
	FOREIGN KEY (`vendor_listing_id`) REFERENCES `vendor_listings`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`released_by`) REFERENCES `vendor_logins`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE UNIQUE INDEX `urgent_releases_listing_date` ON `urgent_releases` (`vendor_listing_id`,`date`);--> statement-breakpoint
ALTER TABLE `vendor_listings` ADD `urgent` text;--> statement-breakpoint
-- A day released by hand changes the listing's free slots: raise its availability_version in the same transaction, whoever writes, so every process's free-slots cache sees it.
CREATE TRIGGER `urgent_releases_availability_insert` AFTER INSERT ON `urgent_releases` BEGIN
  UPDATE `vendor_listings` SET `availability_version` = `availability_version` + 1 WHERE `id` = NEW.`vendor_listing_id`;
END;--> statement-breakpoint
CREATE TRIGGER `urgent_releases_availability_delete` AFTER DELETE ON `urgent_releases` BEGIN
  UPDATE `vendor_listings` SET `availability_version` = `availability_version` + 1 WHERE `id` = OLD.`vendor_listing_id`;
END;
