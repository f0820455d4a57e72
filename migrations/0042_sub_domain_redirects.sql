CREATE TABLE `sub_domain_redirects` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`vendor_id` integer NOT NULL,
	`sub_domain` text NOT NULL,
	`until` text NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	`updated_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	FOREIGN KEY (`vendor_id`) REFERENCES `vendors`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE UNIQUE INDEX `sub_domain_redirects_lower_unique` ON `sub_domain_redirects` (lower("sub_domain"));--> statement-breakpoint
CREATE INDEX `sub_domain_redirects_vendor` ON `sub_domain_redirects` (`vendor_id`);--> statement-breakpoint
CREATE TRIGGER `websites_sub_domain_held_insert` BEFORE INSERT ON `websites` WHEN EXISTS (SELECT 1 FROM `sub_domain_redirects` WHERE lower(`sub_domain`) = lower(NEW.`sub_domain`) AND `vendor_id` <> NEW.`vendor_id`) BEGIN SELECT RAISE(ABORT, 'UNIQUE constraint failed: websites.sub_domain (held by a redirect)'); END;--> statement-breakpoint
CREATE TRIGGER `websites_sub_domain_held_update` BEFORE UPDATE OF `sub_domain` ON `websites` WHEN EXISTS (SELECT 1 FROM `sub_domain_redirects` WHERE lower(`sub_domain`) = lower(NEW.`sub_domain`) AND `vendor_id` <> NEW.`vendor_id`) BEGIN SELECT RAISE(ABORT, 'UNIQUE constraint failed: websites.sub_domain (held by a redirect)'); END;
