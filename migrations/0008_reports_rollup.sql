CREATE TABLE `report_days` (
	`vendor_id` integer NOT NULL,
	`listing_id` integer NOT NULL,
	`type` integer NOT NULL,
	`status` integer NOT NULL,
	`created_day` text NOT NULL,
	`slot_day` text NOT NULL,
	`bookings` integer DEFAULT 0 NOT NULL,
	`revenue` integer DEFAULT 0 NOT NULL,
	`refunds` integer DEFAULT 0 NOT NULL,
	`new_customers` integer DEFAULT 0 NOT NULL,
	PRIMARY KEY(`vendor_id`, `created_day`, `slot_day`, `listing_id`, `type`, `status`)
);
--> statement-breakpoint
CREATE INDEX `report_days_vendor_slot` ON `report_days` (`vendor_id`,`slot_day`);--> statement-breakpoint
CREATE INDEX `report_days_created` ON `report_days` (`created_day`);--> statement-breakpoint
CREATE INDEX `report_days_slot` ON `report_days` (`slot_day`);--> statement-breakpoint
CREATE TABLE `report_hours` (
	`vendor_id` integer NOT NULL,
	`created_day` text NOT NULL,
	`slot_day` text NOT NULL,
	`slot_hour` integer NOT NULL,
	`bookings` integer DEFAULT 0 NOT NULL,
	PRIMARY KEY(`vendor_id`, `created_day`, `slot_day`, `slot_hour`)
);
--> statement-breakpoint
CREATE INDEX `report_hours_vendor_slot` ON `report_hours` (`vendor_id`,`slot_day`);--> statement-breakpoint
CREATE INDEX `report_hours_created` ON `report_hours` (`created_day`);--> statement-breakpoint
CREATE INDEX `report_hours_slot` ON `report_hours` (`slot_day`);--> statement-breakpoint
ALTER TABLE `vendors` ADD `suspended_at` text;