ALTER TABLE `bookings` ADD `mails_pending` text;--> statement-breakpoint
CREATE INDEX `bookings_mails_pending` ON `bookings` (`mails_pending`) WHERE mails_pending IS NOT NULL;--> statement-breakpoint
ALTER TABLE `outbox` ADD `message_key` text;--> statement-breakpoint
CREATE UNIQUE INDEX `outbox_message_key_unique` ON `outbox` (`message_key`) WHERE message_key IS NOT NULL;