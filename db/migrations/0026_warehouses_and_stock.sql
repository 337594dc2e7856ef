CREATE TABLE `biz_stock_movement` (
	`id` text PRIMARY KEY NOT NULL,
	`tenant_code` text NOT NULL,
	`warehouse_id` text NOT NULL,
	`goods_id` text NOT NULL,
	`quantity` integer NOT NULL,
	`kind` text NOT NULL,
	`counterpart_warehouse_id` text,
	`reason` text,
	`order_id` text,
	`order_code` text,
	`create_by` text NOT NULL,
	`create_by_name` text NOT NULL,
	`create_time` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL
);
--> statement-breakpoint
CREATE INDEX `biz_stock_movement_goods_warehouse` ON `biz_stock_movement` (`tenant_code`,`goods_id`,`warehouse_id`,`create_time`);--> statement-breakpoint
CREATE INDEX `biz_stock_movement_warehouse` ON `biz_stock_movement` (`tenant_code`,`warehouse_id`);--> statement-breakpoint
CREATE INDEX `biz_stock_movement_order` ON `biz_stock_movement` (`tenant_code`,`order_id`);--> statement-breakpoint
CREATE TABLE `biz_warehouse` (
	`id` text PRIMARY KEY NOT NULL,
	`tenant_code` text NOT NULL,
	`code` text NOT NULL,
	`name` text NOT NULL,
	`warehouse_type` text NOT NULL,
	`address` text NOT NULL,
	`contact_person` text,
	`contact_phone` text,
	`status` text DEFAULT 'enabled' NOT NULL,
	`remark` text,
	`create_time` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	`update_time` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `biz_warehouse_code` ON `biz_warehouse` (`tenant_code`,`code`);--> statement-breakpoint
CREATE INDEX `biz_warehouse_created` ON `biz_warehouse` (`tenant_code`,`create_time`);