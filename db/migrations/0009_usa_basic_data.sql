CREATE TABLE `sys_file` (
	`id` text PRIMARY KEY NOT NULL,
	`tenant_code` text NOT NULL,
	`original_name` text NOT NULL,
	`content_type` text NOT NULL,
	`size` integer NOT NULL,
	`file_type` text NOT NULL,
	`sha256` text NOT NULL,
	`content` blob NOT NULL,
	`create_by` text,
	`create_time` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL
);
--> statement-breakpoint
CREATE INDEX `sys_file_tenant_created` ON `sys_file` (`tenant_code`,`create_time`);--> statement-breakpoint
CREATE TABLE `us_carrier` (
	`id` text PRIMARY KEY NOT NULL,
	`tenant_code` text NOT NULL,
	`scac` text NOT NULL,
	`name_cn` text,
	`name_en` text NOT NULL,
	`phone` text,
	`carrier_kind` text NOT NULL,
	`company_type` text DEFAULT 'outsourcing' NOT NULL,
	`logistics_line` text,
	`status` text DEFAULT 'enabled' NOT NULL,
	`is_demo` integer DEFAULT false NOT NULL,
	`remark` text,
	`create_time` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	`update_time` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `us_carrier_scac` ON `us_carrier` (`tenant_code`,`scac`);--> statement-breakpoint
CREATE INDEX `us_carrier_created` ON `us_carrier` (`tenant_code`,`create_time`);--> statement-breakpoint
CREATE TABLE `us_customer` (
	`id` text PRIMARY KEY NOT NULL,
	`tenant_code` text NOT NULL,
	`customer_code` text NOT NULL,
	`customer_name` text NOT NULL,
	`contact_name` text,
	`phone` text,
	`email` text,
	`country_code` text NOT NULL,
	`state` text,
	`city` text,
	`address` text,
	`currency` text NOT NULL,
	`payment_term_days` integer DEFAULT 30 NOT NULL,
	`status` text DEFAULT 'active' NOT NULL,
	`is_demo` integer DEFAULT false NOT NULL,
	`remark` text,
	`create_time` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	`update_time` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `us_customer_code` ON `us_customer` (`tenant_code`,`customer_code`);--> statement-breakpoint
CREATE INDEX `us_customer_created` ON `us_customer` (`tenant_code`,`create_time`);--> statement-breakpoint
CREATE TABLE `us_party` (
	`id` text PRIMARY KEY NOT NULL,
	`tenant_code` text NOT NULL,
	`party_role` text NOT NULL,
	`residency` text NOT NULL,
	`name` text NOT NULL,
	`code` text NOT NULL,
	`tax_no` text,
	`ior_number` text,
	`bond_type` text DEFAULT 'none' NOT NULL,
	`legal_representative` text,
	`authorized_representative` text,
	`id_number` text,
	`passport_number` text,
	`registration_place` text,
	`country_code` text NOT NULL,
	`address` text,
	`customer_id` text,
	`business_licence_file` text,
	`irs_letter_file` text,
	`is_demo` integer DEFAULT false NOT NULL,
	`remark` text,
	`create_time` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	`update_time` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `us_party_code` ON `us_party` (`tenant_code`,`code`);--> statement-breakpoint
CREATE INDEX `us_party_created` ON `us_party` (`tenant_code`,`create_time`);--> statement-breakpoint
CREATE TABLE `us_port` (
	`id` text PRIMARY KEY NOT NULL,
	`tenant_code` text NOT NULL,
	`port_type` text NOT NULL,
	`schedule_d` text,
	`un_locode` text,
	`name_en` text NOT NULL,
	`name_cn` text,
	`country_code` text NOT NULL,
	`state` text,
	`airline` text,
	`status` text DEFAULT 'enabled' NOT NULL,
	`remark` text,
	`create_time` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	`update_time` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL
);
--> statement-breakpoint
CREATE INDEX `us_port_created` ON `us_port` (`tenant_code`,`create_time`);--> statement-breakpoint
CREATE INDEX `us_port_schedule_d` ON `us_port` (`tenant_code`,`schedule_d`);--> statement-breakpoint
CREATE INDEX `us_port_locode` ON `us_port` (`tenant_code`,`un_locode`);--> statement-breakpoint
CREATE TABLE `us_power_of_attorney` (
	`id` text PRIMARY KEY NOT NULL,
	`tenant_code` text NOT NULL,
	`party_id` text NOT NULL,
	`poa_type` text NOT NULL,
	`grantor_name` text NOT NULL,
	`grantor_title` text,
	`grantee_name` text NOT NULL,
	`executed_date` text NOT NULL,
	`expiry_date` text,
	`document_file` text,
	`remark` text,
	`create_time` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	`update_time` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL
);
--> statement-breakpoint
CREATE INDEX `us_poa_party` ON `us_power_of_attorney` (`tenant_code`,`party_id`);--> statement-breakpoint
CREATE INDEX `us_poa_expiry` ON `us_power_of_attorney` (`tenant_code`,`expiry_date`);