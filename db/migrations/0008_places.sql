CREATE TABLE `country` (
	`alpha2` text PRIMARY KEY NOT NULL,
	`alpha3` text NOT NULL,
	`numeric` text NOT NULL,
	`name_en` text NOT NULL,
	`name_en_short` text NOT NULL,
	`name_zh` text NOT NULL,
	`search_name` text NOT NULL,
	`currency_codes` text NOT NULL,
	`dial_codes` text NOT NULL,
	`tld` text,
	`capital` text,
	`continent` text,
	`region` text,
	`sub_region` text,
	`independence` text
);
--> statement-breakpoint
CREATE UNIQUE INDEX `country_alpha3_unique` ON `country` (`alpha3`);--> statement-breakpoint
CREATE UNIQUE INDEX `country_numeric_unique` ON `country` (`numeric`);--> statement-breakpoint
CREATE TABLE `currency` (
	`code` text PRIMARY KEY NOT NULL,
	`numeric` text NOT NULL,
	`name` text NOT NULL,
	`minor_unit` integer,
	`entities` text NOT NULL,
	`search_text` text NOT NULL
);
--> statement-breakpoint
CREATE TABLE `location` (
	`id` integer PRIMARY KEY NOT NULL,
	`locode` text NOT NULL,
	`country` text NOT NULL,
	`name` text NOT NULL,
	`name_ascii` text NOT NULL,
	`search_name` text NOT NULL,
	`subdivision` text,
	`function` text NOT NULL,
	`function_bits` integer NOT NULL,
	`function_count` integer NOT NULL,
	`status` text,
	`iata` text
);
--> statement-breakpoint
CREATE UNIQUE INDEX `location_locode_unique` ON `location` (`locode`);--> statement-breakpoint
-- The look-up's index over the place names and codes. search_name is already folded (lower case,
-- no accents, words split by single spaces), so search_name : "long beach"* finds Long Beach;
-- locode : "usl"* finds the codes starting USL. prefix='2 3' keeps short prefixes quick.
-- External content, so the text is not stored twice. No triggers keep it in step, unlike
-- hs_code_fts: an insert trigger would cost the 106k-row seed over a second, and the seed, the
-- only writer of location, ends with the index's 'rebuild' (seeds/places.ts).
CREATE VIRTUAL TABLE `location_fts` USING fts5(`search_name`, `locode`, content='location', content_rowid='id', tokenize='unicode61', prefix='2 3');
