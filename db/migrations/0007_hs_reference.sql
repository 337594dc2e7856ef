CREATE TABLE `hs_code` (
	`id` integer PRIMARY KEY NOT NULL,
	`code` text NOT NULL,
	`level` integer NOT NULL,
	`parent` text,
	`chapter` text NOT NULL,
	`section` text NOT NULL,
	`description` text NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `hs_code_code_unique` ON `hs_code` (`code`);--> statement-breakpoint
CREATE INDEX `hs_code_parent` ON `hs_code` (`parent`);--> statement-breakpoint
CREATE INDEX `hs_code_section_level` ON `hs_code` (`section`,`level`);--> statement-breakpoint
CREATE TABLE `hs_section` (
	`section` text PRIMARY KEY NOT NULL,
	`section_no` integer NOT NULL,
	`name` text NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `hs_section_sectionNo_unique` ON `hs_section` (`section_no`);--> statement-breakpoint
CREATE TABLE `us_hts_line` (
	`hts_code` text PRIMARY KEY NOT NULL,
	`digits` text NOT NULL,
	`chapter` text NOT NULL,
	`level` integer NOT NULL,
	`indent` integer NOT NULL,
	`description` text NOT NULL,
	`full_description` text NOT NULL,
	`unit` text,
	`general_rate` text NOT NULL,
	`special_rate` text,
	`column2_rate` text NOT NULL,
	`rate_source` text NOT NULL
);
--> statement-breakpoint
CREATE INDEX `us_hts_line_digits` ON `us_hts_line` (`digits`);--> statement-breakpoint
-- Full-text index over the HS descriptions. porter stems plurals (shirts, shrimps); unicode61
-- splits "T-shirts" into t + shirts. External content (the text is not stored twice), kept in
-- step with hs_code by the triggers below, so every write to hs_code updates it, not only the seed.
CREATE VIRTUAL TABLE `hs_code_fts` USING fts5(`description`, content='hs_code', content_rowid='id', tokenize='porter unicode61 remove_diacritics 2');--> statement-breakpoint
CREATE TRIGGER `hs_code_fts_insert` AFTER INSERT ON `hs_code` BEGIN
  INSERT INTO `hs_code_fts` (`rowid`, `description`) VALUES (NEW.`id`, NEW.`description`);
END;--> statement-breakpoint
CREATE TRIGGER `hs_code_fts_delete` AFTER DELETE ON `hs_code` BEGIN
  INSERT INTO `hs_code_fts` (`hs_code_fts`, `rowid`, `description`) VALUES ('delete', OLD.`id`, OLD.`description`);
END;--> statement-breakpoint
CREATE TRIGGER `hs_code_fts_update` AFTER UPDATE OF `id`, `description` ON `hs_code` BEGIN
  INSERT INTO `hs_code_fts` (`hs_code_fts`, `rowid`, `description`) VALUES ('delete', OLD.`id`, OLD.`description`);
  INSERT INTO `hs_code_fts` (`rowid`, `description`) VALUES (NEW.`id`, NEW.`description`);
END;
