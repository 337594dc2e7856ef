CREATE TABLE `biz_order_line` (
	`id` text PRIMARY KEY NOT NULL,
	`tenant_code` text NOT NULL,
	`order_id` text NOT NULL,
	`line_no` integer NOT NULL,
	`goods_id` text NOT NULL,
	`quantity` integer NOT NULL,
	`unit_code` text NOT NULL,
	`net_weight` integer NOT NULL,
	`rough_weight` integer NOT NULL,
	`unit_price_cents` integer NOT NULL,
	`total_cents` integer NOT NULL,
	`price_reason` text,
	`remark` text,
	`create_time` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL
);
--> statement-breakpoint
CREATE INDEX `biz_order_line_order` ON `biz_order_line` (`tenant_code`,`order_id`,`line_no`);--> statement-breakpoint
CREATE TABLE `biz_order_step` (
	`id` text PRIMARY KEY NOT NULL,
	`tenant_code` text NOT NULL,
	`order_id` text NOT NULL,
	`step` text NOT NULL,
	`from_status` text,
	`to_status` text NOT NULL,
	`user_id` text NOT NULL,
	`username` text NOT NULL,
	`warehouse_id` text,
	`create_time` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL
);
--> statement-breakpoint
CREATE INDEX `biz_order_step_order` ON `biz_order_step` (`tenant_code`,`order_id`,`create_time`);--> statement-breakpoint
CREATE TABLE `biz_order` (
	`id` text PRIMARY KEY NOT NULL,
	`tenant_code` text NOT NULL,
	`code` text,
	`order_date` text NOT NULL,
	`supplier_id` text NOT NULL,
	`currency` text NOT NULL,
	`receiving_way` text NOT NULL,
	`status` text DEFAULT 'draft' NOT NULL,
	`quantity_sum` integer DEFAULT 0 NOT NULL,
	`total_cents` integer DEFAULT 0 NOT NULL,
	`remark` text,
	`create_by` text,
	`create_time` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	`update_time` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `biz_order_code` ON `biz_order` (`tenant_code`,`code`);--> statement-breakpoint
CREATE INDEX `biz_order_created` ON `biz_order` (`tenant_code`,`create_time`);--> statement-breakpoint
CREATE INDEX `biz_order_supplier` ON `biz_order` (`tenant_code`,`supplier_id`);--> statement-breakpoint
CREATE INDEX `biz_order_date` ON `biz_order` (`tenant_code`,`order_date`);