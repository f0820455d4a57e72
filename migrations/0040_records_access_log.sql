CREATE TABLE `records_access` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`at` text NOT NULL,
	`pet_id` integer NOT NULL,
	`actor` text NOT NULL,
	`actor_id` integer,
	`vendor_id` integer,
	`link_id` text,
	`action` text NOT NULL,
	`category` text,
	`entry_id` integer,
	`channel` text NOT NULL
);
--> statement-breakpoint
CREATE INDEX `records_access_pet` ON `records_access` (`pet_id`,`at`);--> statement-breakpoint
CREATE INDEX `records_access_vendor` ON `records_access` (`vendor_id`,`at`) WHERE "records_access"."vendor_id" IS NOT NULL;--> statement-breakpoint
CREATE TRIGGER `records_access_no_update` BEFORE UPDATE ON `records_access` BEGIN
  SELECT RAISE(ABORT, 'records_access is append-only');
END;--> statement-breakpoint
CREATE TRIGGER `records_access_no_delete` BEFORE DELETE ON `records_access` WHEN EXISTS (SELECT 1 FROM `pets` WHERE `id` = OLD.`pet_id`) BEGIN
  SELECT RAISE(ABORT, 'records_access is append-only');
END;
