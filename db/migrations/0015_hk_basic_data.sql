CREATE TABLE `hk_address` (
	`id` text PRIMARY KEY NOT NULL,
	`tenant_code` text NOT NULL,
	`address_name` text NOT NULL,
	`kind` text NOT NULL,
	`district` text,
	`division_code` text,
	`division_name` text,
	`address_line1` text NOT NULL,
	`address_line2` text,
	`postal_code` text,
	`contact_person` text,
	`phone` text,
	`is_demo` integer DEFAULT false NOT NULL,
	`remark` text,
	`create_time` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	`update_time` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL
);
--> statement-breakpoint
CREATE INDEX `hk_address_created` ON `hk_address` (`tenant_code`,`create_time`);--> statement-breakpoint
CREATE INDEX `hk_address_kind` ON `hk_address` (`tenant_code`,`kind`);--> statement-breakpoint
CREATE TABLE `hk_cargo` (
	`id` text PRIMARY KEY NOT NULL,
	`tenant_code` text NOT NULL,
	`description` text NOT NULL,
	`hkhs_code` text NOT NULL,
	`unit` text NOT NULL,
	`unit_value_cents` integer,
	`currency` text NOT NULL,
	`origin_country` text NOT NULL,
	`package_type` text NOT NULL,
	`remark` text,
	`create_time` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	`update_time` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL
);
--> statement-breakpoint
CREATE INDEX `hk_cargo_created` ON `hk_cargo` (`tenant_code`,`create_time`);--> statement-breakpoint
CREATE INDEX `hk_cargo_code` ON `hk_cargo` (`tenant_code`,`hkhs_code`);--> statement-breakpoint
CREATE TABLE `hk_customer` (
	`id` text PRIMARY KEY NOT NULL,
	`tenant_code` text NOT NULL,
	`name_en` text NOT NULL,
	`name_zh` text,
	`kind` text NOT NULL,
	`country_code` text NOT NULL,
	`br_number` text,
	`uscc` text,
	`contact_person` text,
	`phone` text,
	`email` text,
	`default_address_id` text,
	`is_demo` integer DEFAULT false NOT NULL,
	`remark` text,
	`create_time` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	`update_time` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL
);
--> statement-breakpoint
CREATE INDEX `hk_customer_created` ON `hk_customer` (`tenant_code`,`create_time`);--> statement-breakpoint
CREATE INDEX `hk_customer_address` ON `hk_customer` (`tenant_code`,`default_address_id`);--> statement-breakpoint
CREATE TABLE `hk_declaring_unit` (
	`id` text PRIMARY KEY NOT NULL,
	`tenant_code` text NOT NULL,
	`company_name_en` text NOT NULL,
	`company_name_zh` text,
	`br_number` text NOT NULL,
	`address` text NOT NULL,
	`contact_person` text,
	`phone` text,
	`email` text,
	`is_default` integer DEFAULT false NOT NULL,
	`is_demo` integer DEFAULT false NOT NULL,
	`remark` text,
	`create_time` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	`update_time` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `hk_declaring_unit_br` ON `hk_declaring_unit` (`tenant_code`,`br_number`);--> statement-breakpoint
CREATE INDEX `hk_declaring_unit_created` ON `hk_declaring_unit` (`tenant_code`,`create_time`);