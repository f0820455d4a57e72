ALTER TABLE `bookings` ADD `mails_pending` text;--> statement-breakpoint
CREATE INDEX `bookings_mails_pending` ON `bookings` (`mails_pending`);--> statement-breakpoint
ALTER TABLE `outbox` ADD `message_key` text;--> statement-breakpoint
CREATE UNIQUE INDEX `outbox_message_key_unique` ON `outbox` (`message_key`);