CREATE TABLE `us_towing_order` (
	`id` text PRIMARY KEY NOT NULL,
	`tenant_code` text NOT NULL,
	`shipment_id` text NOT NULL,
	`container_id` text NOT NULL,
	`trucker_id` text NOT NULL,
	`pickup_appointment` text,
	`delivery_appointment` text,
	`delivery_address` text NOT NULL,
	`chassis` text,
	`accessorials` text,
	`remark` text,
	`pod_file` text,
	`status` text DEFAULT 'planned' NOT NULL,
	`dispatched_at` text,
	`create_time` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	`update_time` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `us_towing_order_container` ON `us_towing_order` (`tenant_code`,`container_id`);--> statement-breakpoint
CREATE INDEX `us_towing_order_pickup` ON `us_towing_order` (`tenant_code`,`pickup_appointment`);--> statement-breakpoint
CREATE INDEX `us_towing_order_shipment` ON `us_towing_order` (`tenant_code`,`shipment_id`);