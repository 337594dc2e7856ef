CREATE TABLE `dev_generator_template` (
	`id` text PRIMARY KEY NOT NULL,
	`tenant_code` text NOT NULL,
	`template_set` text NOT NULL,
	`item` text NOT NULL,
	`version` integer NOT NULL,
	`content` text NOT NULL,
	`reason` text NOT NULL,
	`restored_from` integer,
	`created_by` text NOT NULL,
	`create_time` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `dev_generator_template_version` ON `dev_generator_template` (`tenant_code`,`template_set`,`item`,`version`);--> statement-breakpoint
CREATE TRIGGER `dev_generator_template_append_only` BEFORE UPDATE ON `dev_generator_template` BEGIN SELECT RAISE(ABORT, 'template versions are append-only'); END;
