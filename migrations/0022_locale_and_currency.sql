ALTER TABLE `users` ADD `language` text;--> statement-breakpoint
ALTER TABLE `users` ADD `units` text;--> statement-breakpoint
ALTER TABLE `vendor_logins` ADD `language` text;--> statement-breakpoint
ALTER TABLE `vendor_logins` ADD `units` text;--> statement-breakpoint
ALTER TABLE `vendors` ADD `country` text DEFAULT 'US' NOT NULL;--> statement-breakpoint
ALTER TABLE `vendors` ADD `currency` text DEFAULT 'USD' NOT NULL;--> statement-breakpoint
ALTER TABLE `vendors` ADD `locale` text DEFAULT 'en-US' NOT NULL;--> statement-breakpoint
ALTER TABLE `vendors` ADD `units` text DEFAULT 'us' NOT NULL;