-- People's names searched by any word's start, accents and case aside ("lucia" finds "Lucía"): an FTS5 index over users' names, kept by triggers.
CREATE VIRTUAL TABLE `users_names` USING fts5(first_name, last_name, content='users', content_rowid='id', tokenize='unicode61 remove_diacritics 2', prefix='1 2 3');--> statement-breakpoint
INSERT INTO `users_names`(`users_names`) VALUES ('rebuild');--> statement-breakpoint
CREATE TRIGGER `users_names_insert` AFTER INSERT ON `users` BEGIN
  INSERT INTO `users_names`(rowid, first_name, last_name) VALUES (new.id, new.first_name, new.last_name);
END;--> statement-breakpoint
CREATE TRIGGER `users_names_delete` AFTER DELETE ON `users` BEGIN
  INSERT INTO `users_names`(`users_names`, rowid, first_name, last_name) VALUES ('delete', old.id, old.first_name, old.last_name);
END;--> statement-breakpoint
CREATE TRIGGER `users_names_update` AFTER UPDATE OF first_name, last_name ON `users` BEGIN
  INSERT INTO `users_names`(`users_names`, rowid, first_name, last_name) VALUES ('delete', old.id, old.first_name, old.last_name);
  INSERT INTO `users_names`(rowid, first_name, last_name) VALUES (new.id, new.first_name, new.last_name);
END;
