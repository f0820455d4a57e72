-- Every write to a booking raises its listing's availability_version in the same transaction,
-- whoever makes it (any process, the app or a script): each process's free-slots cache keys by it.
CREATE TRIGGER `bookings_availability_insert` AFTER INSERT ON `bookings` BEGIN
  UPDATE `vendor_listings` SET `availability_version` = `availability_version` + 1 WHERE `id` = NEW.`vendor_listing_id`;
END;--> statement-breakpoint
CREATE TRIGGER `bookings_availability_update` AFTER UPDATE OF `slot`, `slot_end`, `status`, `hold_expires_at`, `vendor_listing_id` ON `bookings` BEGIN
  UPDATE `vendor_listings` SET `availability_version` = `availability_version` + 1 WHERE `id` IN (OLD.`vendor_listing_id`, NEW.`vendor_listing_id`);
END;--> statement-breakpoint
CREATE TRIGGER `bookings_availability_delete` AFTER DELETE ON `bookings` BEGIN
  UPDATE `vendor_listings` SET `availability_version` = `availability_version` + 1 WHERE `id` = OLD.`vendor_listing_id`;
END;
