CREATE TABLE `us_container` (
	`id` text PRIMARY KEY NOT NULL,
	`tenant_code` text NOT NULL,
	`shipment_id` text NOT NULL,
	`container_number` text NOT NULL,
	`size_type` text NOT NULL,
	`seal_number` text,
	`gross_weight_kg` integer NOT NULL,
	`packages` integer NOT NULL,
	`create_time` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	`update_time` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `us_container_number` ON `us_container` (`tenant_code`,`shipment_id`,`container_number`);--> statement-breakpoint
CREATE INDEX `us_container_by_number` ON `us_container` (`tenant_code`,`container_number`);--> statement-breakpoint
CREATE TABLE `us_cost_line` (
	`id` text PRIMARY KEY NOT NULL,
	`tenant_code` text NOT NULL,
	`shipment_id` text NOT NULL,
	`cost_name` text NOT NULL,
	`unit_price_cents` integer NOT NULL,
	`quantity` real NOT NULL,
	`currency` text NOT NULL,
	`exchange_rate` text NOT NULL,
	`rate_date` text NOT NULL,
	`settlement_object` text NOT NULL,
	`create_time` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	`update_time` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL
);
--> statement-breakpoint
CREATE INDEX `us_cost_line_shipment` ON `us_cost_line` (`tenant_code`,`shipment_id`,`create_time`);--> statement-breakpoint
CREATE TABLE `us_fx_rate` (
	`id` text PRIMARY KEY NOT NULL,
	`tenant_code` text NOT NULL,
	`currency` text NOT NULL,
	`usd_per_unit` text NOT NULL,
	`rate_date` text NOT NULL,
	`source` text NOT NULL,
	`create_time` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `us_fx_rate_day` ON `us_fx_rate` (`tenant_code`,`currency`,`rate_date`);--> statement-breakpoint
CREATE TABLE `us_milestone` (
	`id` text PRIMARY KEY NOT NULL,
	`tenant_code` text NOT NULL,
	`shipment_id` text NOT NULL,
	`container_id` text,
	`milestone` text NOT NULL,
	`at` text NOT NULL,
	`note` text,
	`create_by` text,
	`create_time` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `us_milestone_of_container` ON `us_milestone` (`tenant_code`,`shipment_id`,`container_id`,`milestone`);--> statement-breakpoint
CREATE UNIQUE INDEX `us_milestone_of_shipment` ON `us_milestone` (`tenant_code`,`shipment_id`,`milestone`) WHERE container_id is null;--> statement-breakpoint
CREATE TABLE `us_shipment_hts_line` (
	`id` text PRIMARY KEY NOT NULL,
	`tenant_code` text NOT NULL,
	`shipment_id` text NOT NULL,
	`line_no` integer NOT NULL,
	`hts_code` text NOT NULL,
	`description` text NOT NULL,
	`origin_country` text NOT NULL,
	`quantity` real NOT NULL,
	`unit` text NOT NULL,
	`value_cents` integer NOT NULL,
	`ad_valorem` text NOT NULL,
	`additional` text,
	`remark` text,
	`create_time` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	`update_time` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `us_shipment_hts_line_no` ON `us_shipment_hts_line` (`tenant_code`,`shipment_id`,`line_no`);--> statement-breakpoint
CREATE TABLE `us_shipment` (
	`id` text PRIMARY KEY NOT NULL,
	`tenant_code` text NOT NULL,
	`file_no` text,
	`customer_id` text,
	`importer_id` text NOT NULL,
	`shipper_id` text,
	`transport_mode` text NOT NULL,
	`carrier_id` text,
	`mbl` text,
	`hbl` text,
	`vessel_name` text,
	`voyage` text,
	`port_of_lading_id` text,
	`port_of_unlading_id` text,
	`laden_on_board` text,
	`eta` text,
	`entry_number` text,
	`entry_type` text NOT NULL,
	`fda_status` text DEFAULT 'none' NOT NULL,
	`epa_status` text DEFAULT 'none' NOT NULL,
	`detention_free_days` integer NOT NULL,
	`demurrage_per_day_cents` integer NOT NULL,
	`detention_per_day_cents` integer NOT NULL,
	`remark` text,
	`create_time` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	`update_time` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `us_shipment_file_no` ON `us_shipment` (`tenant_code`,`file_no`);--> statement-breakpoint
CREATE INDEX `us_shipment_created` ON `us_shipment` (`tenant_code`,`create_time`);--> statement-breakpoint
CREATE INDEX `us_shipment_importer` ON `us_shipment` (`tenant_code`,`importer_id`);--> statement-breakpoint
CREATE INDEX `us_shipment_eta` ON `us_shipment` (`tenant_code`,`eta`);