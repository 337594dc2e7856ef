CREATE TABLE `bill_lines` (
	`id` text PRIMARY KEY NOT NULL,
	`tenant_code` text NOT NULL,
	`bill_id` text NOT NULL,
	`source_type` text NOT NULL,
	`source_id` text NOT NULL,
	`source_code` text NOT NULL,
	`description` text NOT NULL,
	`service_date` text NOT NULL,
	`amount_minor` integer NOT NULL,
	`create_time` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `bill_lines_source` ON `bill_lines` (`tenant_code`,`source_type`,`source_id`);--> statement-breakpoint
CREATE INDEX `bill_lines_bill` ON `bill_lines` (`tenant_code`,`bill_id`);--> statement-breakpoint
CREATE TABLE `bill_settlements` (
	`id` text PRIMARY KEY NOT NULL,
	`tenant_code` text NOT NULL,
	`bill_id` text NOT NULL,
	`settlement_no` integer NOT NULL,
	`way` text NOT NULL,
	`amount_minor` integer NOT NULL,
	`ledger_entry_id` text,
	`balance_after_minor` integer,
	`transfer_reference` text,
	`transfer_date` text,
	`create_by` text NOT NULL,
	`create_by_name` text NOT NULL,
	`create_time` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `bill_settlements_no` ON `bill_settlements` (`bill_id`,`settlement_no`);--> statement-breakpoint
CREATE TABLE `bills` (
	`id` text PRIMARY KEY NOT NULL,
	`tenant_code` text NOT NULL,
	`code` text,
	`member_id` text NOT NULL,
	`member_name` text NOT NULL,
	`currency` text NOT NULL,
	`month` text NOT NULL,
	`status` text DEFAULT 'draft' NOT NULL,
	`total_minor` integer DEFAULT 0 NOT NULL,
	`paid_minor` integer DEFAULT 0 NOT NULL,
	`issue_time` integer,
	`due_date` text,
	`settled_time` integer,
	`create_time` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	`update_time` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `bills_code` ON `bills` (`tenant_code`,`code`);--> statement-breakpoint
CREATE INDEX `bills_member` ON `bills` (`tenant_code`,`member_id`,`month`);--> statement-breakpoint
CREATE INDEX `bills_created` ON `bills` (`tenant_code`,`create_time`);--> statement-breakpoint
-- An issued bill is fixed: its lines are neither changed, removed nor added to, and settlements are kept.
CREATE TRIGGER `bill_lines_fixed_update` BEFORE UPDATE ON `bill_lines`
WHEN (SELECT `status` FROM `bills` WHERE `id` = OLD.`bill_id`) <> 'draft'
BEGIN
  SELECT RAISE(ABORT, 'an issued bill is fixed');
END;--> statement-breakpoint
CREATE TRIGGER `bill_lines_fixed_delete` BEFORE DELETE ON `bill_lines`
WHEN (SELECT `status` FROM `bills` WHERE `id` = OLD.`bill_id`) <> 'draft'
BEGIN
  SELECT RAISE(ABORT, 'an issued bill is fixed');
END;--> statement-breakpoint
CREATE TRIGGER `bill_lines_fixed_insert` BEFORE INSERT ON `bill_lines`
WHEN (SELECT `status` FROM `bills` WHERE `id` = NEW.`bill_id`) <> 'draft'
BEGIN
  SELECT RAISE(ABORT, 'an issued bill is fixed');
END;--> statement-breakpoint
CREATE TRIGGER `bill_settlements_no_update` BEFORE UPDATE ON `bill_settlements`
BEGIN
  SELECT RAISE(ABORT, 'settlements are kept as made');
END;--> statement-breakpoint
CREATE TRIGGER `bill_settlements_no_delete` BEFORE DELETE ON `bill_settlements`
BEGIN
  SELECT RAISE(ABORT, 'settlements are kept as made');
END;
