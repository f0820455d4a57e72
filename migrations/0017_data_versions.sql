CREATE TABLE `data_versions` (
	`id` integer PRIMARY KEY NOT NULL,
	`users` integer DEFAULT 0 NOT NULL,
	`vendors` integer DEFAULT 0 NOT NULL,
	`vendor_logins` integer DEFAULT 0 NOT NULL,
	`vendor_listings` integer DEFAULT 0 NOT NULL,
	`bookings` integer DEFAULT 0 NOT NULL,
	`pets` integer DEFAULT 0 NOT NULL,
	`practice_customers` integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
-- Written only by the triggers below (db/data-versions.ts): one row, one count per table.
INSERT INTO `data_versions` (`id`) VALUES (1);
--> statement-breakpoint
CREATE TRIGGER `data_versions_users_insert` AFTER INSERT ON `users` BEGIN UPDATE `data_versions` SET `users` = `users` + 1 WHERE `id` = 1; END;
--> statement-breakpoint
CREATE TRIGGER `data_versions_users_update` AFTER UPDATE ON `users` BEGIN UPDATE `data_versions` SET `users` = `users` + 1 WHERE `id` = 1; END;
--> statement-breakpoint
CREATE TRIGGER `data_versions_users_delete` AFTER DELETE ON `users` BEGIN UPDATE `data_versions` SET `users` = `users` + 1 WHERE `id` = 1; END;
--> statement-breakpoint
CREATE TRIGGER `data_versions_vendors_insert` AFTER INSERT ON `vendors` BEGIN UPDATE `data_versions` SET `vendors` = `vendors` + 1 WHERE `id` = 1; END;
--> statement-breakpoint
CREATE TRIGGER `data_versions_vendors_update` AFTER UPDATE ON `vendors` BEGIN UPDATE `data_versions` SET `vendors` = `vendors` + 1 WHERE `id` = 1; END;
--> statement-breakpoint
CREATE TRIGGER `data_versions_vendors_delete` AFTER DELETE ON `vendors` BEGIN UPDATE `data_versions` SET `vendors` = `vendors` + 1 WHERE `id` = 1; END;
--> statement-breakpoint
CREATE TRIGGER `data_versions_vendor_logins_insert` AFTER INSERT ON `vendor_logins` BEGIN UPDATE `data_versions` SET `vendor_logins` = `vendor_logins` + 1 WHERE `id` = 1; END;
--> statement-breakpoint
CREATE TRIGGER `data_versions_vendor_logins_update` AFTER UPDATE ON `vendor_logins` BEGIN UPDATE `data_versions` SET `vendor_logins` = `vendor_logins` + 1 WHERE `id` = 1; END;
--> statement-breakpoint
CREATE TRIGGER `data_versions_vendor_logins_delete` AFTER DELETE ON `vendor_logins` BEGIN UPDATE `data_versions` SET `vendor_logins` = `vendor_logins` + 1 WHERE `id` = 1; END;
--> statement-breakpoint
CREATE TRIGGER `data_versions_vendor_listings_insert` AFTER INSERT ON `vendor_listings` BEGIN UPDATE `data_versions` SET `vendor_listings` = `vendor_listings` + 1 WHERE `id` = 1; END;
--> statement-breakpoint
CREATE TRIGGER `data_versions_vendor_listings_update` AFTER UPDATE ON `vendor_listings` BEGIN UPDATE `data_versions` SET `vendor_listings` = `vendor_listings` + 1 WHERE `id` = 1; END;
--> statement-breakpoint
CREATE TRIGGER `data_versions_vendor_listings_delete` AFTER DELETE ON `vendor_listings` BEGIN UPDATE `data_versions` SET `vendor_listings` = `vendor_listings` + 1 WHERE `id` = 1; END;
--> statement-breakpoint
CREATE TRIGGER `data_versions_bookings_insert` AFTER INSERT ON `bookings` BEGIN UPDATE `data_versions` SET `bookings` = `bookings` + 1 WHERE `id` = 1; END;
--> statement-breakpoint
CREATE TRIGGER `data_versions_bookings_update` AFTER UPDATE ON `bookings` BEGIN UPDATE `data_versions` SET `bookings` = `bookings` + 1 WHERE `id` = 1; END;
--> statement-breakpoint
CREATE TRIGGER `data_versions_bookings_delete` AFTER DELETE ON `bookings` BEGIN UPDATE `data_versions` SET `bookings` = `bookings` + 1 WHERE `id` = 1; END;
--> statement-breakpoint
CREATE TRIGGER `data_versions_pets_insert` AFTER INSERT ON `pets` BEGIN UPDATE `data_versions` SET `pets` = `pets` + 1 WHERE `id` = 1; END;
--> statement-breakpoint
CREATE TRIGGER `data_versions_pets_update` AFTER UPDATE ON `pets` BEGIN UPDATE `data_versions` SET `pets` = `pets` + 1 WHERE `id` = 1; END;
--> statement-breakpoint
CREATE TRIGGER `data_versions_pets_delete` AFTER DELETE ON `pets` BEGIN UPDATE `data_versions` SET `pets` = `pets` + 1 WHERE `id` = 1; END;
--> statement-breakpoint
CREATE TRIGGER `data_versions_practice_customers_insert` AFTER INSERT ON `practice_customers` BEGIN UPDATE `data_versions` SET `practice_customers` = `practice_customers` + 1 WHERE `id` = 1; END;
--> statement-breakpoint
CREATE TRIGGER `data_versions_practice_customers_update` AFTER UPDATE ON `practice_customers` BEGIN UPDATE `data_versions` SET `practice_customers` = `practice_customers` + 1 WHERE `id` = 1; END;
--> statement-breakpoint
CREATE TRIGGER `data_versions_practice_customers_delete` AFTER DELETE ON `practice_customers` BEGIN UPDATE `data_versions` SET `practice_customers` = `practice_customers` + 1 WHERE `id` = 1; END;
