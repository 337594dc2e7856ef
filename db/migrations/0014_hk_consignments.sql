CREATE TABLE `hk_consignment` (
	`id` text PRIMARY KEY NOT NULL,
	`tenant_code` text NOT NULL,
	`ref_no` text,
	`direction` text NOT NULL,
	`control_point` text NOT NULL,
	`expected_crossing_at` text NOT NULL,
	`packages` integer NOT NULL,
	`package_description` text NOT NULL,
	`articles_description` text NOT NULL,
	`consignor_name` text NOT NULL,
	`consignor_address` text NOT NULL,
	`consignee_name` text NOT NULL,
	`consignee_address` text NOT NULL,
	`remark` text,
	`status` text DEFAULT 'draft' NOT NULL,
	`ccrn` text,
	`submitted_at` integer,
	`decided_at` integer,
	`reject_reason` text,
	`vehicle_no` text,
	`crossing_at` text,
	`bundled_at` integer,
	`create_by` text,
	`create_time` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	`update_time` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `hk_consignment_ref` ON `hk_consignment` (`tenant_code`,`ref_no`);--> statement-breakpoint
CREATE UNIQUE INDEX `hk_consignment_ccrn` ON `hk_consignment` (`ccrn`);--> statement-breakpoint
CREATE INDEX `hk_consignment_created` ON `hk_consignment` (`tenant_code`,`create_time`);--> statement-breakpoint
CREATE INDEX `hk_consignment_vehicle` ON `hk_consignment` (`tenant_code`,`vehicle_no`,`crossing_at`);