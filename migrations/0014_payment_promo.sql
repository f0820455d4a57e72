ALTER TABLE `payments` ADD `promo_code` text;--> statement-breakpoint
ALTER TABLE `payments` ADD `discount` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX `payments_promo_once` ON `payments` (`user_id`,`promo_code`) WHERE promo_code IS NOT NULL AND status IN ('pending', 'succeeded');