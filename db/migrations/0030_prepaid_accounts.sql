CREATE TABLE `ledger_entries` (
	`id` text PRIMARY KEY NOT NULL,
	`tenant_code` text NOT NULL,
	`account_id` text NOT NULL,
	`seq` integer NOT NULL,
	`kind` text NOT NULL,
	`amount_minor` integer NOT NULL,
	`balance_after_minor` integer NOT NULL,
	`source_type` text NOT NULL,
	`source_id` text NOT NULL,
	`idempotency_key` text NOT NULL,
	`reason` text,
	`create_by` text NOT NULL,
	`create_by_name` text NOT NULL,
	`create_time` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	CONSTRAINT "ledger_entries_balance_not_negative" CHECK("ledger_entries"."balance_after_minor" >= 0)
);
--> statement-breakpoint
CREATE UNIQUE INDEX `ledger_entries_seq` ON `ledger_entries` (`account_id`,`seq`);--> statement-breakpoint
CREATE UNIQUE INDEX `ledger_entries_idempotency` ON `ledger_entries` (`idempotency_key`);--> statement-breakpoint
CREATE INDEX `ledger_entries_account_time` ON `ledger_entries` (`tenant_code`,`account_id`,`create_time`);--> statement-breakpoint
CREATE TABLE `prepaid_accounts` (
	`id` text PRIMARY KEY NOT NULL,
	`tenant_code` text NOT NULL,
	`owner_kind` text NOT NULL,
	`owner_id` text NOT NULL,
	`currency` text NOT NULL,
	`create_time` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `prepaid_accounts_owner` ON `prepaid_accounts` (`tenant_code`,`owner_kind`,`owner_id`,`currency`);--> statement-breakpoint
CREATE TABLE `prepaid_request_steps` (
	`id` text PRIMARY KEY NOT NULL,
	`tenant_code` text NOT NULL,
	`request_kind` text NOT NULL,
	`request_id` text NOT NULL,
	`to_status` text NOT NULL,
	`note` text,
	`user_id` text NOT NULL,
	`username` text NOT NULL,
	`create_time` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL
);
--> statement-breakpoint
CREATE INDEX `prepaid_request_steps_request` ON `prepaid_request_steps` (`tenant_code`,`request_kind`,`request_id`);--> statement-breakpoint
CREATE TABLE `receiving_banks` (
	`id` text PRIMARY KEY NOT NULL,
	`tenant_code` text NOT NULL,
	`bank_name` text NOT NULL,
	`account_name` text NOT NULL,
	`account_number` text NOT NULL,
	`swift_code` text,
	`currency` text NOT NULL,
	`branch` text,
	`status` text DEFAULT 'enabled' NOT NULL,
	`remark` text,
	`create_time` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	`update_time` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `receiving_banks_number` ON `receiving_banks` (`tenant_code`,`account_number`,`currency`);--> statement-breakpoint
CREATE TABLE `recharge_requests` (
	`id` text PRIMARY KEY NOT NULL,
	`tenant_code` text NOT NULL,
	`member_id` text NOT NULL,
	`member_name` text NOT NULL,
	`amount_minor` integer NOT NULL,
	`currency` text NOT NULL,
	`receiving_bank_id` text NOT NULL,
	`transfer_reference` text NOT NULL,
	`proof_file` text NOT NULL,
	`status` text DEFAULT 'requested' NOT NULL,
	`reject_reason` text,
	`ledger_entry_id` text,
	`create_time` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	`update_time` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL
);
--> statement-breakpoint
CREATE INDEX `recharge_requests_member` ON `recharge_requests` (`tenant_code`,`member_id`,`create_time`);--> statement-breakpoint
CREATE INDEX `recharge_requests_created` ON `recharge_requests` (`tenant_code`,`create_time`);--> statement-breakpoint
CREATE TABLE `refund_requests` (
	`id` text PRIMARY KEY NOT NULL,
	`tenant_code` text NOT NULL,
	`member_id` text NOT NULL,
	`member_name` text NOT NULL,
	`amount_minor` integer NOT NULL,
	`currency` text NOT NULL,
	`bank_account_id` text NOT NULL,
	`bank_account_text` text NOT NULL,
	`status` text DEFAULT 'requested' NOT NULL,
	`reject_reason` text,
	`transfer_reference` text,
	`ledger_entry_id` text,
	`create_time` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	`update_time` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL
);
--> statement-breakpoint
CREATE INDEX `refund_requests_member` ON `refund_requests` (`tenant_code`,`member_id`,`create_time`);--> statement-breakpoint
CREATE INDEX `refund_requests_created` ON `refund_requests` (`tenant_code`,`create_time`);--> statement-breakpoint
-- The ledger is append-only: a correction is a new entry, never an edit.
CREATE TRIGGER `ledger_entries_no_update` BEFORE UPDATE ON `ledger_entries`
BEGIN
  SELECT RAISE(ABORT, 'ledger entries are append-only');
END;--> statement-breakpoint
CREATE TRIGGER `ledger_entries_no_delete` BEFORE DELETE ON `ledger_entries`
BEGIN
  SELECT RAISE(ABORT, 'ledger entries are append-only');
END;
