CREATE TABLE `customs_hs_note` (
	`id` text PRIMARY KEY NOT NULL,
	`tenant_code` text NOT NULL,
	`market` text NOT NULL,
	`code` text NOT NULL,
	`note` text NOT NULL,
	`create_by` text,
	`create_time` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	`update_time` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `customs_hs_note_code` ON `customs_hs_note` (`tenant_code`,`market`,`code`);--> statement-breakpoint
CREATE TABLE `customs_hs_line` (
	`id` text PRIMARY KEY NOT NULL,
	`market` text NOT NULL,
	`code` text NOT NULL,
	`hs6` text NOT NULL,
	`description` text NOT NULL,
	`unit1` text,
	`unit2` text,
	`general_rate` text,
	`special_rate` text,
	`column2_rate` text,
	`vat_rate` text,
	`supervision` text,
	`inspection` text,
	`elements` text,
	`source` text NOT NULL,
	`effective_date` text NOT NULL,
	`is_demo` integer DEFAULT false NOT NULL,
	`create_time` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	`update_time` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `customs_hs_line_version` ON `customs_hs_line` (`market`,`code`,`effective_date`);--> statement-breakpoint
CREATE INDEX `customs_hs_line_hs6` ON `customs_hs_line` (`hs6`,`market`);--> statement-breakpoint
CREATE INDEX `customs_hs_line_code` ON `customs_hs_line` (`code`);--> statement-breakpoint
CREATE TABLE `customs_declaration_line` (
	`id` text PRIMARY KEY NOT NULL,
	`tenant_code` text NOT NULL,
	`declaration_id` text NOT NULL,
	`line_no` integer NOT NULL,
	`goods_id` text,
	`cn_code` text NOT NULL,
	`name` text NOT NULL,
	`elements` text,
	`quantity_milli` integer NOT NULL,
	`unit` text NOT NULL,
	`second_quantity_milli` integer,
	`second_unit` text,
	`unit_price_cents` integer NOT NULL,
	`total_cents` integer NOT NULL,
	`origin_country` text NOT NULL,
	`destination_country` text NOT NULL,
	`create_time` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	`update_time` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `customs_declaration_line_no` ON `customs_declaration_line` (`tenant_code`,`declaration_id`,`line_no`);--> statement-breakpoint
CREATE TABLE `customs_declaration` (
	`id` text PRIMARY KEY NOT NULL,
	`tenant_code` text NOT NULL,
	`declaration_no` text,
	`entry_no` text,
	`direction` text NOT NULL,
	`customs_office` text NOT NULL,
	`trade_mode` text NOT NULL,
	`transport_mode` text NOT NULL,
	`trader_name` text NOT NULL,
	`trader_uscc` text NOT NULL,
	`port_code` text NOT NULL,
	`trade_country` text NOT NULL,
	`conveyance` text,
	`bill_no` text,
	`currency` text NOT NULL,
	`invoice_total_cents` integer NOT NULL,
	`packages` integer NOT NULL,
	`gross_weight_milli` integer NOT NULL,
	`net_weight_milli` integer NOT NULL,
	`status` text DEFAULT 'draft' NOT NULL,
	`submitted_at` integer,
	`submitted_by` text,
	`decided_at` integer,
	`reject_reason` text,
	`remark` text,
	`create_by` text,
	`create_time` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	`update_time` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `customs_declaration_no` ON `customs_declaration` (`tenant_code`,`declaration_no`);--> statement-breakpoint
CREATE UNIQUE INDEX `customs_declaration_entry` ON `customs_declaration` (`entry_no`);--> statement-breakpoint
CREATE INDEX `customs_declaration_created` ON `customs_declaration` (`tenant_code`,`create_time`);--> statement-breakpoint
CREATE INDEX `customs_declaration_status` ON `customs_declaration` (`tenant_code`,`status`);