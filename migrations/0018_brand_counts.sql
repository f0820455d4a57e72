-- A practice's brand (its website's name) is shown as its name in the appointment lists: a brand change counts as a change to the practice (db/data-versions.ts).
CREATE TRIGGER `data_versions_websites_insert` AFTER INSERT ON `websites` BEGIN UPDATE `data_versions` SET `vendors` = `vendors` + 1 WHERE `id` = 1; END;
--> statement-breakpoint
CREATE TRIGGER `data_versions_websites_name_update` AFTER UPDATE OF `name` ON `websites` BEGIN UPDATE `data_versions` SET `vendors` = `vendors` + 1 WHERE `id` = 1; END;
--> statement-breakpoint
CREATE TRIGGER `data_versions_websites_delete` AFTER DELETE ON `websites` BEGIN UPDATE `data_versions` SET `vendors` = `vendors` + 1 WHERE `id` = 1; END;
