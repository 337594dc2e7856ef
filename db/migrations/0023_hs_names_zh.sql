ALTER TABLE `hs_code` ADD `included_text` text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE `hs_code` ADD `name_tw` text;--> statement-breakpoint
ALTER TABLE `hs_code` ADD `name_zh` text;--> statement-breakpoint
ALTER TABLE `hs_code` ADD `search_zh` text DEFAULT '' NOT NULL;--> statement-breakpoint
-- The English index now holds the description twice over: as written (for highlighting) and
-- without what it excludes (for matching), so "excluding fillets" no longer finds fillets.
-- Until the seed rewrites them, existing rows match on their whole description as before.
UPDATE `hs_code` SET `included_text` = `description`;--> statement-breakpoint
DROP TRIGGER `hs_code_fts_insert`;--> statement-breakpoint
DROP TRIGGER `hs_code_fts_delete`;--> statement-breakpoint
DROP TRIGGER `hs_code_fts_update`;--> statement-breakpoint
DROP TABLE `hs_code_fts`;--> statement-breakpoint
CREATE VIRTUAL TABLE `hs_code_fts` USING fts5(`description`, `included_text`, content='hs_code', content_rowid='id', tokenize='porter unicode61 remove_diacritics 2');--> statement-breakpoint
INSERT INTO `hs_code_fts` (`hs_code_fts`) VALUES ('rebuild');--> statement-breakpoint
CREATE TRIGGER `hs_code_fts_insert` AFTER INSERT ON `hs_code` BEGIN
  INSERT INTO `hs_code_fts` (`rowid`, `description`, `included_text`) VALUES (NEW.`id`, NEW.`description`, NEW.`included_text`);
END;--> statement-breakpoint
CREATE TRIGGER `hs_code_fts_delete` AFTER DELETE ON `hs_code` BEGIN
  INSERT INTO `hs_code_fts` (`hs_code_fts`, `rowid`, `description`, `included_text`) VALUES ('delete', OLD.`id`, OLD.`description`, OLD.`included_text`);
END;--> statement-breakpoint
CREATE TRIGGER `hs_code_fts_update` AFTER UPDATE OF `id`, `description`, `included_text` ON `hs_code` BEGIN
  INSERT INTO `hs_code_fts` (`hs_code_fts`, `rowid`, `description`, `included_text`) VALUES ('delete', OLD.`id`, OLD.`description`, OLD.`included_text`);
  INSERT INTO `hs_code_fts` (`rowid`, `description`, `included_text`) VALUES (NEW.`id`, NEW.`description`, NEW.`included_text`);
END;--> statement-breakpoint
-- The Chinese index: `search_zh` already holds the names cut into character pairs
-- (db/schema/hs.ts cjkBigramsOf), so the plain unicode61 tokenizer reads each pair as a word.
CREATE VIRTUAL TABLE `hs_code_zh_fts` USING fts5(`search_zh`, content='hs_code', content_rowid='id', tokenize='unicode61');--> statement-breakpoint
INSERT INTO `hs_code_zh_fts` (`hs_code_zh_fts`) VALUES ('rebuild');--> statement-breakpoint
CREATE TRIGGER `hs_code_zh_fts_insert` AFTER INSERT ON `hs_code` BEGIN
  INSERT INTO `hs_code_zh_fts` (`rowid`, `search_zh`) VALUES (NEW.`id`, NEW.`search_zh`);
END;--> statement-breakpoint
CREATE TRIGGER `hs_code_zh_fts_delete` AFTER DELETE ON `hs_code` BEGIN
  INSERT INTO `hs_code_zh_fts` (`hs_code_zh_fts`, `rowid`, `search_zh`) VALUES ('delete', OLD.`id`, OLD.`search_zh`);
END;--> statement-breakpoint
CREATE TRIGGER `hs_code_zh_fts_update` AFTER UPDATE OF `id`, `search_zh` ON `hs_code` BEGIN
  INSERT INTO `hs_code_zh_fts` (`hs_code_zh_fts`, `rowid`, `search_zh`) VALUES ('delete', OLD.`id`, OLD.`search_zh`);
  INSERT INTO `hs_code_zh_fts` (`rowid`, `search_zh`) VALUES (NEW.`id`, NEW.`search_zh`);
END;
