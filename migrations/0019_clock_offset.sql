CREATE TABLE `clock_offset` (
	`id` integer PRIMARY KEY NOT NULL,
	`offset_ms` integer DEFAULT 0 NOT NULL,
	`start` text
);
--> statement-breakpoint
-- One row: the product clock's offset from the machine's (src/features/clock), zero until moved.
INSERT INTO `clock_offset` (`id`) VALUES (1);
