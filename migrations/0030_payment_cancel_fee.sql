ALTER TABLE `payments` ADD `cancel_fee` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE `payments` ADD `cancel_terms` text;