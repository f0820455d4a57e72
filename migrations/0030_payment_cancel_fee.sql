ALTER TABLE `payments` ADD `cancel_fee` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE `payments` ADD `cancel_terms` text;--> statement-breakpoint
ALTER TABLE `report_days` ADD `fees` integer DEFAULT 0 NOT NULL;