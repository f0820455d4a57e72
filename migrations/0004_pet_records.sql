ALTER TABLE `pets` ADD `share_token` text;--> statement-breakpoint
CREATE UNIQUE INDEX `pets_share_token_unique` ON `pets` (`share_token`);--> statement-breakpoint
CREATE INDEX `phr_pet_category` ON `phr` (`pet_id`,`category`,`created_at`);