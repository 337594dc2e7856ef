CREATE TABLE `biz_supplier_address` (
	`id` text PRIMARY KEY NOT NULL,
	`tenant_code` text NOT NULL,
	`supplier_id` text NOT NULL,
	`address_type` text NOT NULL,
	`contact_person` text NOT NULL,
	`contact_phone` text NOT NULL,
	`province_code` text NOT NULL,
	`city_code` text NOT NULL,
	`address_details` text NOT NULL,
	`remark` text,
	`is_default` integer DEFAULT false NOT NULL,
	`create_time` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	`update_time` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL
);
--> statement-breakpoint
CREATE INDEX `biz_supplier_address_supplier` ON `biz_supplier_address` (`tenant_code`,`supplier_id`);--> statement-breakpoint
CREATE TABLE `biz_supplier_bank_account` (
	`id` text PRIMARY KEY NOT NULL,
	`tenant_code` text NOT NULL,
	`supplier_id` text NOT NULL,
	`bank_account_name` text NOT NULL,
	`bank_account` text NOT NULL,
	`swift_code` text,
	`bank_name` text NOT NULL,
	`currency` text NOT NULL,
	`bank_address` text,
	`remark` text,
	`is_default` integer DEFAULT false NOT NULL,
	`create_time` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	`update_time` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL
);
--> statement-breakpoint
CREATE INDEX `biz_supplier_bank_account_supplier` ON `biz_supplier_bank_account` (`tenant_code`,`supplier_id`);--> statement-breakpoint
CREATE TABLE `biz_supplier` (
	`id` text PRIMARY KEY NOT NULL,
	`tenant_code` text NOT NULL,
	`code` text NOT NULL,
	`name` text NOT NULL,
	`short_name` text,
	`province_code` text NOT NULL,
	`city_code` text NOT NULL,
	`address` text NOT NULL,
	`contact_person` text,
	`contact_phone` text,
	`bank_name` text,
	`bank_account` text,
	`currency` text NOT NULL,
	`star_level` text NOT NULL,
	`uscc` text NOT NULL,
	`attachment_file` text,
	`status` text DEFAULT 'enabled' NOT NULL,
	`remark` text,
	`create_time` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	`update_time` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `biz_supplier_code` ON `biz_supplier` (`tenant_code`,`code`);--> statement-breakpoint
CREATE INDEX `biz_supplier_created` ON `biz_supplier` (`tenant_code`,`create_time`);