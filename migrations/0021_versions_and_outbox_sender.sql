-- A practice's public page is kept by its website's content_version: every change the page shows (the website row, its listings but not their availability_version alone, the practice's suspension) raises it in the same transaction, whoever writes.
CREATE TRIGGER `websites_content_version_update` AFTER UPDATE ON `websites` WHEN NEW.`content_version` = OLD.`content_version` BEGIN UPDATE `websites` SET `content_version` = `content_version` + 1 WHERE `id` = NEW.`id`; END;
--> statement-breakpoint
CREATE TRIGGER `vendor_listings_content_version_insert` AFTER INSERT ON `vendor_listings` BEGIN UPDATE `websites` SET `content_version` = `content_version` + 1 WHERE `vendor_id` = NEW.`vendor_id`; END;
--> statement-breakpoint
CREATE TRIGGER `vendor_listings_content_version_update` AFTER UPDATE ON `vendor_listings` WHEN NEW.`availability_version` = OLD.`availability_version` BEGIN UPDATE `websites` SET `content_version` = `content_version` + 1 WHERE `vendor_id` IN (OLD.`vendor_id`, NEW.`vendor_id`); END;
--> statement-breakpoint
CREATE TRIGGER `vendor_listings_content_version_delete` AFTER DELETE ON `vendor_listings` BEGIN UPDATE `websites` SET `content_version` = `content_version` + 1 WHERE `vendor_id` = OLD.`vendor_id`; END;
--> statement-breakpoint
CREATE TRIGGER `vendors_content_version_suspension` AFTER UPDATE OF `suspended_at` ON `vendors` BEGIN UPDATE `websites` SET `content_version` = `content_version` + 1 WHERE `vendor_id` = NEW.`id`; END;
--> statement-breakpoint
-- A pet's Medical Records screens are kept by its records_version: every write to one of its records raises it in the same transaction, whoever writes.
CREATE TRIGGER `phr_records_version_insert` AFTER INSERT ON `phr` BEGIN UPDATE `pets` SET `records_version` = `records_version` + 1 WHERE `id` = NEW.`pet_id`; END;
--> statement-breakpoint
CREATE TRIGGER `phr_records_version_update` AFTER UPDATE ON `phr` BEGIN UPDATE `pets` SET `records_version` = `records_version` + 1 WHERE `id` IN (OLD.`pet_id`, NEW.`pet_id`); END;
--> statement-breakpoint
CREATE TRIGGER `phr_records_version_delete` AFTER DELETE ON `phr` BEGIN UPDATE `pets` SET `records_version` = `records_version` + 1 WHERE `id` = OLD.`pet_id`; END;
--> statement-breakpoint
-- Every e-mail is a row of the outbox, written with the change it tells of; one sender delivers the rows not yet sent.
ALTER TABLE `outbox` ADD `claimed_at` text;
--> statement-breakpoint
ALTER TABLE `outbox` ADD `sent_at` text;
--> statement-breakpoint
CREATE INDEX `outbox_unsent` ON `outbox` (`id`) WHERE sent_at IS NULL;
