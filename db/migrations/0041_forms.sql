CREATE TABLE `dev_form_submission` (
	`id` text PRIMARY KEY NOT NULL,
	`tenant_code` text NOT NULL,
	`form_id` text NOT NULL,
	`version` integer NOT NULL,
	`values` text NOT NULL,
	`created_by` text NOT NULL,
	`create_time` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL
);
--> statement-breakpoint
CREATE INDEX `dev_form_submission_form` ON `dev_form_submission` (`tenant_code`,`form_id`,`create_time`);--> statement-breakpoint
CREATE TABLE `dev_form_version` (
	`id` text PRIMARY KEY NOT NULL,
	`tenant_code` text NOT NULL,
	`form_id` text NOT NULL,
	`version` integer NOT NULL,
	`schema` text NOT NULL,
	`created_by` text NOT NULL,
	`create_time` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `dev_form_version_number` ON `dev_form_version` (`tenant_code`,`form_id`,`version`);--> statement-breakpoint
CREATE TABLE `dev_form` (
	`id` text PRIMARY KEY NOT NULL,
	`tenant_code` text NOT NULL,
	`key` text NOT NULL,
	`name` text NOT NULL,
	`description` text DEFAULT '' NOT NULL,
	`create_time` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	`update_time` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `dev_form_key` ON `dev_form` (`tenant_code`,`key`);--> statement-breakpoint
CREATE TRIGGER `dev_form_version_append_only` BEFORE UPDATE ON `dev_form_version` BEGIN SELECT RAISE(ABORT, 'form versions are append-only'); END;