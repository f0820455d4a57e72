ALTER TABLE `pet_exams` ADD `error_reason` text;--> statement-breakpoint
ALTER TABLE `pet_exams` ADD `error_at` text;--> statement-breakpoint
ALTER TABLE `pet_exams` ADD `error_by_login_id` integer;